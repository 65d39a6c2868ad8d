/**
 * Navigation (side menu and its logo bar) tokens for the two navigation themes of the
 * nav_theme preference. The layout reads `menuTheme` for Arco's Menu/Sider `theme` prop and may
 * use the CSS variables that themes/applyTheme.ts sets on <body> from these tokens:
 * --app-nav-bg, --app-nav-text, --app-nav-border, --app-nav-logo-bg.
 */
import type { NavTheme } from './preferences';

export interface NavThemeTokens {
  /** Arco Menu / Layout.Sider theme. */
  menuTheme: NavTheme;
  background: string;
  text: string;
  border: string;
  logoBackground: string;
}

export const NAV_THEME_TOKENS: Readonly<Record<NavTheme, NavThemeTokens>> = Object.freeze({
  dark: {
    menuTheme: 'dark',
    background: 'var(--color-menu-dark-bg)',
    text: 'rgba(255, 255, 255, 0.9)',
    border: 'transparent',
    logoBackground: 'var(--color-menu-dark-bg)',
  },
  light: {
    menuTheme: 'light',
    background: 'var(--color-menu-light-bg)',
    text: 'var(--color-text-1)',
    border: 'var(--color-border-2)',
    logoBackground: 'var(--color-menu-light-bg)',
  },
});

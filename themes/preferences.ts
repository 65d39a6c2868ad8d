/**
 * Layout preferences (spec section 3 "Layout preferences stored locally") and their defaults
 * (spec section 9 "Default theme": dark navigation, primary #1890ff, side-menu layout, fluid
 * content, fixed header and sidebar, colour-weak off). Each preference is stored in localStorage
 * under its own key, named as the spec names it; the shell issue reads and writes them.
 */
export type NavTheme = 'light' | 'dark';
export type LayoutMode = 'sidemenu' | 'topmenu';
export type ContentWidth = 'Fluid' | 'Fixed';

export interface LayoutPreferences {
  /** The side menu is open (true) or collapsed. */
  sidebar_type: boolean;
  is_mobile: boolean;
  nav_theme: NavTheme;
  layout: LayoutMode;
  fixed_header: boolean;
  fixed_sidebar: boolean;
  content_width: ContentWidth;
  auto_hide_header: boolean;
  /** The primary colour. */
  color: string;
  /** Colour-weak mode. */
  weak: boolean;
  multi_tab: boolean;
  app_language: string;
}

export type PreferenceKey = keyof LayoutPreferences;

export const PREFERENCE_KEYS = [
  'sidebar_type',
  'is_mobile',
  'nav_theme',
  'layout',
  'fixed_header',
  'fixed_sidebar',
  'content_width',
  'auto_hide_header',
  'color',
  'weak',
  'multi_tab',
  'app_language',
] as const satisfies readonly PreferenceKey[];

export const PRIMARY_COLOR = '#1890ff';

export const DEFAULT_PREFERENCES: Readonly<LayoutPreferences> = Object.freeze({
  sidebar_type: true,
  is_mobile: false,
  nav_theme: 'dark',
  layout: 'sidemenu',
  fixed_header: true,
  fixed_sidebar: true,
  content_width: 'Fluid',
  auto_hide_header: false,
  color: PRIMARY_COLOR,
  weak: false,
  multi_tab: true,
  app_language: 'zh-CN',
});

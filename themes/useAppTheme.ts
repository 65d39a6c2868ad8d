/**
 * Keeps the document's theme in step with the layout preferences (mounted once, in App), and brings
 * the readable text colours (readable.css) that go with the variables applyTheme sets.
 */
import { useLayoutEffect } from 'react';
import { usePreference } from '../src/preferences/usePreferences';
import { applyTheme } from './applyTheme';
import './readable.css';

export function useAppTheme(): void {
  const color = usePreference('color');
  const nav_theme = usePreference('nav_theme');
  const weak = usePreference('weak');
  useLayoutEffect(() => {
    applyTheme({ color, nav_theme, weak });
  }, [color, nav_theme, weak]);
}

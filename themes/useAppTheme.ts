/** Keeps the document's theme in step with the layout preferences (mounted once, in App). */
import { useLayoutEffect } from 'react';
import { usePreferences } from '../src/preferences/usePreferences';
import { applyTheme } from './applyTheme';

export function useAppTheme(): void {
  const { prefs } = usePreferences();
  const { color, nav_theme, weak } = prefs;
  useLayoutEffect(() => {
    applyTheme({ color, nav_theme, weak });
  }, [color, nav_theme, weak]);
}

/**
 * The app language from the app_language preference (spec section 9: zh-CN by default, en-US for
 * values the app does not know). Used once, by App: it makes `t()` answer in that language before
 * the tree renders, points dayjs at it and sets <html lang>; App gives Arco its locale.
 */
import { useEffect } from 'react';
import { usePreferences } from '../preferences/usePreferences';
import { type Language, setLanguage } from '.';
import { applyDayjsLocale } from './vendor';

export function useAppLanguage(): Language {
  const { prefs } = usePreferences();
  // Idempotent, and it must happen before the children render: they read the language through t().
  const lang = setLanguage(prefs.app_language);
  applyDayjsLocale(lang);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return lang;
}

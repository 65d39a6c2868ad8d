/**
 * The app language from the app_language preference (spec section 9: zh-CN by default, en-US for
 * values the app does not know). Used once, by App: it makes `t()` answer in that language before
 * the tree renders, points dayjs at it and sets <html lang>; App gives Arco its locale.
 *
 * Languages other than zh-CN are lazy chunks (texts, Arco and dayjs locales): main.tsx loads the
 * preferred one before the first render, and on a switch the app keeps showing the current language
 * until the new one is loaded, then re-renders in it (no flash of keys).
 */
import { useEffect, useReducer } from 'react';
import { usePreference } from '../preferences/usePreferences';
import { getLanguage, isLanguageLoaded, type Language, loadLanguage, resolveLanguage, setLanguage } from '.';
import { applyDayjsLocale, isVendorLocaleLoaded, loadVendorLocale } from './vendor';

/** Whether the texts and the Arco/dayjs locales of `lang` are loaded. */
export function isAppLanguageReady(lang: Language): boolean {
  return isLanguageLoaded(lang) && isVendorLocaleLoaded(lang);
}

/** Loads the texts and the Arco/dayjs locales of a preference value's language; resolves to it. */
export async function loadAppLanguage(value: string): Promise<Language> {
  const lang = resolveLanguage(value);
  await Promise.all([loadLanguage(lang), loadVendorLocale(lang)]);
  return lang;
}

export function useAppLanguage(): Language {
  const wanted = resolveLanguage(usePreference('app_language'));
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  const ready = isAppLanguageReady(wanted);
  // Idempotent, and it must happen before the children render: they read the language through t().
  // Until the wanted language is loaded the app stays in the one it shows.
  const lang = setLanguage(ready ? wanted : getLanguage());
  applyDayjsLocale(lang);
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadAppLanguage(wanted).then(
      () => {
        if (live) loaded();
      },
      (error: unknown) => console.error(`Could not load the language ${wanted}`, error),
    );
    return () => {
      live = false;
    };
  }, [wanted, ready]);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return lang;
}

/**
 * The workspace layout's phone switch: useMobile (src/preferences/useMobile.ts), with the stored
 * `is_mobile` preference kept in step with the width, so what reads the preference sees the layout on
 * show.
 */
import { useEffect } from 'react';
import { setPreference } from '../../preferences/store';
import { useMobile } from '../../preferences/useMobile';
import { usePreferences } from '../../preferences/usePreferences';

export function useMobileLayout(): boolean {
  const mobile = useMobile();
  const { prefs } = usePreferences();
  useEffect(() => {
    if (prefs.is_mobile !== mobile) setPreference('is_mobile', mobile);
  }, [mobile, prefs.is_mobile]);
  return mobile;
}

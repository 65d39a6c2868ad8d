/**
 * The workspace layout's phone switch: useMobile (src/preferences/useMobile.ts), with the stored
 * `is_mobile` preference kept in step with the width, so what reads the preference sees the layout on
 * show.
 */
import { useEffect } from 'react';
import { getPreferences, setPreference, subscribePreferences } from '../../preferences/store';
import { useMobile } from '../../preferences/useMobile';

export function useMobileLayout(): boolean {
  const mobile = useMobile();
  // Followed from the store, not read in render: the layout does not render again for the preference
  // it sets itself (a store's change re-renders its readers at once, in one task).
  useEffect(() => {
    const follow = () => {
      if (getPreferences().is_mobile !== mobile) setPreference('is_mobile', mobile);
    };
    follow();
    return subscribePreferences(follow);
  }, [mobile]);
  return mobile;
}

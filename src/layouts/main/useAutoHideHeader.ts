/** With auto_hide_header: hides the header while the page scrolls down, shows it again on the way up. */
import { useEffect, useState } from 'react';

/** Scrolled less than this, the header always shows. */
const SHOW_ABOVE_PX = 64;

export function useAutoHideHeader(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setHidden(false);
      return;
    }
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setHidden(y > SHOW_ABOVE_PX && y > last);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
  return hidden;
}

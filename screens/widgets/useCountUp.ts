/**
 * An animated number: from the value shown to the new target over `durationMs` (ease-out), one
 * requestAnimationFrame loop at a time, cancelled on unmount and when the target changes again.
 */
import { useEffect, useRef, useState } from 'react';

const easeOut = (x: number) => 1 - (1 - x) ** 3;

export function useCountUp(target: number | null, durationMs = 1200): number | null {
  const [shown, setShown] = useState<number | null>(target === null ? null : 0);
  const fromRef = useRef(0);
  const shownRef = useRef<number | null>(shown);
  shownRef.current = shown;

  useEffect(() => {
    if (target === null) {
      setShown(null);
      return undefined;
    }
    const reduced = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (reduced || durationMs <= 0) {
      setShown(target);
      return undefined;
    }
    const from = shownRef.current ?? 0;
    fromRef.current = from;
    if (from === target) return undefined;
    let frame = 0;
    const start = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / durationMs);
      setShown(from + (target - from) * easeOut(progress));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs]);

  return shown;
}

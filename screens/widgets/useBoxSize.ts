/**
 * The layout size of an element (CSS px before any transform, so design px on a wall), followed
 * through a ResizeObserver; null until measured or where nothing is laid out (tests without a browser).
 * A callback ref: an element that appears later (after a loading state) is measured when it does.
 */
import { useLayoutEffect, useState } from 'react';

export interface BoxSize {
  w: number;
  h: number;
}

export function useBoxSize(): [ref: (el: HTMLElement | null) => void, size: BoxSize | null] {
  const [el, setEl] = useState<HTMLElement | null>(null);
  const [size, setSize] = useState<BoxSize | null>(null);
  useLayoutEffect(() => {
    if (!el) return undefined;
    const measure = () => {
      const w = el.clientWidth;
      const h = el.clientHeight;
      setSize((prev) => (w > 0 && h > 0 ? (prev && prev.w === w && prev.h === h ? prev : { w, h }) : null));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [el]);
  return [setEl, size];
}

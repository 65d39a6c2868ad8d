/**
 * Wall mode: the screen's design size drawn on the whole window, scaled by one CSS transform and
 * letterboxed (scale.ts), following the window through a ResizeObserver. Charts inside are created
 * with devicePixelRatio x scale so they stay sharp on a 4K wall. The canvas carries the wall's text
 * sizes (WALL_TEXT) as CSS variables for everything drawn on it.
 */
import { type CSSProperties, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { screenTextVars } from '../../themes/echartsThemes';
import { letterbox, letterboxTransform, type Size } from './scale';

const WALL_TEXT_VARS = screenTextVars('wall');

export interface WallCanvasProps {
  design: Size;
  children: (scale: number) => ReactNode;
  className?: string;
}

const viewOf = (el: HTMLElement | null): Size =>
  el ? { w: el.clientWidth, h: el.clientHeight } : { w: typeof window === 'undefined' ? 0 : window.innerWidth, h: typeof window === 'undefined' ? 0 : window.innerHeight };

export function WallCanvas({ design, children, className }: WallCanvasProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<Size>(() => viewOf(null));
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const update = () => {
      const next = viewOf(el);
      setView((prev) => (prev.w === next.w && prev.h === next.h ? prev : next));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const box = letterbox(view, design);
  const style: CSSProperties = { ...WALL_TEXT_VARS, width: design.w, height: design.h, transform: letterboxTransform(box) };
  return (
    <div className={`screen-wall ${className ?? ''}`} ref={ref} data-testid="screen-wall" data-scale={box.scale.toFixed(4)}>
      <div className="screen-wall__canvas" style={style}>
        {children(box.scale)}
      </div>
    </div>
  );
}

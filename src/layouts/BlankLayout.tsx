/** A layout that adds nothing: the page fills the window. */
import type { ReactNode } from 'react';

export function BlankLayout({ children }: { children: ReactNode }) {
  return <div className="layout-blank">{children}</div>;
}

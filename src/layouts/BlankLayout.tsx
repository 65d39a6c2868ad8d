/** A layout that adds nothing: the page fills the window (wall screens, 404, QR confirmation). */
import type { ReactNode } from 'react';
import { RouteGate } from '../permissions/RouteGate';

export function BlankLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout-blank">
      <RouteGate>{children}</RouteGate>
    </div>
  );
}

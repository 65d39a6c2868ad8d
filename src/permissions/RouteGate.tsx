/**
 * Page-level permission: a signed-in page whose route names a permission (src/router/routes.tsx)
 * shows the 403 page to a user without it. The menu already hides such pages; this covers a typed
 * or bookmarked address. The server refuses the page's calls anyway.
 */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import { hasPermission } from '../domain/permissions';
import { findRoute } from '../router/findRoute';
import { FORBIDDEN_PATH, isScreenShareVisit } from '../router/paths';
import { useCurrentUser } from '../session/useCurrentUser';
import { useToken } from '../session/useToken';

export function RouteGate({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const route = findRoute(pathname);
  const { user } = useCurrentUser();
  const token = useToken();
  if (!route?.requiresAuth || !route.permission) return children;
  // A share link opens the public screen without a session; with one, the permission applies.
  if (token === null && isScreenShareVisit(pathname, search)) return children;
  // Until the user is known, nothing of the page shows (the error rules deal with a failed load).
  if (!user) return <PageLoading />;
  if (!hasPermission(user.permissions, route.permission)) {
    // The route table's 403 page.
    const Forbidden = findRoute(FORBIDDEN_PATH)?.component;
    return Forbidden ? <Forbidden /> : null;
  }
  return children;
}

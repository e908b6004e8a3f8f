import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router';
import type { AppSystem } from '../system/createAppSystem';
import { DisplaySettings } from '../features/settings/DisplaySettings';
import { NotFound } from '../features/errors/NotFound';
import { RouteError } from '../features/errors/RouteError';
import { lazy, Suspense } from 'react';
import { useSession } from '../features/auth/useSession';

// The toast region loads with the session: nothing can arrive before one exists.
const LiveToasts = lazy(() => import('../features/toasts/LiveToasts').then((m) => ({ default: m.LiveToasts })));

export interface RouterContext {
  system: AppSystem;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({ meta: [{ title: 'NeuroHealth Care' }] }),
  component: Root,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
});

function Root() {
  return (
    <>
      {/* The routes' head(): a <title> that React 19 moves into <head>. */}
      <HeadContent />
      <DisplaySettings />
      <Outlet />
      <SessionToasts />
    </>
  );
}

function SessionToasts() {
  const { status } = useSession();
  if (status !== 'signedIn') return null;
  return (
    <Suspense fallback={null}>
      <LiveToasts />
    </Suspense>
  );
}

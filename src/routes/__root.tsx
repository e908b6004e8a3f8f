import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router';
import type { AppSystem } from '../system/createAppSystem';
import { DisplaySettings } from '../features/settings/DisplaySettings';
import { NotFound } from '../features/errors/NotFound';
import { RouteError } from '../features/errors/RouteError';
import { LiveToasts } from '../features/toasts/LiveToasts';

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
      <HeadContent />
      <DisplaySettings />
      <Outlet />
      <LiveToasts />
    </>
  );
}

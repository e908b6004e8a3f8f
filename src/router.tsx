import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import type { AppSystem } from './system/createAppSystem';

export function createAppRouter(system: AppSystem) {
  return createRouter({
    routeTree,
    context: { system },
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

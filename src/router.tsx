import { RouteError } from './features/errors/RouteError';
import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { parseSearch, stringifySearch } from './routing/search';
import type { AppSystem } from './system/createAppSystem';

export function createAppRouter(system: AppSystem) {
  return createRouter({
    routeTree,
    context: { system },
    defaultPreload: 'intent',
    // A page that fails shows its error inside the shell (its menu, header and toasts stay); the
    // root's own error page is only for the shell failing itself.
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
    // Plain query strings (?t=1), as SPEC §2 writes them; see routing/search.ts.
    parseSearch,
    stringifySearch,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

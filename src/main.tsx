import './styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import type { InspectionEvent } from 'xstate';
import { createAppRouter } from './router';
import { hasStoredSession } from './services/oidc';
import { AppSystemProvider } from './system/context';
import { preloadSession, rootFlows } from './rootFlows';
import { createAppSystem } from './system/createAppSystem';
import { yieldToPage } from './scheduling/nextTask';
import { actorPanelFor, configOrStartupError } from './startup';

async function boot() {
  const container = document.getElementById('root')!;
  // /resource-hub as the build prerendered it (scripts/prerender.tsx, issue #38): its content is
  // on screen already; the app hydrates it once the page's route code is loaded, not before. (The
  // other public pages come alive without the app: src/publicSite.tsx.)
  const prerendered = container.hasAttribute('data-prerendered');

  const config = await configOrStartupError(container);
  if (!config) return;

  const stately =
    import.meta.env.DEV && new URLSearchParams(window.location.search).has('inspect')
      ? await import('./system/inspector').then((m) => m.createDevInspector())
      : undefined;
  const panel = await actorPanelFor(config);
  const inspectors = [stately, panel?.inspect].filter((i) => i !== undefined);
  const inspect = inspectors.length ? (event: InspectionEvent) => inspectors.forEach((i) => i(event)) : undefined;

  const historyIndex = (router: { history: { location: { state: { __TSR_index?: number } } } }) =>
    router.history.location.state.__TSR_index ?? 0;
  // The system needs to navigate and the router needs the system: bind late.
  const routerRef: { current?: ReturnType<typeof createAppRouter> } = {};
  const system = createAppSystem({
    config,
    flows: rootFlows,
    // Through the router (not history) so a navigation during its first load is not overwritten.
    navigate: (href) => void routerRef.current?.navigate({ href, replace: true }),
    open: (href) => void routerRef.current?.navigate({ href }),
    refresh: () => void routerRef.current?.invalidate(),
    // Back only within this load of the app: a deep link (or a page opened afresh) has nothing
    // of ours behind it, so it goes to the dashboard. (history.canGoBack() is true for a fresh
    // load, whose entry carries no index.)
    back: () => {
      const router = routerRef.current;
      if (router && historyIndex(router) > startIndex) router.history.back();
      else void router?.navigate({ href: '/dashboard', replace: true });
    },
    ...(inspect ? { inspect } : {}),
  });
  // Boot in four tasks (the actor system; the router and the code to fetch; start; first
  // render), not one: with the CPU 4 times slower they were one task of about 100 ms, which the
  // page could not answer a tap in (#38). The system and the router were still one of some 40 ms.
  await yieldToPage();
  const router = createAppRouter(system);
  routerRef.current = router;
  const startIndex = historyIndex(router);
  // A returning person (a session is stored): the session's code and this page's route code load
  // beside the check of the stored session, not one after the other once it has answered; on a
  // throttled phone each step of that chain was a round trip before the page could draw (#38).
  if (hasStoredSession(config)) {
    preloadSession();
    const [routes] = router.getMatchedRoutes(window.location.pathname);
    for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined);
  }
  await yieldToPage();
  system.root.start();
  // Some events depend on the page (the New Post chip, a chat already open). Reported as soon
  // as a navigation starts (the URL has changed; the route's code may still be loading), so an
  // event arriving meanwhile is judged by the page the person is going to, then again once
  // resolved (a redirect may have changed it).
  let reported = '';
  const reportLocation = (location: { pathname: string; searchStr: string }) => {
    if (`${location.pathname}${location.searchStr}` === reported) return;
    reported = `${location.pathname}${location.searchStr}`;
    system.root.send({ type: 'location.changed', pathname: location.pathname, search: location.searchStr });
  };
  reportLocation(router.state.location);
  router.subscribe('onBeforeLoad', (event) => reportLocation(event.toLocation));
  router.subscribe('onResolved', () => reportLocation(router.state.location));
  await yieldToPage();

  const app = (
    <StrictMode>
      <AppSystemProvider system={system}>
        <RouterProvider router={router} />
      </AppSystemProvider>
    </StrictMode>
  );
  if (!prerendered) {
    createRoot(container).render(app);
    return;
  }
  // A returning person on /resource-hub: with a session stored, the signed-in frame's and the
  // dashboard's code load while the page paints (issue #38).
  if (hasStoredSession(config))
    for (const id of ['/_app', '/_app/_member', '/_app/_member/dashboard'] as const)
      void router.loadRouteChunk(router.routesById[id]);
  // Its route's code first, so the hydrating render is the page's (the session's controls render
  // as "not known yet" in both, ui/useHydrated.ts, whatever this browser's session is).
  await router.load();
  hydrateRoot(container, app);
}

void boot();

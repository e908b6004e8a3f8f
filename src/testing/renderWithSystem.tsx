/**
 * The view-test seam: render a view against a system of real actors with fake
 * effects, and look at what a person sees (Testing Library, happy-dom).
 *
 *   const view = await renderWithSystem(<HeaderCounts />, {
 *     actors: { counts: { logic: countsMachine.provide({ actors: { … fakes … } }), input: { userId: 1 } } },
 *   });
 *   view.actor('counts').send({ type: 'count.increment', count: 'notifications' });
 *
 * Views reach the system only through src/system/context.tsx, whose hooks read
 * `root.system.get(id)` and the root's snapshot; so the fake root here is a tiny
 * machine that invokes each given actor under its systemId, as the session does
 * in the app. Short-lived flows (a page's own actor) reach the API through
 * `useAppSystem().api`: pass the clients the test needs as `api`.
 * Only test files import this (ESLint keeps it out of the app).
 */
import type { ReactNode } from 'react';
import { act, cleanup, render, type RenderResult } from '@testing-library/react';
import { afterEach } from 'vitest';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type AnyRouter,
} from '@tanstack/react-router';
import { createActor, createMachine, type AnyActorLogic, type InspectionEvent } from 'xstate';
import { pageOwnerMachine } from '../../machines/domain/pageOwner.machine';
import { getSystemActor, PAGE_OWNERS, type SystemActors, type SystemId } from '../../machines/system';
import { TEST_CONFIG } from './config';
import { parseSearch, stringifySearch } from '../routing/search';
import type { Services } from '../services';
import { AppSystemProvider } from '../system/context';
import type { AppSystem } from '../system/createAppSystem';

export type ActorSpec = AnyActorLogic | { logic: AnyActorLogic; input?: unknown };

export interface RenderWithSystemOptions {
  /** The long-lived actors the view reads, by systemId; any not given is "not running". */
  actors?: Partial<Record<SystemId, ActorSpec>>;
  /** The URL the view is rendered at (its search string is parsed as the app parses it). */
  path?: string;
  /** The API clients a page's own flow calls; a call to one not given fails the test. */
  api?: Partial<Services>;
  /** Where a toast's or a notification's link takes the person. */
  open?: (href: string) => void;
  /** The system's inspection stream, as the app gives it to the inspector and the actor panel. */
  inspect?: (event: InspectionEvent) => void;
}

// Testing Library cleans up by itself only when the runner has globals; this one does not.
const running = new Set<{ stop(): void }>();
afterEach(() => {
  cleanup();
  for (const root of running) root.stop();
  running.clear();
});

const isLogic = (spec: ActorSpec): spec is AnyActorLogic => !('logic' in spec);

/**
 * A stand-in for the root: the `sessionReady` flag the hooks read, and the given actors invoked
 * under their systemIds, with every feature's page owner (as the session spawns them) unless
 * the test gives its own: a page asks its owner for its flow, as in the app.
 */
function harnessMachine(given: Partial<Record<SystemId, ActorSpec>>) {
  const owners = Object.fromEntries(PAGE_OWNERS.map((id) => [id, pageOwnerMachine]));
  const actors = { ...owners, ...given };
  return createMachine({
    id: 'root',
    context: { sessionReady: true },
    invoke: Object.entries(actors).map(([id, spec]) =>
      isLogic(spec!) ? { id, systemId: id, src: spec } : { id, systemId: id, src: spec!.logic, input: spec!.input },
    ),
  });
}

/** API clients that fail loudly when a test did not expect the view to call them. */
function strictApi(api: Partial<Services>): () => Promise<Services> {
  const services = new Proxy(api, {
    get(target, name) {
      if (name in target) return target[name as keyof Services];
      if (name === 'then') return undefined;
      throw new Error(`renderWithSystem: the view called api().${String(name)}, which the test did not provide`);
    },
  }) as Services;
  return async () => services;
}

export interface RenderedWithSystem extends RenderResult {
  /** A running system actor, typed by its id (throws if the test did not start it). */
  actor<K extends SystemId>(id: K): SystemActors[K];
  router: AnyRouter;
}

export async function renderWithSystem(ui: ReactNode, options: RenderWithSystemOptions = {}): Promise<RenderedWithSystem> {
  const { actors = {}, path = '/', api = {}, open = () => {}, inspect } = options;
  const root = createActor(harnessMachine(actors), inspect ? { inspect } : {});
  root.start();
  running.add(root);
  const system = {
    root,
    api: strictApi(api),
    config: TEST_CONFIG,
    inspect: undefined,
    open,
  } as unknown as AppSystem;

  // Any path renders the view, inside a router so its links and search params work as in the app.
  const rootRoute = createRootRoute({ component: Outlet });
  const page = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => <>{ui}</> });
  const index = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <>{ui}</> });
  const router = createRouter({
    routeTree: rootRoute.addChildren([index, page]),
    history: createMemoryHistory({ initialEntries: [path] }),
    parseSearch,
    stringifySearch,
  });
  await act(() => router.load());
  const result = render(
    <AppSystemProvider system={system}>
      <RouterProvider router={router} />
    </AppSystemProvider>,
  );
  await act(async () => {});
  return {
    ...result,
    router,
    actor(id) {
      const ref = getSystemActor(root.system, id);
      if (!ref) throw new Error(`renderWithSystem: '${id}' is not running; pass it in options.actors`);
      return ref;
    },
    unmount() {
      result.unmount();
      root.stop();
    },
  };
}

import { assign, setup } from 'xstate';
import { unprovidedCallback, unprovidedPromise } from '../domain/placeholder';

export type DashboardBlockEvent = { type: 'block.retry' } | { type: 'block.refresh' };

export interface DashboardBlockContext<T> {
  items: T[];
}

/**
 * One block of /dashboard (next sessions, notifications, saved articles, a screening reminder):
 * it loads on its own and fails on its own, so one service down leaves the others showing
 * (SPEC §8). Each block provides `load` in src/features/dashboard/wiring.ts; the machine is the
 * same for all. A refresh (the tab coming back, or `liveEvents` hearing that what the block shows
 * changed: a follow request, a post in a pinned community) reads again without hiding what is shown.
 */
export function dashboardBlock<T>() {
  return setup({
    types: {
      context: {} as DashboardBlockContext<T>,
      events: {} as DashboardBlockEvent,
      tags: {} as 'loading' | 'loaded' | 'empty' | 'error',
    },
    actors: {
      load: unprovidedPromise<T[]>('dashboard', 'load'),
      /** The live events that change this block (an actor's, routed by the wiring); quiet for blocks that have none. */
      liveEvents: unprovidedCallback<DashboardBlockEvent>('dashboard', 'liveEvents'),
    },
    actions: {
      'take items': assign((_, params: { items: T[] }) => ({ items: params.items })),
    },
    guards: {
      'nothing to show': (_, params: { items: T[] }) => params.items.length === 0,
    },
  }).createMachine({
    id: 'dashboardBlock',
    context: { items: [] },
    initial: 'loading',
    invoke: { src: 'liveEvents', id: 'liveEvents' },
    states: {
      loading: {
        description: 'The block reads its own service; the others do not wait for it.',
        tags: ['loading'],
        invoke: {
          src: 'load',
          id: 'load',
          onDone: [
            {
              guard: { type: 'nothing to show', params: ({ event }) => ({ items: event.output }) },
              target: 'empty',
              actions: { type: 'take items', params: ({ event }) => ({ items: event.output }) },
            },
            { target: 'loaded', actions: { type: 'take items', params: ({ event }) => ({ items: event.output }) } },
          ],
          onError: 'failed',
        },
      },
      loaded: { description: 'What is next or new, with a link onward.', tags: ['loaded'], on: { 'block.refresh': 'loading' } },
      empty: {
        description: 'Nothing yet: the block says so and links onward.',
        tags: ['empty'],
        on: { 'block.refresh': 'loading' },
      },
      failed: {
        description: 'This block could not load (the others still show): Try again.',
        tags: ['error'],
        on: { 'block.retry': 'loading', 'block.refresh': 'loading' },
      },
    },
  });
}

/** The block's machine as the manifest and the gallery see it. */
export const dashboardBlockMachine = dashboardBlock<unknown>();
export type DashboardBlockMachine<T> = ReturnType<typeof dashboardBlock<T>>;

import { assign, setup, type ActorRefFrom } from 'xstate';
import type { ConciergeFilter, ConciergePage } from './booking.types';
import { unprovidedPromise } from '../domain/placeholder';

export interface ConciergeSearchInput {
  filter: ConciergeFilter;
}

export type ConciergeSearchEvent = { type: 'concierges.filter'; filter: ConciergeFilter } | { type: 'concierges.retry' };

const sameFilter = (a: ConciergeFilter, b: ConciergeFilter) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Find a concierge (/mentorship/search): the URL holds SPEC §3's filter; each change of it
 * arrives as `concierges.filter` and restarts the request (the older one is stopped, its
 * answer never shown). Results come a page at a time, as the URL's page says.
 */
export const conciergeSearchMachine = setup({
  types: {
    tags: {} as 'loading' | 'results' | 'empty' | 'error',
    context: {} as ConciergeSearchInput & ConciergePage,
    input: {} as ConciergeSearchInput,
    events: {} as ConciergeSearchEvent,
  },
  actors: {
    // POST /api/search-engine/v1/concierge, provided in src/features/booking/wiring.ts.
    fetchConcierges: unprovidedPromise<ConciergePage, ConciergeFilter>('booking', 'fetchConcierges'),
  },
  guards: {
    'filter changed': ({ context }, params: { filter: ConciergeFilter }) => !sameFilter(context.filter, params.filter),
    'nothing found': (_, params: { page: ConciergePage }) => params.page.items.length === 0,
  },
  actions: {
    'take filter': assign((_, params: { filter: ConciergeFilter }) => ({ filter: params.filter })),
    'take page': assign((_, params: { page: ConciergePage }) => ({ items: params.page.items, total: params.page.total })),
  },
}).createMachine({
  id: 'conciergeSearch',
  context: ({ input }) => ({ filter: input.filter, items: [], total: 0 }),
  initial: 'loading',
  on: {
    'concierges.filter': {
      guard: { type: 'filter changed', params: ({ event }) => event },
      target: '.loading',
      reenter: true,
      actions: { type: 'take filter', params: ({ event }) => event },
    },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'fetchConcierges',
        id: 'fetchConcierges',
        input: ({ context }) => context.filter,
        onDone: [
          {
            guard: { type: 'nothing found', params: ({ event }) => ({ page: event.output }) },
            target: 'empty',
            actions: { type: 'take page', params: ({ event }) => ({ page: event.output }) },
          },
          { target: 'results', actions: { type: 'take page', params: ({ event }) => ({ page: event.output }) } },
        ],
        onError: 'failed',
      },
    },
    results: { description: 'Concierges with their next free time, a page at a time.', tags: ['results'] },
    empty: { description: 'Nothing matched: offers to clear the filters.', tags: ['empty'] },
    failed: { description: 'The list could not be loaded: Try again.', tags: ['error'], on: { 'concierges.retry': 'loading' } },
  },
});

export type ConciergeSearchActorRef = ActorRefFrom<typeof conciergeSearchMachine>;

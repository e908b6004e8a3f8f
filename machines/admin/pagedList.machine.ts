import { assign, setup } from 'xstate';
import { unprovidedPromise } from '../domain/placeholder';

/**
 * A table the server sorts and pages (/admin's concierges, requests and a concierge's bookings):
 * what was asked, read again on every change (a newer question replaces one in flight); the last
 * page read stays shown while the next loads.
 */
export interface Page<Row> {
  data: Row[];
  total: number;
  page: number;
  size: number;
}

export type PagedListEvent =
  | { type: 'filters.change'; filters: Record<string, string | number | undefined> }
  | { type: 'page.go'; page: number }
  | { type: 'list.retry' }
  | { type: 'list.reload' };

/** What a table asks: its page and its own filters and sort (the server checks them). */
export type ListFilters = { page: number } & Record<string, string | number | undefined>;
type F = ListFilters;
type Row = unknown;

export function pagedListMachine(id: string, first: F) {
  return setup({
    types: {
      context: {} as { filters: F; result: Page<Row> | null },
      events: {} as PagedListEvent,
      tags: {} as 'loading' | 'ready' | 'failed',
    },
    actors: { load: unprovidedPromise<Page<Row>, F>(id, 'load') },
    actions: {
      applyFilters: assign(({ context, event }) =>
        event.type === 'filters.change' ? { filters: { ...context.filters, ...event.filters, page: 0 } } : {},
      ),
      goToPage: assign(({ context, event }) =>
        event.type === 'page.go' ? { filters: { ...context.filters, page: Math.max(0, event.page) } } : {},
      ),
    },
  }).createMachine({
    id,
    context: { filters: first, result: null },
    initial: 'loading',
    on: {
      'filters.change': { target: '.loading', actions: 'applyFilters' },
      'page.go': { target: '.loading', actions: 'goToPage' },
      'list.reload': { target: '.loading' },
    },
    states: {
      loading: {
        description: 'Reads the page asked for.',
        tags: ['loading'],
        invoke: {
          id: 'load',
          src: 'load',
          input: ({ context }) => context.filters,
          onDone: { target: 'ready', actions: assign(({ event }) => ({ result: event.output })) },
          onError: { target: 'failed' },
        },
      },
      ready: { description: 'The page of rows.', tags: ['ready'] },
      failed: { description: 'Could not read; Try again.', tags: ['failed'], on: { 'list.retry': { target: 'loading' } } },
    },
  });
}

/**
 * The table as the statechart gallery and the machine manifest draw it: every table on /admin is
 * this machine with its own id and first filters (src/features/admin/*Wiring.ts).
 */
export const pagedListExampleMachine = pagedListMachine('pagedList', { page: 0 });

import { assign, setup, type ActorRefFrom } from 'xstate';
import type { Refusal } from '../domain/refusal';
import type { PageLiveEvent } from '../domain/pageOwner.machine';
import { unprovided, unprovidedPromise } from '../domain/placeholder';
import { refusalOf, type Connection, type ConnectionCounts, type Tab } from './connections.types';

export interface ConnectionsPageInput {
  userId: number;
  tab: Tab;
}

/** What a row's button does: by tab, Remove (followers), Unfollow (following), Accept or Decline (requests), Cancel (sent). */
export type RowAction = 'ACCEPT' | 'DECLINE' | 'CANCEL' | 'UNFOLLOW' | 'REMOVE';

export interface ConnectionsListPage {
  items: Connection[];
  total: number;
  counts: ConnectionCounts;
}

export interface LoadPageInput {
  userId: number;
  tab: Tab;
  page: number;
}

export interface ActInput {
  userId: number;
  action: RowAction;
  row: Connection;
}

/** What was taken away optimistically, to put back when the server says no. */
interface Undo {
  action: RowAction;
  row: Connection;
  index: number;
  counts: ConnectionCounts;
  total: number;
}

export interface ConnectionsPageContext extends ConnectionsPageInput, ConnectionsListPage {
  /** The last page read, from 0. */
  page: number;
  refusal: Refusal | null;
  failedMore: boolean;
  undo: Undo | null;
  /** Why the last row action was undone (the server's words), until dismissed or the next one. */
  message: string | null;
}

export type ConnectionsPageEvent =
  | { type: 'connections.tab'; tab: Tab }
  | { type: 'connections.loadMore' }
  | { type: 'connections.retry' }
  /** Something changed elsewhere (a request arrived, was accepted): read page 0 again. */
  /** A request arrived or was accepted (the session's Follow Request event, handed on by the connections owner): read again. */
  | Extract<PageLiveEvent, { type: 'connections.changed' }>
  | { type: 'connections.act'; requestId: number; action: RowAction }
  | { type: 'connections.dismiss' };

const NO_COUNTS: ConnectionCounts = { followers: 0, following: 0, requests: 0, sent: 0 };

/** How each action moves the four numbers before the server answers. */
const COUNT_CHANGE: Record<RowAction, Partial<ConnectionCounts>> = {
  ACCEPT: { requests: -1, followers: 1 },
  DECLINE: { requests: -1 },
  CANCEL: { sent: -1 },
  UNFOLLOW: { following: -1 },
  REMOVE: { followers: -1 },
};

/** The actions a tab's rows offer. */
export const ACTIONS_OF: Record<Tab, readonly RowAction[]> = {
  followers: ['REMOVE'],
  following: ['UNFOLLOW'],
  requests: ['ACCEPT', 'DECLINE'],
  sent: ['CANCEL'],
};

const moved = (counts: ConnectionCounts, action: RowAction): ConnectionCounts => {
  const next = { ...counts };
  for (const [key, by] of Object.entries(COUNT_CHANGE[action]) as [keyof ConnectionCounts, number][])
    next[key] = Math.max(0, next[key] + by);
  return next;
};

/**
 * /connectpeople (issue #33): the tab comes from the URL; page 0 of the tab's list is read with
 * the four counts of the same answer, Load more appends the next page. A row's action takes the
 * row away at once (and moves the counts); the server's refusal or silence puts it back where it
 * was, with the server's words. One action at a time.
 */
export const connectionsPageMachine = setup({
  types: {
    tags: {} as 'loading' | 'ready' | 'loadingMore' | 'error' | 'acting',
    context: {} as ConnectionsPageContext,
    input: {} as ConnectionsPageInput,
    events: {} as ConnectionsPageEvent,
  },
  actors: {
    // The tab's list call (followers, following-users, follow-requests?action=ALL|SENT), src/features/connections/wiring.ts.
    loadPage: unprovidedPromise<ConnectionsListPage, LoadPageInput>('connections', 'loadPage'),
    // PUT …/follow-requests/{id}?action= or DELETE …?action=UNFOLLOW|REMOVE; the counts when the answer has them.
    act: unprovidedPromise<{ counts: ConnectionCounts | null }, ActInput>('connections', 'act'),
  },
  guards: {
    'has more': ({ context }) => context.items.length < context.total,
    'failed loading more': ({ context }) => context.failedMore,
    'row is shown and offers it': ({ context, event }) =>
      event.type === 'connections.act' &&
      ACTIONS_OF[context.tab].includes(event.action) &&
      context.items.some((r) => r.request_id === event.requestId),
  },
  actions: {
    // The header's pending invitation count follows the Requests number of each answer (the
    // counts actor's count.set, provided in src/features/connections/wiring.ts).
    'tell the pending count': (_: unknown, _params: { requests: number }) => unprovided('connections', 'tell the pending count'),
    'take the row away': assign(({ context, event }) => {
      if (event.type !== 'connections.act') return {};
      const index = context.items.findIndex((r) => r.request_id === event.requestId);
      const row = context.items[index]!;
      return {
        undo: { action: event.action, row, index, counts: context.counts, total: context.total },
        items: context.items.filter((r) => r !== row),
        total: Math.max(0, context.total - 1),
        counts: moved(context.counts, event.action),
        message: null,
      };
    }),
  },
}).createMachine({
  id: 'connectionsPage',
  context: ({ input }) => ({
    ...input,
    items: [],
    total: 0,
    counts: NO_COUNTS,
    page: 0,
    refusal: null,
    failedMore: false,
    undo: null,
    message: null,
  }),
  initial: 'loading',
  on: {
    'connections.tab': {
      target: '.loading',
      reenter: true,
      actions: assign(({ event }) => ({ tab: event.tab, items: [], total: 0, page: 0, message: null })),
    },
    'connections.dismiss': { actions: assign({ message: null }) },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadPage',
        id: 'loadPage',
        input: ({ context }) => ({ userId: context.userId, tab: context.tab, page: 0 }),
        onDone: {
          target: 'ready',
          actions: [
            assign(({ event }) => ({ ...event.output, page: 0, refusal: null })),
            { type: 'tell the pending count', params: ({ event }) => ({ requests: event.output.counts.requests }) },
          ],
        },
        onError: { target: 'failed', actions: assign(({ event }) => ({ refusal: refusalOf(event.error), failedMore: false })) },
      },
    },
    ready: {
      tags: ['ready'],
      on: {
        'connections.loadMore': { guard: 'has more', target: 'loadingMore' },
        'connections.changed': 'loading',
        'connections.act': { guard: 'row is shown and offers it', target: 'acting', actions: 'take the row away' },
      },
    },
    loadingMore: {
      tags: ['loadingMore', 'ready'],
      invoke: {
        src: 'loadPage',
        id: 'loadPage',
        input: ({ context }) => ({ userId: context.userId, tab: context.tab, page: context.page + 1 }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            ...event.output,
            // A request arriving meanwhile shifts the pages: keep each row once.
            items: [
              ...context.items,
              ...event.output.items.filter((r) => !context.items.some((i) => i.request_id === r.request_id)),
            ],
            page: context.page + 1,
            refusal: null,
          })),
        },
        onError: { target: 'failed', actions: assign(({ event }) => ({ refusal: refusalOf(event.error), failedMore: true })) },
      },
      on: { 'connections.changed': 'loading' },
    },
    acting: {
      tags: ['acting', 'ready'],
      invoke: {
        src: 'act',
        id: 'act',
        input: ({ context }) => ({ userId: context.userId, action: context.undo!.action, row: context.undo!.row }),
        onDone: {
          target: 'ready',
          actions: [
            assign(({ context, event }) => ({ counts: event.output.counts ?? context.counts, undo: null })),
            { type: 'tell the pending count', params: ({ context }) => ({ requests: context.counts.requests }) },
          ],
        },
        onError: {
          target: 'ready',
          description: 'The server said no or was not reached: the row comes back where it was, with why.',
          actions: assign(({ context, event }) => {
            const undo = context.undo!;
            const items = [...context.items];
            items.splice(undo.index, 0, undo.row);
            return { items, counts: undo.counts, total: undo.total, undo: null, message: refusalOf(event.error).message };
          }),
        },
      },
    },
    failed: {
      description: "Couldn't read the list: what was shown stays; Try again.",
      tags: ['error'],
      on: {
        'connections.retry': [{ guard: 'failed loading more', target: 'loadingMore' }, { target: 'loading' }],
        'connections.changed': 'loading',
      },
    },
  },
});

export type ConnectionsPageActorRef = ActorRefFrom<typeof connectionsPageMachine>;

import { assign, setup } from 'xstate';
import type { Decision, FeedSort, ItemRef, QueueClaim, QueueItem, QueueTarget } from '../../contract/admin-feed';
import { unprovidedPromise } from '../domain/placeholder';
import { awaitingReason, failureOf, reasonGiven } from './reason';

/**
 * /admin-feed's moderation queue (issue #36): the reported posts and comments as the server pages
 * and sorts them (filter: newest or most reported, posts or comments); an item claimed or let go
 * (the server answers who holds it, so a claim lost to another administrator is shown as theirs);
 * a decision (approve, remove, ignore) on one item or on every selected one, confirmed with a
 * reason before anything is sent, then the queue read again. A refusal keeps the reason for a retry.
 * Another administrator's claim or release arrives live (the session's ADMIN_QUEUE
 * events) and shows on the item at once, whatever the queue is doing.
 */
export interface QueueFilters {
  sort: FeedSort;
  target?: QueueTarget;
  page: number;
}

export interface QueuePage {
  data: QueueItem[];
  total: number;
  page: number;
  size: number;
}

export interface DecisionRequest {
  items: ItemRef[];
  decision: Decision;
  reason: string;
}

export type FeedQueueEvent =
  | { type: 'filters.change'; filters: Partial<Omit<QueueFilters, 'page'>> }
  | { type: 'page.go'; page: number }
  | { type: 'queue.retry' }
  | { type: 'item.toggle'; item: ItemRef }
  | { type: 'selection.all' }
  | { type: 'selection.none' }
  | { type: 'item.claim'; item: ItemRef; claimed: boolean }
  | { type: 'decide.open'; decision: Decision; item?: ItemRef }
  | { type: 'reason.change'; value: string }
  | { type: 'decide.confirm' }
  | { type: 'decide.cancel' }
  | { type: 'decide.retry' }
  /** From the admin owner (the session's ADMIN_QUEUE): another administrator claimed or let go of an item. */
  | { type: 'admin.queueClaim'; claim: QueueClaim };

export interface FeedQueueContext {
  filters: QueueFilters;
  result: QueuePage | null;
  /** `POST:12`, `COMMENT:7`: the items ticked for a bulk decision. */
  selected: string[];
  /** The decision being confirmed: what, on which items. */
  draft: { decision: Decision; items: ItemRef[] } | null;
  reason: string;
  /** The server's refusal of a claim or decision, or that it could not be reached. */
  failure: string | null;
  /** What the last decision did, for the page's status line. */
  notice: string | null;
}

export const keyOf = (r: ItemRef) => `${r.target_type}:${r.target_id}`;
const refOf = (key: string): ItemRef => {
  const [target_type, id] = key.split(':');
  return { target_type: target_type as QueueTarget, target_id: Number(id) };
};

const DONE: Record<Decision, string> = { approve: 'Approved', remove: 'Removed', ignore: 'Ignored the reports on' };
export const noticeOf = (decision: Decision, decided: number) =>
  `${DONE[decision]} ${decided} ${decided === 1 ? 'item' : 'items'}.`;

export const feedQueueMachine = setup({
  types: {
    context: {} as FeedQueueContext,
    events: {} as FeedQueueEvent,
    tags: {} as 'loading' | 'ready' | 'failed' | 'claiming' | 'deciding' | 'canConfirm' | 'pending' | 'refused',
  },
  actors: {
    loadQueue: unprovidedPromise<QueuePage, QueueFilters>('feedQueue', 'loadQueue'),
    claim: unprovidedPromise<QueueItem, { item: ItemRef; claimed: boolean }>('feedQueue', 'claim'),
    decide: unprovidedPromise<{ decided: number }, DecisionRequest>('feedQueue', 'decide'),
  },
  guards: {
    'reason given': ({ context }) => reasonGiven(context.reason),
    'something to decide': ({ context, event }) =>
      event.type === 'decide.open' && (event.item !== undefined || context.selected.length > 0),
  },
  actions: {
    refilter: assign(({ context, event }) =>
      event.type === 'filters.change' ? { filters: { ...context.filters, ...event.filters, page: 0 }, selected: [] } : {},
    ),
    'show the claim': assign(({ context, event }) => {
      if (event.type !== 'admin.queueClaim' || !context.result) return {};
      const { target_type, target_id, claimed_by } = event.claim;
      const key = keyOf({ target_type, target_id });
      return {
        result: {
          ...context.result,
          data: context.result.data.map((i) => (keyOf(i) === key ? { ...i, claimed_by, claimed_by_me: false } : i)),
        },
      };
    }),
    turnPage: assign(({ context, event }) =>
      event.type === 'page.go' ? { filters: { ...context.filters, page: Math.max(0, event.page) }, selected: [] } : {},
    ),
  },
}).createMachine({
  id: 'feedQueue',
  context: {
    filters: { sort: 'newest', page: 0 },
    result: null,
    selected: [],
    draft: null,
    reason: '',
    failure: null,
    notice: null,
  },
  on: { 'admin.queueClaim': { actions: 'show the claim' } },
  initial: 'loading',
  states: {
    loading: {
      description: 'Reads the page of the queue the filters ask for; a new filter or page asks again.',
      tags: ['loading'],
      on: {
        'filters.change': { target: 'loading', reenter: true, actions: 'refilter' },
        'page.go': { target: 'loading', reenter: true, actions: 'turnPage' },
      },
      invoke: {
        id: 'load',
        src: 'loadQueue',
        input: ({ context }) => context.filters,
        onDone: {
          target: 'ready',
          // A ticked item that left the queue (decided by someone) is no longer selected.
          actions: assign(({ context, event }) => ({
            result: event.output,
            selected: context.selected.filter((k) => event.output.data.some((i) => keyOf(i) === k)),
          })),
        },
        onError: { target: 'failed' },
      },
    },
    failed: {
      description: 'Could not read the queue; Try again.',
      tags: ['failed'],
      on: { 'queue.retry': { target: 'loading' } },
    },
    ready: {
      description: 'The page of items: tick for bulk, claim, or open a decision.',
      tags: ['ready'],
      on: {
        'filters.change': { target: 'loading', actions: 'refilter' },
        'page.go': { target: 'loading', actions: 'turnPage' },
        'item.toggle': {
          actions: assign(({ context, event }) => {
            const key = keyOf(event.item);
            return {
              selected: context.selected.includes(key) ? context.selected.filter((k) => k !== key) : [...context.selected, key],
            };
          }),
        },
        'selection.all': { actions: assign(({ context }) => ({ selected: (context.result?.data ?? []).map(keyOf) })) },
        'selection.none': { actions: assign({ selected: [] }) },
        'item.claim': { target: 'claiming' },
        'decide.open': {
          guard: 'something to decide',
          target: 'deciding',
          actions: assign(({ context, event }) => ({
            draft: { decision: event.decision, items: event.item ? [event.item] : context.selected.map(refOf) },
            reason: '',
            failure: null,
            notice: null,
          })),
        },
      },
    },
    claiming: {
      description: 'The server takes or lets go of the claim and answers the item as it is.',
      tags: ['claiming'],
      invoke: {
        id: 'claim',
        src: 'claim',
        input: ({ event }) => {
          const e = event as Extract<FeedQueueEvent, { type: 'item.claim' }>;
          return { item: e.item, claimed: e.claimed };
        },
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            failure: null,
            result: context.result && {
              ...context.result,
              data: context.result.data.map((i) => (keyOf(i) === keyOf(event.output) ? event.output : i)),
            },
          })),
        },
        // Taken by another administrator, or decided meanwhile: say so and read the queue again.
        onError: { target: 'loading', actions: assign(({ event }) => ({ failure: failureOf(event.error) })) },
      },
    },
    deciding: {
      description: 'Confirms the decision with a reason; nothing is sent before Confirm.',
      tags: ['deciding'],
      initial: 'editing',
      on: {
        'decide.cancel': { target: 'ready', actions: assign({ draft: null, reason: '', failure: null }) },
      },
      states: {
        editing: {
          ...awaitingReason(),
          on: {
            'reason.change': { target: '.empty', actions: assign(({ event }) => ({ reason: event.value })) },
            'decide.confirm': { guard: 'reason given', target: 'pending' },
          },
        },
        pending: {
          tags: ['pending'],
          invoke: {
            id: 'decide',
            src: 'decide',
            input: ({ context }) => ({ ...context.draft!, reason: context.reason.trim() }),
            onDone: {
              target: '#feedQueue.loading',
              actions: assign(({ context, event }) => ({
                notice: noticeOf(context.draft!.decision, event.output.decided),
                draft: null,
                reason: '',
                selected: [],
              })),
            },
            onError: { target: 'refused', actions: assign(({ event }) => ({ failure: failureOf(event.error) })) },
          },
        },
        refused: {
          description: 'Refused (claimed by another, decided already) or unreachable: the reason is kept.',
          tags: ['refused'],
          on: { 'decide.retry': { target: 'pending' } },
        },
      },
    },
  },
});

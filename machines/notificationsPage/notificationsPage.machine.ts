import { assign, type ActorRefFrom } from 'xstate';
import { itemRoute, notificationsPageSetup } from './notificationsPage.setup';

export * from './notificationsPage.setup';

/**
 * The /notification page (SPEC §4, §7): marks everything seen (then the bell
 * count is 0), lists notifications newest first ten at a time with "load more",
 * opens one (marked read, then routed like a toast), deletes one, or all after
 * confirmation.
 */
export const notificationsPageMachine = notificationsPageSetup.createMachine({
  id: 'notificationsPage',
  context: ({ input }) => ({ userId: input.userId, items: [], total: 0, page: 0, error: null, pending: null }),
  initial: 'markingSeen',
  states: {
    markingSeen: {
      tags: ['loading'],
      invoke: {
        src: 'markAllSeen',
        id: 'markAllSeen',
        input: ({ context }) => ({ userId: context.userId }),
        // SPEC §4: the count resets after the mark-all-seen call.
        onDone: { target: 'loading', actions: 'notifications seen' },
        // The list still loads; the count stays as it is.
        onError: 'loading',
      },
    },
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'fetchPage',
        id: 'fetchPage',
        input: ({ context }) => ({ userId: context.userId, page: 0 }),
        onDone: [
          {
            guard: { type: 'page is empty', params: ({ event }) => ({ page: event.output }) },
            target: 'empty',
            actions: assign({ items: [], total: 0, page: 0 }),
          },
          {
            target: 'list',
            actions: assign({
              items: ({ event }) => event.output.items,
              total: ({ event }) => event.output.total,
              page: 0,
              error: null,
            }),
          },
        ],
        onError: { target: 'failed' },
      },
    },
    failed: {
      description: 'The list could not be loaded.',
      tags: ['error'],
      on: { 'list.retry': 'loading' },
    },
    empty: {
      description: 'Nothing to show.',
      tags: ['empty'],
      on: { 'list.retry': 'loading' },
    },
    list: {
      tags: ['has items'],
      initial: 'idle',
      states: {
        idle: {
          on: {
            'list.loadMore': { guard: 'has more', target: 'loadingMore' },
            'item.open': { target: 'opening', actions: assign({ pending: ({ event }) => event.id, error: null }) },
            'item.delete': { target: 'deleting', actions: assign({ pending: ({ event }) => event.id, error: null }) },
            'all.delete': { target: 'confirmingDeleteAll', actions: assign({ error: null }) },
          },
        },
        loadingMore: {
          tags: ['loading more'],
          invoke: {
            src: 'fetchPage',
            id: 'fetchMore',
            input: ({ context }) => ({ userId: context.userId, page: context.page + 1 }),
            onDone: {
              target: 'idle',
              actions: assign({
                items: ({ context, event }) => [
                  ...context.items,
                  ...event.output.items.filter((i) => !context.items.some((c) => c.id === i.id)),
                ],
                total: ({ event }) => event.output.total,
                page: ({ context }) => context.page + 1,
              }),
            },
            onError: { target: 'idle', actions: assign({ error: 'More notifications could not be loaded. Try again.' }) },
          },
        },
        opening: {
          tags: ['busy'],
          invoke: {
            src: 'markRead',
            id: 'markRead',
            input: ({ context }) => ({ id: context.pending! }),
            onDone: [
              {
                guard: 'leads somewhere',
                target: 'idle',
                actions: [
                  assign({
                    items: ({ context }) => context.items.map((i) => (i.id === context.pending ? { ...i, is_read: true } : i)),
                  }),
                  {
                    type: 'navigate',
                    params: ({ context }) => ({ to: itemRoute(context.items.find((i) => i.id === context.pending)!)! }),
                  },
                ],
              },
              {
                target: 'idle',
                actions: assign({
                  items: ({ context }) => context.items.map((i) => (i.id === context.pending ? { ...i, is_read: true } : i)),
                }),
              },
            ],
            onError: { target: 'idle', actions: assign({ error: 'That notification could not be opened. Try again.' }) },
          },
        },
        deleting: {
          tags: ['busy'],
          invoke: {
            src: 'deleteOne',
            id: 'deleteOne',
            input: ({ context }) => ({ id: context.pending! }),
            onDone: [
              { guard: 'was the last one', target: '#notificationsPage.loading' },
              {
                target: 'idle',
                actions: assign({
                  items: ({ context }) => context.items.filter((i) => i.id !== context.pending),
                  total: ({ context }) => Math.max(0, context.total - 1),
                }),
              },
            ],
            onError: { target: 'idle', actions: assign({ error: 'The notification could not be deleted. Try again.' }) },
          },
        },
        confirmingDeleteAll: {
          description: 'Asks before deleting every notification.',
          tags: ['confirming'],
          on: { 'all.confirm': 'deletingAll', 'all.cancel': 'idle' },
        },
        deletingAll: {
          tags: ['busy'],
          invoke: {
            src: 'deleteAll',
            id: 'deleteAll',
            input: ({ context }) => ({ userId: context.userId }),
            onDone: { target: '#notificationsPage.empty', actions: assign({ items: [], total: 0, page: 0 }) },
            onError: { target: 'idle', actions: assign({ error: 'Your notifications could not be deleted. Try again.' }) },
          },
        },
      },
    },
  },
});

export type NotificationsPageActorRef = ActorRefFrom<typeof notificationsPageMachine>;

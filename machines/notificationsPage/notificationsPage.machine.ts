import { assign, setup, type ActorRefFrom } from 'xstate';
import { unprovided, unprovidedPromise } from '../placeholder';
import { routeForNotification, type NotificationSubType, type NotificationType } from '../domain/notifications';

/** A row of the notification list (SPEC §7 notifications service). */
export interface NotificationItem {
  id: number;
  type: NotificationType;
  sub_type: NotificationSubType | null;
  notification_text: string;
  notification_from: string | null;
  notification_username: string | null;
  user_image_url: string | null;
  post_id: string | number | null;
  community_id: string | number | null;
  notification_ts: string;
  is_read: boolean;
}

export interface NotificationPage {
  items: NotificationItem[];
  total: number;
}

export type NotificationsPageInput = { userId: number };

export interface NotificationsPageContext extends NotificationsPageInput {
  items: NotificationItem[];
  total: number;
  /** The last page loaded (0-based). */
  page: number;
  /** A failed action, shown without losing the list. */
  error: string | null;
  pending: number | null;
}

export type NotificationsPageEvent =
  | { type: 'list.retry' }
  | { type: 'list.loadMore' }
  | { type: 'item.open'; id: number }
  | { type: 'item.delete'; id: number }
  | { type: 'all.delete' }
  | { type: 'all.confirm' }
  | { type: 'all.cancel' };

const itemRoute = (item: NotificationItem) =>
  routeForNotification({ type: item.type, subType: item.sub_type, postId: item.post_id, communityId: item.community_id });

/**
 * The /notification page (SPEC §4, §7): marks everything seen (then the bell
 * count is 0), lists notifications newest first ten at a time with "load more",
 * opens one (marked read, then routed like a toast), deletes one, or all after
 * confirmation.
 */
export const notificationsPageMachine = setup({
  types: {
    /** The flags views read (`hasTag`), typed so a misspelt tag fails to compile. */
    tags: {} as 'busy' | 'confirming' | 'empty' | 'error' | 'has items' | 'loading' | 'loading more',
    context: {} as NotificationsPageContext,
    input: {} as NotificationsPageInput,
    events: {} as NotificationsPageEvent,
  },
  actors: {
    // The notifications service, provided in src/features/notificationsPage/wiring.ts.
    markAllSeen: unprovidedPromise<void, { userId: number }>('notificationsPage', 'markAllSeen'),
    fetchPage: unprovidedPromise<NotificationPage, { userId: number; page: number }>('notificationsPage', 'fetchPage'),
    markRead: unprovidedPromise<void, { id: number }>('notificationsPage', 'markRead'),
    deleteOne: unprovidedPromise<void, { id: number }>('notificationsPage', 'deleteOne'),
    deleteAll: unprovidedPromise<void, { userId: number }>('notificationsPage', 'deleteAll'),
  },
  actions: {
    // The header count and the router, provided in src/features/notificationsPage/wiring.ts.
    'notifications seen': () => unprovided('notificationsPage', 'notifications seen'),
    navigate: (_, _params: { to: string }) => unprovided('notificationsPage', 'navigate'),
  },
  guards: {
    'has more': ({ context }) => context.items.length < context.total,
    'page is empty': (_, params: { page: NotificationPage }) => params.page.items.length === 0,
    'was the last one': ({ context }) => context.items.length <= 1,
    'leads somewhere': ({ context }) => {
      const item = context.items.find((i) => i.id === context.pending);
      return Boolean(item && itemRoute(item));
    },
  },
}).createMachine({
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

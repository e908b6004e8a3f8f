import { setup } from 'xstate';
import { unprovided, unprovidedPromise } from '../domain/placeholder';
import type { BookingChange } from '../domain/bookingNotice';
import { routeForNotification, type NotificationSubType, type NotificationType } from '../domain/notifications';

/** A row of the notification list (SPEC §7 notifications service). */
export interface NotificationItem {
  id: number;
  type: NotificationType;
  sub_type: NotificationSubType | null;
  notification_text: string;
  notification_from: string | null;
  notification_username: string | null;
  /** The sender's SPEC §6 display name (issue #63.6): what the list calls them. */
  notification_display_name?: string | null;
  user_image_url: string | null;
  post_id: string | number | null;
  community_id: string | number | null;
  notification_ts: string;
  is_read: boolean;
  /** A booking notice's session instant, change and the reader's zone setting (bookingNotice.ts). */
  starts_at?: string | null;
  booking_change?: BookingChange | null;
  timezone?: string | null;
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

export const itemRoute = (item: NotificationItem) =>
  routeForNotification({ type: item.type, subType: item.sub_type, postId: item.post_id, communityId: item.community_id });

/** The notificationsPage flow's types, effects, guards and delays; the chart is in notificationsPage.machine.ts. */
export const notificationsPageSetup = setup({
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
});

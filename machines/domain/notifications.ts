import { bookingNoticeText } from './bookingNotice';
import { LIMITS } from './constants';

// The types come from the boundary's schemas (one source); only the types are imported here.
import type { ChatNotification, NotificationType, RealtimeNotification } from './notificationSchemas';
export type { ChatNotification, NotificationSubType, NotificationType, RealtimeNotification } from './notificationSchemas';

export const SYSTEM_SENDER = 'SYSADMIN';

/** SPEC §5/§9: pop-up and toast text is cut to 50 characters. */
export function truncate(text: string, max: number = LIMITS.toastTextLength): string {
  const chars = Array.from(text);
  // The ellipsis follows the last character shown, never a space ("sleep…", not "sleep …", #8.10).
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/**
 * SPEC §4: where clicking a notification goes. Concierge + Badge → profile;
 * Concierge + Note shared → that note in "shared with me" (server/notes); Concierge → the session; Follow Request → requests; COMMUNITY → its overview;
 * Chat → nowhere; anything else → the post.
 */
export function routeForNotification(n: {
  type: RealtimeNotification['type'];
  subType?: RealtimeNotification['subType'];
  /** A live event's is an integer; the bell list's (contract/notifications.ts) may be a string. */
  postId?: number | string | null;
  communityId?: number | string | null;
}): string | null {
  switch (n.type) {
    case 'Concierge':
      if (n.subType === 'Badge') return '/user-profile';
      if (n.subType === 'Note shared')
        return `/mentorship/notes?noteId=${encodeURIComponent(String(n.postId ?? ''))}&noteType=shared_with_me&tab=3`;
      return `/mentorship?tab=3&sid=${encodeURIComponent(String(n.postId ?? ''))}`;
    case 'Follow Request':
      // A request waits in Requests (SPEC §4); an accepted one of the reader's shows in Following.
      return n.subType === 'Follow accepted' ? '/connectpeople?value=2' : '/connectpeople?value=3';
    case 'COMMUNITY':
      return `/community/overview/${encodeURIComponent(String(n.communityId ?? ''))}`;
    case 'Chat':
      return null;
    default:
      return n.postId == null ? null : `/community/${encodeURIComponent(String(n.postId))}`;
  }
}

/** Where clicking a chat pop-up goes. */
export function routeForChat(n: ChatNotification): string {
  return n.group_id != null
    ? `/people-chat?g=${encodeURIComponent(String(n.group_id))}`
    : `/people-chat?u=${encodeURIComponent(n.senderInfo.user_name)}`;
}

const TYPE_LABEL: Record<NotificationType, string> = {
  Invitation: 'Invitation',
  Chat: 'Message',
  Post: 'Community',
  Concierge: 'Concierge',
  'Follow Request': 'Follow request',
  COMMUNITY: 'Community',
  MEETING_ENDED: 'Meeting ended',
  ADMIN_QUEUE: 'Moderation queue',
  PRIVACY: 'Privacy',
};

/** What kind of notice this is, in words: the line under a notification in the list (not a name, issue #63.6). */
export const notificationKindLabel = (type: NotificationType): string => TYPE_LABEL[type];

export const SESSION_REMINDER_TITLE = 'Your session is starting soon';

export interface ToastSpec {
  kind: 'notification' | 'chat';
  title: string;
  text: string;
  avatarUrl: string | null;
  route: string | null;
  system: boolean;
}

/** What one server event does in the interface (SPEC §4), given the current path. */
export type ServerEventEffect =
  | { kind: 'toast'; toast: ToastSpec }
  | { kind: 'reminder'; text: string; route: string | null }
  | { kind: 'new post' }
  | { kind: 'meeting ended'; meetingId: string; bookingId: string | null }
  | { kind: 'nothing' };

/** Types the server stores as notifications, so they raise the bell count. */
export const countsAsNotification = (n: Pick<RealtimeNotification, 'type'>): boolean =>
  n.type !== 'MEETING_ENDED' && n.type !== 'Chat' && n.type !== 'ADMIN_QUEUE' && n.type !== 'PRIVACY';

/** The community feed, where a New Post chip is offered (SPEC §4): the one place this rule lives. */
export const isFeedPage = (pathname: string): boolean => pathname.startsWith('/community');

/**
 * What the app calls a notification's sender: SPEC §6's display name, as the server sent it
 * (issue #63.6); an older notice without one falls back to the user name. Null for none.
 */
export function senderName(n: Pick<RealtimeNotification, 'notificationDisplayName' | 'notificationUsername'>): string | null {
  return n.notificationDisplayName || n.notificationUsername || null;
}

/** A sentence that opens with `name` without it, when a title above it already says the name. */
function withoutLeadingName(text: string, name: string | null): string {
  if (!name || !text.startsWith(`${name} `)) return text;
  return text.slice(name.length + 1);
}

export function serverEventEffect(n: RealtimeNotification, pathname: string): ServerEventEffect {
  // A claim on the moderation queue is news for /admin-feed's queue only (the session emits it).
  if (n.type === 'ADMIN_QUEUE') return { kind: 'nothing' };
  // A share or an access-log entry is news for the page showing it only (the session routes it).
  if (n.type === 'PRIVACY') return { kind: 'nothing' };
  if (n.type === 'MEETING_ENDED') {
    return {
      kind: 'meeting ended',
      meetingId: String(n.meeting_id ?? ''),
      bookingId: n.postId === undefined || n.postId === null ? null : String(n.postId),
    };
  }
  if (n.subType === 'Session Reminder') return { kind: 'reminder', text: n.notification, route: routeForNotification(n) };
  if (n.subType === 'Post created') return isFeedPage(pathname) ? { kind: 'new post' } : { kind: 'nothing' };
  const system = n.notificationFrom === SYSTEM_SENDER;
  const sender = system ? null : senderName(n);
  return {
    kind: 'toast',
    toast: {
      kind: 'notification',
      // The person, by their display name, once (issue #63.6): the title names them and the text
      // says what they did ("Brightpath Neuro Therapy" / "wants to connect with you.").
      title: system ? 'NeuroHealth Care' : (sender ?? TYPE_LABEL[n.type]),
      // A booking notice is written here from its instant, in the reader's zone; others as sent.
      text: bookingNoticeText(n) ?? withoutLeadingName(n.notification, sender),
      avatarUrl: system ? null : (n.userImageUrl ?? null),
      route: routeForNotification(n),
      system,
    },
  };
}

/** Whether this chat is the one on screen now (then no pop-up). */
export function isChatOpen(n: ChatNotification, location: { pathname: string; search: string }): boolean {
  if (location.pathname !== '/people-chat') return false;
  const params = new URLSearchParams(location.search);
  return n.group_id != null ? params.get('g') === String(n.group_id) : params.get('u') === n.senderInfo.user_name;
}

export function chatToast(n: ChatNotification): ToastSpec {
  return {
    kind: 'chat',
    title: n.senderInfo.display_name || n.senderInfo.user_name,
    text: n.notificationMessage,
    avatarUrl: n.senderInfo.profile_picture ?? null,
    route: routeForChat(n),
    system: false,
  };
}

import { enqueueActions, sendParent, sendTo, setup } from 'xstate';
import type { ChatUpdate } from '../domain/notificationSchemas';
import type { SessionEmitted } from '../domain/sessionEvents';
import { unprovided, unprovidedCallback } from '../domain/placeholder';
import { countsMachine } from '../counts/counts.machine';
import {
  chatToast,
  countsAsNotification,
  isChatOpen,
  isFeedPage,
  serverEventEffect,
  type ChatNotification,
  type RealtimeNotification,
} from '../domain/notifications';
import { menuMode } from '../domain/menuMode';
import type { SessionEndReason } from '../../contract/sessions';
import type { User } from '../domain/user';
import { eventStreamMachine } from '../eventStream/eventStream.machine';
import { idleSignOutMachine } from '../idleSignOut/idleSignOut.machine';
import { headerScrollMachine } from '../shellLayout/headerScroll.machine';
import { pageOwnerMachine, type PageLiveEvent } from '../domain/pageOwner.machine';
import { pinGateMachine } from '../pin/pinGate.machine';
import { searchMachine } from '../search/search.machine';
import { shellLayoutMachine } from '../shellLayout/shellLayout.machine';
import { sideListsMachine } from '../sideLists/sideLists.machine';
import { toastsMachine } from '../toasts/toasts.machine';
import { welcomeHintsMachine } from '../welcomeHints/welcomeHints.machine';

export type Location = { pathname: string; search: string };
export type SessionInput = { user: User; location: Location };
/**
 * The session's context: its input, and the outbox position of the newest chat event taken
 * (0 until the socket says where it starts). The chat socket resumes after it when it reconnects.
 */
export type SessionContext = SessionInput & {
  chatPosition: number;
  /** Whether the chat socket is connected now (an opening call asks, then hears `chat.connection`). */
  chatConnected: boolean;
};

export type SessionEvent =
  /** A validated, de-duplicated server event from the event stream. */
  | { type: 'server.event'; notification: RealtimeNotification }
  /** A chat message from the chat socket, with its outbox position when the server sent one. */
  | { type: 'chat.received'; message: ChatNotification; position?: number | undefined }
  /** Anything else about a chat (members, name, a deleted message, a read mark) from the chat socket. */
  | { type: 'chat.update'; update: ChatUpdate; position?: number | undefined }
  /** Where a fresh chat socket starts in the outbox (the server says so when no resume point was sent). */
  | { type: 'chat.position'; position: number }
  /** The chat socket came back after a drop: open conversations fetch what was said meanwhile. */
  | { type: 'chat.reconnected' }
  /** Another member is typing in a chat (the chat socket's `typing` notice): the open conversation shows it. */
  | { type: 'chat.typing'; chatId: number; userId: number }
  /** The person is typing in this chat (an open conversation asks): the chat socket tells the server. */
  | { type: 'chat.tellTyping'; chatId: number }
  /** The chat socket connected (again) or dropped. */
  | { type: 'chat.connection'; connected: boolean }
  /** A call's message from the server (`call:*`), unread: the open call parses it. */
  | { type: 'call.heard'; event: string; payload: unknown }
  /** A call's message to the server (the open call made it from contract/call.ts): sent while the socket is connected. */
  | { type: 'call.tell'; event: string; payload: unknown }
  /** The server refused a live connection because of a per-user limit (too many tabs). */
  | { type: 'connection.refused'; reason: string }
  /** Internal: a MEETING_ENDED server event, for the owner to broadcast. */
  | { type: 'meeting.ended'; meetingId: string }
  /** The server ended the session and said why (event stream or chat socket): the auth actor signs out. */
  | { type: 'session.revoked'; reason: SessionEndReason }
  /** A live connection was refused for its token: the auth actor renews the session, or ends it. */
  | { type: 'session.refused' }
  /** The router moved: some events depend on the page (New Post chip, open chat). */
  | { type: 'location.changed'; pathname: string; search: string };

export type { SessionEmitted } from '../domain/sessionEvents';

/** The chat socket: provided by src/realtime (socket.io, websocket only). */
/** An administrator's socket is never opened: the server refuses them on messages (SPEC §6). */
export type ChatSocketInput = { userId: number; administrator: boolean };
/** What the session tells its chat socket: the position to resume after when it reconnects; that the person is typing. */
export type ChatSocketEvent =
  | { type: 'chat.resumeAfter'; position: number }
  | { type: 'chat.tellTyping'; chatId: number }
  | { type: 'call.tell'; event: string; payload: unknown };
const chatSocket = unprovidedCallback<ChatSocketEvent, ChatSocketInput>('session', 'chatSocket');

/** The outbox position a chat event carries, if any. */
const positionOf = (event: SessionEvent) =>
  event.type === 'chat.received' || event.type === 'chat.update' || event.type === 'chat.position' ? event.position : undefined;

/** The event stream, handing each delivered event, and the session's end or refusal, to the session. */
export const sessionEventStreamMachine = eventStreamMachine.provide({
  actions: {
    deliver: sendParent((_, params: { notification: RealtimeNotification }): SessionEvent => ({
      type: 'server.event',
      notification: params.notification,
    })),
    'end session': sendParent((_, params: { reason: SessionEndReason }): SessionEvent => ({
      type: 'session.revoked',
      reason: params.reason,
    })),
    'report refusal': sendParent((): SessionEvent => ({ type: 'session.refused' })),
  },
});

/** The session's types, children, actions and the chat socket; the chart is session.machine.ts. */
export const sessionSetup = setup({
  types: {
    /** The flags views read (`hasTag`), typed so a misspelt tag fails to compile. */
    tags: {} as 'signed in',
    input: {} as SessionInput,
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
  },
  actors: {
    counts: countsMachine,
    eventStream: sessionEventStreamMachine,
    chatSocket,
    toasts: toastsMachine,
    headerScroll: headerScrollMachine,
    shellLayout: shellLayoutMachine,
    welcomeHints: welcomeHintsMachine,
    sideLists: sideListsMachine,
    search: searchMachine,
    pinGate: pinGateMachine,
    idleSignOut: idleSignOutMachine,
    pageOwner: pageOwnerMachine,
  },
  guards: {
    /**
     * A chat event at or before the position already taken was received before (a replay that
     * overlaps what the last socket delivered): it is not counted, toasted or shown twice.
     */
    'chat event already taken': ({ context, event }) => {
      const position = positionOf(event);
      return position !== undefined && position <= context.chatPosition;
    },
  },
  actions: {
    /** The newest chat position taken, told to the socket, which resumes after it when it reconnects. */
    'remember chat position': enqueueActions(({ context, event, enqueue }) => {
      const position = positionOf(event);
      if (position === undefined || position <= context.chatPosition) return;
      enqueue.assign({ chatPosition: position });
      enqueue.sendTo('chatSocket', { type: 'chat.resumeAfter', position } satisfies ChatSocketEvent);
    }),
    // The auth actor hears these (src/features/session/wiring.ts): it signs out saying why, or renews.
    'end the session': (_: unknown, _params: { reason: SessionEndReason }) => unprovided('session', 'end the session'),
    'confirm the session': () => unprovided('session', 'confirm the session'),
    // The owner (the root) hears it and emits MEETING_ENDED system-wide (SPEC §4):
    // provided as `sendParent` in src/features/session/wiring.ts.
    'announce meeting ended': (_: unknown, _params: { meetingId: string }) => unprovided('session', 'announce meeting ended'),
    /** The New Post chip belongs to the feed: leaving it puts the chip away. */
    'put away the new post chip off the feed': enqueueActions(({ context, enqueue }) => {
      if (!isFeedPage(context.location.pathname)) enqueue.sendTo('toasts', { type: 'newPost.dismiss' });
    }),
    'handle server event': enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'server.event') return;
      const n = event.notification;
      if (countsAsNotification(n)) enqueue.sendTo('counts', { type: 'count.increment', count: 'notifications' });
      const effect = serverEventEffect(n, context.location.pathname);
      switch (effect.kind) {
        case 'toast':
          // The person's choices for its type decide the pop-up and the sound (the toasts actor); it is counted either way.
          enqueue.sendTo('toasts', { type: 'toast.show', toast: effect.toast, of: n.type });
          break;
        case 'reminder':
          enqueue.sendTo('toasts', { type: 'reminder.show', reminder: { text: effect.text, route: effect.route } });
          break;
        case 'new post':
          enqueue.sendTo('toasts', { type: 'newPost.show' });
          break;
        case 'meeting ended':
          enqueue.raise({ type: 'meeting.ended', meetingId: effect.meetingId });
          // The person was in it: offer a review and a note (the prompt stays until dismissed).
          enqueue.sendTo('toasts', {
            type: 'meetingEnded.show',
            meeting: { meetingId: effect.meetingId, bookingId: effect.bookingId },
          });
          break;
      }
      // The notes page (while open), the note beside a call (the call's owner holds it) and My
      // Notes read again: it is someone's note shared with this person.
      if (n.type === 'Concierge' && n.subType === 'Note shared') {
        const changed = { type: 'notes.changed', noteId: n.postId } satisfies PageLiveEvent;
        enqueue.sendTo('notes', changed);
        enqueue.sendTo('call', changed);
        enqueue.sendTo('sideLists', { type: 'notes.refresh' });
      }
      // A follow request arrived (one more waiting: the header's count) or was accepted; the
      // connections page and a profile's follow button (while open) hear it.
      // A comment (taken as it came) or upvote on the person's post: the post page, while open.
      // Each goes to its feature's owner, which hands it to the pages it holds (issue #60).
      if (n.type === 'Post') {
        const { subType = null, postId, comment = null } = n;
        const post: PageLiveEvent = { type: 'community.post', subType, postId, comment };
        enqueue.sendTo('community', post);
        enqueue.sendTo('dashboard', post);
      }
      // Issue #62: a share began or ended (the shared results' page, while open) or the person's
      // "Who saw my data" gained an entry (Settings › Privacy, while open).
      if (n.type === 'PRIVACY') {
        const p = n.privacy;
        if (p.change === 'access logged')
          enqueue.sendTo('accessLog', { type: 'privacy.accessLogged', entry: p.entry } satisfies PageLiveEvent);
        else
          enqueue.sendTo('screening', {
            type: p.change === 'screening shared' ? 'privacy.screeningShared' : 'privacy.screeningUnshared',
            shareId: p.share_id,
          } satisfies PageLiveEvent);
      }
      if (n.type === 'ADMIN_QUEUE') enqueue.sendTo('admin', { type: 'admin.queueClaim', claim: n.claim } satisfies PageLiveEvent);
      if (n.type === 'Follow Request') {
        const accepted = n.subType === 'Follow accepted';
        if (!accepted) enqueue.sendTo('counts', { type: 'count.increment', count: 'pendingInvitations' });
        // The contract makes a follow request's `notificationFrom` the other person's id (digits).
        const changed: PageLiveEvent = { type: 'connections.changed', fromUserId: Number(n.notificationFrom), accepted };
        enqueue.sendTo('connections', changed);
        enqueue.sendTo('dashboard', changed);
      }
    }),
    /** A refusal the person must know about (it is a limit, not an outage), as a system toast. */
    'show refusal': sendTo('toasts', ({ event }) => ({
      type: 'toast.show' as const,
      toast: {
        kind: 'notification' as const,
        title: 'NeuroHealth Care',
        text: event.type === 'connection.refused' ? event.reason : '',
        avatarUrl: null,
        route: null,
        system: true,
      },
    })),
    /** The side menu's lists load when their mode shows (SPEC §2): My Communities, My Notes. */
    'load side lists for the page': enqueueActions(({ context, enqueue }) => {
      const mode = menuMode(context.user, context.location.pathname, new URLSearchParams(context.location.search));
      if (mode === 'community') enqueue.sendTo('sideLists', { type: 'communities.request', userId: context.user.user_id });
      if (mode === 'mentorship') enqueue.sendTo('sideLists', { type: 'notes.request', userId: context.user.user_id });
    }),
    'handle chat message': enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'chat.received') return;
      const message = event.message;
      enqueue.sendTo('messaging', { type: 'chat.message', message } satisfies PageLiveEvent);
      enqueue.sendTo('call', { type: 'chat.message', message } satisfies PageLiveEvent);
      if (!message.showNotification || isChatOpen(message, context.location)) return;
      enqueue.sendTo('counts', { type: 'count.increment', count: 'unreadChats' });
      // The toasts actor plays the chat alert unless the person turned Chat's sound off.
      enqueue.sendTo('toasts', { type: 'toast.show', toast: chatToast(message), of: 'Chat' });
    }),
  },
});

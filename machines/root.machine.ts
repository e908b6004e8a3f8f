import { assign, enqueueActions, fromCallback, sendParent, setup, spawnChild, type ActorRefFrom } from 'xstate';
import { authMachine, type AuthParentEvent } from './auth.machine';
import { countsMachine } from './counts.machine';
import {
  chatToast,
  countsAsNotification,
  isChatOpen,
  serverEventEffect,
  type ChatNotification,
  type RealtimeNotification,
} from './domain/notifications';
import { eventStreamMachine } from './eventStream.machine';
import { toastsMachine } from './toasts.machine';
import type { DisplaySettings } from './domain/settings';
import type { User } from './domain/user';
import { headerScrollMachine } from './headerScroll.machine';
import { settingsMachine } from './settings.machine';
import { shellLayoutMachine } from './shellLayout.machine';
import { sideListsMachine } from './sideLists.machine';
import { SYSTEM_ID } from './system';
import { welcomeHintsMachine } from './welcomeHints.machine';

export type RootInput = { storedSettings?: Partial<DisplaySettings> | null };
export type RootEvent =
  | AuthParentEvent
  /** A validated, de-duplicated server event from the event stream. */
  | { type: 'server.event'; notification: RealtimeNotification }
  /** A chat message from the chat socket. */
  | { type: 'chat.received'; message: ChatNotification }
  /** The router moved: some events depend on the page (New Post chip, open chat). */
  | { type: 'location.changed'; pathname: string; search: string };

/** Broadcasts any actor or view can listen to with `root.on(type, …)`. */
export type RootEmitted = { type: 'meeting.ended'; meetingId: string };

/** The chat socket: provided by src/realtime (socket.io, websocket only). */
export type ChatSocketInput = { userId: number };
const chatSocket = fromCallback<RootEvent, ChatSocketInput>(() => () => {});

/** The event stream, handing each delivered event to its owner. */
export const sessionEventStreamMachine = eventStreamMachine.provide({
  actions: {
    deliver: sendParent((_, params: { notification: RealtimeNotification }): RootEvent => ({
      type: 'server.event',
      notification: params.notification,
    })),
  },
});

/** The session actor, telling its owner when a session starts and ends. */
export const sessionAuthMachine = authMachine.provide({
  actions: {
    'announce session started': sendParent((_, params: { user: User }): AuthParentEvent => ({
      type: 'session.started',
      user: params.user,
    })),
    'announce session ended': sendParent((): AuthParentEvent => ({ type: 'session.ended' })),
  },
});

/**
 * The root of the actor system. It owns the session (the auth actor), the
 * long-lived feature actors (spawned with a systemId so any view or actor
 * reaches them through `system.get`) and, while signed in, the actors whose
 * life is the session's: the header counts (and, with the live-events work,
 * the event stream and the chat socket).
 */
export const rootMachine = setup({
  types: {
    input: {} as RootInput,
    context: {} as {
      user: User | null;
      storedSettings: Partial<DisplaySettings> | null;
      location: { pathname: string; search: string };
    },
    events: {} as RootEvent,
    emitted: {} as RootEmitted,
  },
  actors: {
    auth: sessionAuthMachine, settings: settingsMachine, counts: countsMachine,
    toasts: toastsMachine, eventStream: sessionEventStreamMachine, chatSocket,
    headerScroll: headerScrollMachine, shellLayout: shellLayoutMachine, welcomeHints: welcomeHintsMachine, sideLists: sideListsMachine,
  },
  actions: {
    // Placeholder: src/system plays the alert at SPEC volume 0.6; a failure is only logged.
    'play chat alert': () => {},
    'handle server event': enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'server.event') return;
      const n = event.notification;
      if (countsAsNotification(n)) enqueue.sendTo(SYSTEM_ID.counts, { type: 'count.increment', count: 'notifications' });
      const effect = serverEventEffect(n, context.location.pathname);
      switch (effect.kind) {
        case 'toast':
          enqueue.sendTo(SYSTEM_ID.toasts, { type: 'toast.show', toast: effect.toast });
          break;
        case 'reminder':
          enqueue.sendTo(SYSTEM_ID.toasts, { type: 'reminder.show', reminder: { text: effect.text, route: effect.route } });
          break;
        case 'new post':
          enqueue.sendTo(SYSTEM_ID.toasts, { type: 'newPost.show' });
          break;
        case 'meeting ended':
          enqueue.emit({ type: 'meeting.ended', meetingId: effect.meetingId });
          break;
      }
    }),
    'handle chat message': enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'chat.received') return;
      const message = event.message;
      if (!message.showNotification || isChatOpen(message, context.location)) return;
      enqueue.sendTo(SYSTEM_ID.counts, { type: 'count.increment', count: 'unreadChats' });
      enqueue.sendTo(SYSTEM_ID.toasts, { type: 'toast.show', toast: chatToast(message) });
      enqueue('play chat alert');
    }),
  },
}).createMachine({
  id: 'root',
  context: ({ input }) => ({ user: null, storedSettings: input.storedSettings ?? null, location: { pathname: '/', search: '' } }),
  on: {
    'location.changed': { actions: assign({ location: ({ event }) => ({ pathname: event.pathname, search: event.search }) }) },
  },
  entry: [
    spawnChild('settings', {
      id: SYSTEM_ID.settings,
      systemId: SYSTEM_ID.settings,
      input: ({ context }) => ({ stored: context.storedSettings }),
    }),
    spawnChild('auth', { id: SYSTEM_ID.auth, systemId: SYSTEM_ID.auth }),
    spawnChild('toasts', { id: SYSTEM_ID.toasts, systemId: SYSTEM_ID.toasts, input: {} }),
    spawnChild('headerScroll', { id: SYSTEM_ID.headerScroll, systemId: SYSTEM_ID.headerScroll, input: {} }),
    spawnChild('shellLayout', { id: SYSTEM_ID.shellLayout, systemId: SYSTEM_ID.shellLayout }),
    spawnChild('welcomeHints', { id: SYSTEM_ID.welcomeHints, systemId: SYSTEM_ID.welcomeHints }),
    spawnChild('sideLists', { id: SYSTEM_ID.sideLists, systemId: SYSTEM_ID.sideLists }),
  ],
  initial: 'signedOut',
  states: {
    signedOut: {
      description: 'No session: only the public site and the settings actor run.',
      on: {
        'session.started': { target: 'signedIn', actions: assign({ user: ({ event }) => event.user }) },
      },
    },
    signedIn: {
      description: 'A user is signed in: session-scoped actors run until sign-out.',
      invoke: [
        {
          src: 'counts',
          id: SYSTEM_ID.counts,
          systemId: SYSTEM_ID.counts,
          input: ({ context }) => ({ userId: context.user!.user_id }),
        },
        {
          src: 'eventStream',
          id: SYSTEM_ID.eventStream,
          systemId: SYSTEM_ID.eventStream,
          input: ({ context }) => ({ userId: context.user!.user_id }),
        },
        { src: 'chatSocket', id: 'chatSocket', input: ({ context }) => ({ userId: context.user!.user_id }) },
      ],
      on: {
        'server.event': { actions: 'handle server event' },
        'chat.received': { actions: 'handle chat message' },
        'session.started': { actions: assign({ user: ({ event }) => event.user }) },
        'session.ended': { target: 'signedOut', actions: assign({ user: null }) },
      },
    },
  },
});

export type RootActorRef = ActorRefFrom<typeof rootMachine>;

import { assign, emit, sendTo, spawnChild, type ActorRefFrom } from 'xstate';
import { isAdministrator } from '../domain/user';
import { sessionSetup } from './session.setup';

export * from './session.setup';

/**
 * Everything whose life is a signed-in session: the header counts, the event
 * stream and chat socket, the toast queue and the shell's actors. The root
 * invokes it on sign-in and stops it on sign-out; its code loads only then, so
 * the public site never downloads it. Server events enter here and are turned
 * into counts, toasts, cards and broadcasts (SPEC §4).
 */
export const sessionMachine = sessionSetup.createMachine({
  id: 'session',
  // The whole session is the signed-in time: a flag for the live actor panel and tests.
  tags: 'signed in',
  context: ({ input }) => ({ ...input, chatPosition: 0, chatConnected: false }),
  entry: [
    spawnChild('toasts', { id: 'toasts', systemId: 'toasts', input: {} }),
    spawnChild('headerScroll', { id: 'headerScroll', systemId: 'headerScroll', input: {} }),
    spawnChild('shellLayout', { id: 'shellLayout', systemId: 'shellLayout' }),
    spawnChild('welcomeHints', { id: 'welcomeHints', systemId: 'welcomeHints' }),
    spawnChild('sideLists', { id: 'sideLists', systemId: 'sideLists' }),
    spawnChild('search', { id: 'search', systemId: 'search', input: ({ context }) => ({ userId: context.user.user_id }) }),
    // The PIN that protects the profile and messages (SPEC §1): its status is read at once.
    spawnChild('pinGate', {
      id: 'pinGate',
      systemId: 'pinGate',
      input: ({ context }) => ({ offerIntro: !isAdministrator(context.user) }),
    }),
    // The whole session ends after the configured idle time, with a minute's warning (issue #62).
    spawnChild('idleSignOut', {
      id: 'idleSignOut',
      systemId: 'idleSignOut',
      input: ({ context }) => ({ userId: context.user.user_id }),
    }),
    // Each feature's page flows live under its owner while their page is open (issue #60).
    spawnChild('pageOwner', { id: 'notificationsPage', systemId: 'notificationsPage' }),
    spawnChild('pageOwner', { id: 'sessions', systemId: 'sessions' }),
    spawnChild('pageOwner', { id: 'preferences', systemId: 'preferences' }),
    spawnChild('pageOwner', { id: 'conciergeRequest', systemId: 'conciergeRequest' }),
    spawnChild('pageOwner', { id: 'directory', systemId: 'directory' }),
    spawnChild('pageOwner', { id: 'admin', systemId: 'admin' }),
    spawnChild('pageOwner', { id: 'call', systemId: 'call' }),
    spawnChild('pageOwner', { id: 'accessLog', systemId: 'accessLog' }),
    spawnChild('pageOwner', { id: 'screening', systemId: 'screening' }),
    spawnChild('pageOwner', { id: 'community', systemId: 'community' }),
    spawnChild('pageOwner', { id: 'connections', systemId: 'connections' }),
    spawnChild('pageOwner', { id: 'nora', systemId: 'nora' }),
    spawnChild('pageOwner', { id: 'notes', systemId: 'notes' }),
    spawnChild('pageOwner', { id: 'booking', systemId: 'booking' }),
    spawnChild('pageOwner', { id: 'favorites', systemId: 'favorites' }),
    spawnChild('pageOwner', { id: 'help', systemId: 'help' }),
    spawnChild('pageOwner', { id: 'invoices', systemId: 'invoices' }),
    spawnChild('pageOwner', { id: 'resources', systemId: 'resources' }),
    spawnChild('pageOwner', { id: 'reviews', systemId: 'reviews' }),
    spawnChild('pageOwner', { id: 'dashboard', systemId: 'dashboard' }),
    spawnChild('pageOwner', { id: 'account', systemId: 'account' }),
    spawnChild('pageOwner', { id: 'searchPages', systemId: 'searchPages' }),
    spawnChild('pageOwner', { id: 'messaging', systemId: 'messaging' }),
    // Welcome hints are tracked per e-mail (SPEC §4).
    sendTo('welcomeHints', ({ context }) => ({ type: 'hints.user' as const, email: context.user.email })),
    'load side lists for the page',
  ],
  invoke: [
    {
      src: 'counts',
      id: 'counts',
      systemId: 'counts',
      input: ({ context }) => ({ userId: context.user.user_id, readsMessages: !isAdministrator(context.user) }),
    },
    {
      src: 'eventStream',
      id: 'eventStream',
      systemId: 'eventStream',
      input: ({ context }) => ({ userId: context.user.user_id }),
    },
    {
      src: 'chatSocket',
      id: 'chatSocket',
      input: ({ context }) => ({ userId: context.user.user_id, administrator: isAdministrator(context.user) }),
    },
  ],
  on: {
    'server.event': { actions: 'handle server event' },
    // Each chat event once: one at or before the position taken is a replay's overlap, dropped.
    'chat.received': [{ guard: 'chat event already taken' }, { actions: ['remember chat position', 'handle chat message'] }],
    'chat.update': [
      { guard: 'chat event already taken' },
      {
        actions: [
          'remember chat position',
          sendTo('messaging', ({ event }) => ({ type: 'chat.update' as const, update: event.update })),
          sendTo('call', ({ event }) => ({ type: 'chat.update' as const, update: event.update })),
        ],
      },
    ],
    'chat.position': { actions: 'remember chat position' },
    // Chat events go to the owners of what shows chats (issue #60): messaging's (/people-chat, a
    // group's panel) and the call's (the conversation beside a call), which hand them to their flows.
    'chat.reconnected': {
      actions: [
        sendTo('messaging', { type: 'chat.reconnected' as const }),
        sendTo('call', { type: 'chat.reconnected' as const }),
      ],
    },
    // Not stored, no position: a notice lost is simply not shown.
    'chat.typing': {
      actions: [
        sendTo('messaging', ({ event }) => ({ type: 'chat.typing' as const, chatId: event.chatId, userId: event.userId })),
        sendTo('call', ({ event }) => ({ type: 'chat.typing' as const, chatId: event.chatId, userId: event.userId })),
      ],
    },
    'chat.tellTyping': {
      actions: sendTo('chatSocket', ({ event }) => ({ type: 'chat.tellTyping' as const, chatId: event.chatId })),
    },
    'chat.connection': {
      actions: [
        assign({ chatConnected: ({ event }) => event.connected }),
        emit(({ event }) => ({ type: 'chat.connection' as const, connected: event.connected })),
      ],
    },
    // A call's messages (issue #61) pass through unread: the open call parses and makes them.
    'call.heard': { actions: emit(({ event }) => ({ type: 'call.heard' as const, event: event.event, payload: event.payload })) },
    'call.tell': {
      actions: sendTo('chatSocket', ({ event }) => ({ type: 'call.tell' as const, event: event.event, payload: event.payload })),
    },
    'connection.refused': { actions: 'show refusal' },
    'session.revoked': { actions: { type: 'end the session', params: ({ event }) => event } },
    'session.refused': { actions: 'confirm the session' },
    'meeting.ended': {
      actions: { type: 'announce meeting ended', params: ({ event }) => ({ meetingId: event.meetingId }) },
    },
    'location.changed': {
      actions: [
        assign({ location: ({ event }) => ({ pathname: event.pathname, search: event.search }) }),
        'load side lists for the page',
        'put away the new post chip off the feed',
      ],
    },
  },
});

export type SessionActorRef = ActorRefFrom<typeof sessionMachine>;

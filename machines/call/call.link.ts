import { callSetup } from './call.setup';

/**
 * The link to the other person (a region of `inCall` in call.connection.ts): waiting for them,
 * connecting browser to browser, connected, and reconnecting when the network drops.
 */
/** The other person coming in (again): their page joined, or their offer came first. Waiting and away alike. */
const comingIn = {
  'signal.peer': [
    {
      guard: 'peer just joined',
      target: 'together',
      actions: ['peer back', { type: 'say here', params: { resume: false } }, 'tell my media'],
    },
    { guard: 'peer came', target: 'together', actions: ['peer back', 'tell my media'] },
  ],
  'signal.description': { guard: 'is an offer', target: 'together', actions: ['peer back', 'take offer'] },
} as const;

export const linkRegion = callSetup.createStateConfig({
  initial: 'waiting',
  states: {
    waiting: {
      description: 'The other person is not in the call (yet, or they left): "Waiting for …".',
      tags: 'waiting',
      on: comingIn,
    },
    away: {
      description: 'The other person’s page closed: they may come back.',
      tags: 'waiting',
      on: comingIn,
    },
    together: {
      invoke: {
        src: 'peer',
        id: 'peer',
        input: ({ context }) => ({
          service: context.service!,
          offerer: context.role === 'concierge',
          audio: context.local,
          video: context.screen ?? context.local,
          offer: context.offer,
        }),
      },
      entry: 'be together',
      exit: ['be apart', 'forget offer'],
      on: {
        'signal.up': { actions: 'ask to join' },
        'signal.description': { actions: 'pass description' },
        'signal.candidate': { actions: 'pass candidate' },
        'peer.description': { actions: 'send description' },
        'peer.candidate': { actions: 'send candidate' },
        'peer.remote': { actions: 'take remote' },
        'peer.level': { actions: 'take peer level' },
        'signal.peer': [
          // A new page of theirs: a new connection, from nothing.
          {
            guard: 'peer joined fresh',
            target: 'together',
            reenter: true,
            actions: [{ type: 'say here', params: { resume: false } }, 'tell my media'],
          },
          { guard: 'peer present fresh', target: 'together', reenter: true, actions: 'tell my media' },
          // Their socket came back: the connection is kept.
          {
            guard: 'peer joined again',
            actions: [{ type: 'say here', params: { resume: true } }, 'tell my media'],
          },
          { guard: 'peer left', target: 'waiting', actions: 'peer left' },
          { guard: 'peer closed', target: 'away', actions: 'peer closed' },
          // Their socket dropped: the media may well still flow; the connection says.
        ],
      },
      initial: 'connecting',
      states: {
        connecting: {
          description: 'Connecting to the other person (offer, answer, candidates).',
          on: { 'peer.connected': { target: 'connected', actions: 'take connected' } },
          after: { connectTimeout: 'reconnecting.mine' },
        },
        connected: {
          description: 'Seeing and hearing each other.',
          tags: 'connected',
          on: {
            'peer.disconnected': 'reconnecting.mine',
            'signal.link': { guard: 'they reconnect', target: 'reconnecting.theirs' },
          },
        },
        reconnecting: {
          tags: 'reconnecting',
          initial: 'mine',
          entry: { type: 'tell link', params: { state: 'reconnecting' } },
          exit: { type: 'tell link', params: { state: 'connected' } },
          on: {
            'peer.connected': { target: 'connected', actions: 'take connected' },
            // Back in the room while the connection is down: a new path now.
            'signal.peer': {
              guard: 'peer joined again',
              actions: [{ type: 'say here', params: { resume: true } }, 'tell my media', 'restart ice'],
            },
          },
          states: {
            mine: {
              description: 'The connection dropped: an ICE restart looks for a new path, again every 5 s.',
              entry: 'restart ice',
              after: { retryIce: { target: 'mine', reenter: true } },
            },
            theirs: {
              description: 'The other person’s connection dropped: "… is reconnecting".',
              tags: 'their reconnecting',
              entry: 'restart ice',
              on: {
                'signal.link': {
                  guard: 'they are back',
                  target: '#call.live.stage.connection.inCall.link.together.connected',
                },
                'peer.disconnected': 'mine',
              },
            },
          },
        },
      },
    },
  },
});

import { callSetup } from './call.setup';
import { linkRegion } from './call.link';

/** What the session's end, a move to another tab and leaving do from anywhere in the call. */
const ENDINGS = {
  'signal.ended': { target: '#call.ended', actions: 'take outcome' },
  'signal.moved': { target: '#call.ended', actions: 'take outcome' },
  'call.leave': { target: '#call.ended', actions: ['leave', 'take outcome'] },
} as const;

/** The other person, from any state of the link: here again, gone, or their microphone and camera. */
const PEER_EVENTS = {
  'signal.media': { actions: 'take peer media' },
} as const;

/**
 * Joining, waiting for the other person, connecting and reconnecting (the stage's second state
 * in call.machine.ts).
 */
export const connectionState = callSetup.createStateConfig({
  on: {
    ...ENDINGS,
    'signal.refused': [{ guard: 'refuses joining', target: '#call.refused', actions: 'take refusal' }],
  },
  initial: 'joining',
  states: {
    joining: {
      tags: 'joining',
      entry: 'ask to join',
      on: {
        // The socket opened (or came back) after the first ask went nowhere.
        'signal.up': { actions: 'ask to join' },
        'signal.joined': { target: 'inCall', actions: 'take joined' },
      },
      initial: 'asking',
      states: {
        asking: { description: 'Coming into the session’s room.', after: { slowJoin: 'slow' } },
        slow: { description: '"Still connecting…": the socket or the server is slow; Leave is there.' },
      },
    },
    inCall: {
      type: 'parallel',
      tags: 'in call',
      entry: ['enter room', 'tell my media'],
      exit: 'leave room',
      on: {
        // The chat socket came back: into the room again, keeping the connection when there is one.
        'signal.up': { actions: 'ask to join' },
        'signal.joined': { actions: 'take joined' },
        ...PEER_EVENTS,
      },
      states: {
        link: linkRegion,
        screen: {
          initial: 'idle',
          states: {
            idle: { on: { 'screen.start': 'active' } },
            active: {
              // The chosen screen lives as long as this state: leaving it ends the sharing.
              invoke: { src: 'screen', id: 'screen' },
              initial: 'choosing',
              on: {
                'screen.stop': { target: 'idle', actions: ['forget screen', 'send outgoing', 'tell my media'] },
                // Stopped from the browser's own bar.
                'screen.ended': { target: 'idle', actions: ['forget screen', 'send outgoing', 'tell my media'] },
              },
              states: {
                choosing: {
                  description: 'The browser asks which screen, window or tab to share.',
                  on: {
                    'screen.ready': { target: 'sharing', actions: ['take screen', 'send outgoing', 'tell my media'] },
                    'screen.failed': '#call.live.stage.connection.inCall.screen.idle',
                  },
                },
                sharing: {
                  description: 'The screen goes to the other person instead of the camera.',
                  tags: 'sharing',
                },
              },
            },
          },
        },
        schedule: {
          invoke: {
            src: 'sessionClock',
            id: 'sessionClock',
            input: ({ context }) => ({ endsAt: context.endsAt, joinedAt: context.joinedAt }),
          },
          initial: 'onTime',
          states: {
            onTime: { on: { 'schedule.endingSoon': 'endingSoon' } },
            endingSoon: {
              description: '"5 minutes left" before the scheduled end.',
              tags: 'ending soon',
              on: { 'schedule.over': 'over' },
            },
            over: { description: 'Past the scheduled end: said gently; the call goes on.', tags: 'over time' },
          },
        },
        ending: {
          initial: 'idle',
          states: {
            idle: { on: { 'call.end': { guard: 'is the concierge', target: 'confirming' } } },
            confirming: {
              description: 'End the session for both? It cannot be undone.',
              tags: 'confirming end',
              on: { 'call.endConfirmed': 'requesting', 'call.endCancelled': 'idle' },
            },
            requesting: {
              description: 'Ending for both: the server marks the session and tells both.',
              tags: 'ending',
              entry: 'ask to end',
              on: { 'signal.refused': { guard: 'refuses ending', target: 'idle', actions: 'take end refusal' } },
              after: {
                endTimeout: {
                  target: 'idle',
                  actions: { type: 'notify', params: { notice: 'The session could not be ended: try again.' } },
                },
              },
            },
          },
        },
      },
    },
  },
});

import { assign, setup, type ActorRefFrom } from 'xstate';
import { refusalOf, type Refusal } from './booking.types';
import { unprovidedPromise } from '../domain/placeholder';

export interface MentorStatusInput {
  isMentor: boolean;
}

export interface MentorStatusResult {
  is_mentor: boolean;
  upcoming_sessions: number;
}

export type MentorStatusEvent =
  { type: 'mentor.toggle' } | { type: 'mentor.confirm' } | { type: 'mentor.cancel' } | { type: 'mentor.retry' };

/**
 * Mentor status in Settings (SPEC §4: a mentor can switch off being a mentor). Switching
 * off asks first, saying what happens to booked sessions; switching on needs no question.
 */
export const mentorStatusMachine = setup({
  types: {
    tags: {} as 'confirming' | 'saving' | 'error',
    context: {} as { isMentor: boolean; upcoming: number | null; refusal: Refusal | null },
    input: {} as MentorStatusInput,
    events: {} as MentorStatusEvent,
  },
  actors: {
    // PATCH /mentors/mentor-status, provided in src/features/booking/wiring.ts.
    saveStatus: unprovidedPromise<MentorStatusResult, { isMentor: boolean }>('booking', 'saveStatus'),
  },
  guards: { 'is a mentor': ({ context }) => context.isMentor },
}).createMachine({
  id: 'mentorStatus',
  context: ({ input }) => ({ isMentor: input.isMentor, upcoming: null, refusal: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'mentor.toggle': [{ guard: 'is a mentor', target: 'confirming' }, { target: 'saving' }],
      },
    },
    confirming: {
      description: 'Switch off? Booked sessions stay booked; nobody can book new ones.',
      tags: ['confirming'],
      on: { 'mentor.confirm': 'saving', 'mentor.cancel': 'idle' },
    },
    saving: {
      tags: ['saving'],
      invoke: {
        src: 'saveStatus',
        id: 'saveStatus',
        input: ({ context }) => ({ isMentor: !context.isMentor }),
        onDone: {
          target: 'idle',
          actions: assign(({ event }) => ({
            isMentor: event.output.is_mentor,
            upcoming: event.output.upcoming_sessions,
            refusal: null,
          })),
        },
        onError: { target: 'failed', actions: assign({ refusal: ({ event }) => refusalOf(event.error, 'booking') }) },
      },
    },
    failed: {
      description: 'The change was not saved: the status is as it was; Try again.',
      tags: ['error'],
      on: { 'mentor.retry': 'saving', 'mentor.cancel': { target: 'idle', actions: assign({ refusal: null }) } },
    },
  },
});

export type MentorStatusActorRef = ActorRefFrom<typeof mentorStatusMachine>;

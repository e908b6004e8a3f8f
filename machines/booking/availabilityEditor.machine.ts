import { assign, setup, type ActorRefFrom } from 'xstate';
import { refusalOf, type Availability, type Refusal } from './booking.types';
import { unprovidedPromise } from '../domain/placeholder';

/** One change to a concierge's hours, as the server takes it (SPEC §7 availability, timezone). */
export type AvailabilityChange =
  | { kind: 'add'; weekday?: number; date?: string; start?: string; end?: string; off?: boolean }
  | { kind: 'remove'; id: number }
  | { kind: 'settings'; session_minutes: number; buffer_minutes: number; notice_minutes: number }
  | { kind: 'zone'; timezone: string; offset: string };

export type AvailabilityEvent =
  { type: 'availability.change'; change: AvailabilityChange } | { type: 'availability.retry' } | { type: 'availability.dismiss' };

export interface AvailabilityContext {
  availability: Availability | null;
  refusal: Refusal | null;
  /** The change being saved; what the form shows until the server answers. */
  pending: AvailabilityChange | null;
  /** What the last save did, for the live region. */
  saved: AvailabilityChange['kind'] | null;
}

/**
 * A concierge's hours (/mentorship/availability): weekly ranges, dated hours and days off,
 * session length, buffer, notice and zone. One change at a time is saved; the server is
 * the judge of overlaps and answers with the hours as they now stand, which bookers see at once.
 */
export const availabilityEditorMachine = setup({
  types: {
    tags: {} as 'loading' | 'ready' | 'saving' | 'error',
    context: {} as AvailabilityContext,
    events: {} as AvailabilityEvent,
  },
  actors: {
    // GET /mentor-booking/availability, provided in src/features/booking/wiring.ts.
    fetchAvailability: unprovidedPromise<Availability>('booking', 'fetchAvailability'),
    // POST/DELETE availability, PUT settings, POST timezone; rejects with a BookingRefused.
    saveChange: unprovidedPromise<Availability, AvailabilityChange>('booking', 'saveChange'),
  },
  actions: {
    'take availability': assign((_, params: { availability: Availability }) => ({ availability: params.availability })),
    'keep refusal': assign((_, params: { error: unknown }) => ({ refusal: refusalOf(params.error, 'booking'), saved: null })),
    'forget outcome': assign({ refusal: null, saved: null }),
    'hold change': assign((_, params: { change: AvailabilityChange }) => ({ pending: params.change })),
    'mark saved': assign(({ context }) => ({ saved: context.pending?.kind ?? null, pending: null })),
    'drop change': assign({ pending: null }),
  },
}).createMachine({
  id: 'availabilityEditor',
  context: { availability: null, refusal: null, pending: null, saved: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'fetchAvailability',
        id: 'fetchAvailability',
        onDone: {
          target: 'ready',
          actions: { type: 'take availability', params: ({ event }) => ({ availability: event.output }) },
        },
        onError: { target: 'failed', actions: { type: 'keep refusal', params: ({ event }) => event } },
      },
    },
    failed: {
      description: 'The hours could not be loaded: Try again.',
      tags: ['error'],
      on: { 'availability.retry': 'loading' },
    },
    ready: {
      tags: ['ready'],
      initial: 'idle',
      states: {
        idle: {
          on: {
            'availability.change': {
              target: 'saving',
              actions: ['forget outcome', { type: 'hold change', params: ({ event }) => event }],
            },
            'availability.dismiss': { actions: 'forget outcome' },
          },
        },
        saving: {
          description: 'Saving one change; the form keeps what was typed until the server answers.',
          tags: ['saving'],
          invoke: {
            src: 'saveChange',
            id: 'saveChange',
            input: ({ context }) => context.pending!,
            onDone: {
              target: 'idle',
              actions: [{ type: 'take availability', params: ({ event }) => ({ availability: event.output }) }, 'mark saved'],
            },
            // The refusal is shown and the form keeps its values (the view owns them).
            onError: { target: 'idle', actions: [{ type: 'keep refusal', params: ({ event }) => event }, 'drop change'] },
          },
        },
      },
    },
  },
});

export type AvailabilityEditorActorRef = ActorRefFrom<typeof availabilityEditorMachine>;

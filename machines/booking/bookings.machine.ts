import { assign, setup, type ActorRefFrom } from 'xstate';
import { refusalOf, type Booking, type Refusal } from './booking.types';
import { unprovidedPromise } from '../domain/placeholder';

export type BookingsEvent =
  | { type: 'bookings.refresh' }
  | { type: 'bookings.retry' }
  | { type: 'bookings.cancel'; id: number; reason: string }
  | { type: 'bookings.dismiss' };

export interface BookingsContext {
  bookings: Booking[];
  /** The booking being cancelled, and why the last cancel failed. */
  cancelling: number | null;
  reason: string;
  refusal: Refusal | null;
  /** The last booking cancelled, for the live region. */
  cancelled: Booking | null;
}

/**
 * The person's sessions (/mentorship/bookings): loads them, refreshes quietly (after a
 * reschedule, a live notice, the tab coming back), and cancels one at a time with the
 * server's refusal (started, already changed) kept for the view.
 */
export const bookingsMachine = setup({
  types: {
    tags: {} as 'loading' | 'ready' | 'cancelling' | 'error',
    context: {} as BookingsContext,
    events: {} as BookingsEvent,
  },
  actors: {
    // GET /mentor-booking/events, provided in src/features/booking/wiring.ts.
    fetchBookings: unprovidedPromise<Booking[]>('booking', 'fetchBookings'),
    // DELETE /mentor-booking/schedule/{id}; rejects with a BookingRefused.
    cancelBooking: unprovidedPromise<Booking, { id: number; reason: string }>('booking', 'cancelBooking'),
  },
  actions: {
    'take bookings': assign((_, params: { bookings: Booking[] }) => ({ bookings: params.bookings })),
    'keep refusal': assign((_, params: { error: unknown }) => ({ refusal: refusalOf(params.error, 'booking') })),
    'start cancel': assign((_, params: { id: number; reason: string }) => ({
      cancelling: params.id,
      reason: params.reason,
      refusal: null,
      cancelled: null,
    })),
    'take cancelled': assign(({ context }, params: { booking: Booking }) => ({
      cancelling: null,
      cancelled: params.booking,
      bookings: context.bookings.map((b) => (b.id === params.booking.id ? params.booking : b)),
    })),
    'end cancel': assign({ cancelling: null }),
    dismiss: assign({ refusal: null, cancelled: null }),
  },
}).createMachine({
  id: 'bookings',
  context: { bookings: [], cancelling: null, reason: '', refusal: null, cancelled: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'fetchBookings',
        id: 'fetchBookings',
        onDone: { target: 'ready', actions: { type: 'take bookings', params: ({ event }) => ({ bookings: event.output }) } },
        onError: 'failed',
      },
    },
    failed: { description: 'The sessions could not be loaded: Try again.', tags: ['error'], on: { 'bookings.retry': 'loading' } },
    ready: {
      description: 'Upcoming and past sessions, each with Join, Reschedule and Cancel where they apply.',
      tags: ['ready'],
      initial: 'idle',
      on: { 'bookings.dismiss': { actions: 'dismiss' } },
      states: {
        idle: {
          on: {
            'bookings.refresh': 'refreshing',
            'bookings.cancel': { target: 'cancelling', actions: { type: 'start cancel', params: ({ event }) => event } },
          },
        },
        refreshing: {
          description: 'Fetching again without hiding the list.',
          invoke: {
            src: 'fetchBookings',
            id: 'refreshBookings',
            onDone: { target: 'idle', actions: { type: 'take bookings', params: ({ event }) => ({ bookings: event.output }) } },
            // A quiet refresh that fails keeps what is shown; the next one may work.
            onError: 'idle',
          },
        },
        cancelling: {
          tags: ['cancelling'],
          invoke: {
            src: 'cancelBooking',
            id: 'cancelBooking',
            input: ({ context }) => ({ id: context.cancelling!, reason: context.reason }),
            onDone: { target: 'idle', actions: { type: 'take cancelled', params: ({ event }) => ({ booking: event.output }) } },
            onError: { target: 'refreshing', actions: [{ type: 'keep refusal', params: ({ event }) => event }, 'end cancel'] },
          },
        },
      },
    },
  },
});

export type BookingsActorRef = ActorRefFrom<typeof bookingsMachine>;

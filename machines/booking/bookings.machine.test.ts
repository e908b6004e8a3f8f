import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { testMachineModel } from '../../tests/machines/model';
import { BookingRefused, sampleBooking, type Booking } from './booking.types';
import { bookingsMachine, type BookingsEvent } from './bookings.machine';

const booking = (id: number, status: Booking['status'] = 'scheduled'): Booking =>
  sampleBooking(id, '2026-12-01T14:00:00.000Z', { status });

describe('bookings machine', () => {
  it('covers every state and transition: load, refresh, cancel, a refused cancel, retry', async () => {
    await testMachineModel({
      machine: bookingsMachine.provide({
        actors: {
          fetchBookings: fromPromise<Booking[]>(() => new Promise<Booking[]>(() => {})),
          cancelBooking: fromPromise<Booking, { id: number; reason: string }>(() => new Promise<Booking>(() => {})),
        },
      }),
      stateKey: (s) => ({
        value: s.value,
        n: s.context.bookings.length,
        refusal: s.context.refusal?.code ?? null,
        cancelled: s.context.cancelled?.id ?? null,
      }),
      events: (): BookingsEvent[] => {
        const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
        const fail = (id: string, error: unknown = new Error('503')) => ({ type: `xstate.error.actor.${id}`, error }) as never;
        return [
          done('fetchBookings', [booking(1)]),
          fail('fetchBookings'),
          done('refreshBookings', [booking(1), booking(2)]),
          fail('refreshBookings'),
          done('cancelBooking', booking(1, 'cancelled')),
          fail('cancelBooking', new BookingRefused({ code: 'started', message: 'That session has already started.' })),
          { type: 'bookings.refresh' },
          { type: 'bookings.retry' },
          { type: 'bookings.cancel', id: 1, reason: 'Unwell' },
          { type: 'bookings.dismiss' },
        ];
      },
      states: {
        'bookings.loading': (s) => expect(s.hasTag('loading')).toBe(true),
        'bookings.failed': (s) => expect(s.hasTag('error')).toBe(true),
        'bookings.ready.idle': (s) => expect(s.hasTag('ready')).toBe(true),
        'bookings.ready.refreshing': (s) => expect(s.hasTag('ready')).toBe(true),
        'bookings.ready.cancelling': (s) => expect(s.context.cancelling).toBe(1),
        'bookings.ready': (s) => {
          if (s.context.refusal) expect(s.context.cancelling).toBeNull();
        },
      },
    });
  });
});

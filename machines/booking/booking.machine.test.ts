import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { testMachineModel } from '../../tests/machines/model';
import {
  bookingMachine,
  BookingRefused,
  type Booking,
  type BookingEvent,
  type Slot,
  type SlotsRequest,
  type SubmitRequest,
} from './booking.machine';
import { sampleBooking } from './booking.types';

const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => {}));
const slot = (start: string): Slot => ({ start, end: new Date(Date.parse(start) + 3_600_000).toISOString() });
// Monday 30 Nov 2026, 23:30 UTC is already Tuesday in Kolkata: zones regroup days.
const SLOTS = [slot('2026-11-30T09:00:00.000Z'), slot('2026-11-30T23:30:00.000Z'), slot('2026-12-01T14:00:00.000Z')];
const AFTER_TAKEN = [SLOTS[1]!, SLOTS[2]!];
const concierge = { user_id: 7, display_name: 'Jordan Lee', timezone: 'America/New_York' };
const booking = (start: string): Booking => sampleBooking(1, start, { end: start });
const taken = new BookingRefused({ code: 'slot taken', message: 'That time was just booked.' });
const outside = new BookingRefused({ code: 'slot unavailable', message: 'That time has already passed.' });

describe('booking machine', () => {
  it('covers every state and transition: slots, days by zone, confirm, taken, refused, retry, hold', async () => {
    await testMachineModel({
      machine: bookingMachine.provide({
        actors: { fetchSlots: never<Slot[], SlotsRequest>(), submitBooking: never<Booking, SubmitRequest>() },
      }),
      inputs: [
        { concierge, zone: 'UTC' },
        { concierge, zone: 'UTC', rescheduleOf: 3 },
      ],
      stateKey: (s) => ({
        value: s.value,
        date: s.context.date,
        slot: s.context.slot?.start ?? null,
        n: s.context.slots.length,
        zone: s.context.zone,
        retried: s.context.retried,
        refusal: s.context.refusal?.code ?? null,
      }),
      events: (s): BookingEvent[] => {
        const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
        const fail = (id: string, error: unknown = new Error('503')) => ({ type: `xstate.error.actor.${id}`, error }) as never;
        const first = s.context.slots[0]?.start ?? SLOTS[0]!.start;
        return [
          done('fetchSlots', SLOTS),
          fail('fetchSlots'),
          done('refreshSlots', AFTER_TAKEN),
          fail('refreshSlots'),
          done('reloadSlots', AFTER_TAKEN),
          fail('reloadSlots'),
          done('submitBooking', booking(s.context.slot?.start ?? first)),
          fail('submitBooking', taken),
          fail('submitBooking', outside),
          { type: 'booking.slot', start: first },
          { type: 'booking.slot', start: '2020-01-01T00:00:00.000Z' },
          { type: 'booking.date', date: '2026-12-01' },
          { type: 'booking.date', date: '2027-01-01' },
          { type: 'booking.zone', zone: s.context.zone === 'UTC' ? 'Asia/Kolkata' : 'UTC' },
          { type: 'booking.zone', zone: 'Mars/Olympus' },
          { type: 'booking.reason', reason: 'School pick-up' },
          { type: 'booking.confirm' },
          { type: 'booking.retry' },
          { type: 'booking.back' },
        ];
      },
      states: {
        'booking.loading': (s) => expect(s.hasTag('loading')).toBe(true),
        'booking.failed': (s) => expect(s.hasTag('error')).toBe(true),
        'booking.choosing.browsing': (s) => expect(s.context.slot).toBeNull(),
        'booking.choosing.chosen': (s) => {
          expect(s.hasTag('can confirm')).toBe(true);
          expect(s.context.slots.some((x) => x.start === s.context.slot?.start)).toBe(true);
        },
        'booking.refreshing': (s) => expect(s.hasTag('loading')).toBe(true),
        'booking.confirming': (s) => expect(s.context.attemptKey).not.toBeNull(),
        'booking.taken': (s) => {
          expect(s.context.refusal?.message).toBe('That time was just booked.');
          expect(s.context.slot).toBeNull();
        },
        'booking.refused': (s) => {
          expect(s.context.refusal).not.toBeNull();
          expect(s.context.slot).not.toBeNull();
        },
        'booking.booked': (s) => expect(s.output?.booking.start).toBe(s.context.slot?.start),
      },
      always: (s) => {
        if (s.context.slot) expect(s.context.slots.map((x) => x.start)).toContain(s.context.slot.start);
      },
    });
  });

  it('groups days in the viewer’s zone: 23:30 UTC on Monday is Tuesday in Kolkata', async () => {
    const actor = createActor(bookingMachine.provide({ actors: { fetchSlots: fromPromise(async () => SLOTS) } }), {
      input: { concierge, zone: 'UTC' },
    }).start();
    await waitFor(actor, (s) => s.hasTag('choosing'));
    expect(actor.getSnapshot().context.date).toBe('2026-11-30');
    actor.send({ type: 'booking.slot', start: SLOTS[1]!.start });
    actor.send({ type: 'booking.zone', zone: 'Asia/Kolkata' });
    expect(actor.getSnapshot().context.date).toBe('2026-12-01');
  });

  it('retries a failed confirmation with the same key, and a new attempt with a new one', async () => {
    const keys: string[] = [];
    let calls = 0;
    const actor = createActor(
      bookingMachine.provide({
        actors: {
          fetchSlots: fromPromise(async () => SLOTS),
          submitBooking: fromPromise(async ({ input }) => {
            keys.push(input.key);
            if (++calls === 1) throw new Error('network');
            return booking(input.start);
          }),
        },
      }),
      { input: { concierge, zone: 'UTC' } },
    ).start();
    await waitFor(actor, (s) => s.hasTag('choosing'));
    actor.send({ type: 'booking.slot', start: SLOTS[0]!.start });
    actor.send({ type: 'booking.confirm' });
    actor.send({ type: 'booking.confirm' });
    await waitFor(actor, (s) => s.hasTag('refused'));
    expect(actor.getSnapshot().context.refusal?.code).toBe('unavailable');
    actor.send({ type: 'booking.retry' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });
});

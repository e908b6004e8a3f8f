import { assign, setup } from 'xstate';
import { unprovidedPromise } from '../domain/placeholder';
import { refusalOf, type Booking, type ConciergeSummary, type Refusal, type Slot } from './booking.types';
import { dateIn, slotDays } from './slotDays';

export * from './booking.types';

export interface BookingInput {
  concierge: ConciergeSummary;
  /** The viewer's zone (the browser's, or the one they chose). */
  zone: string;
  /** Set when this flow moves an existing booking instead of making one. */
  rescheduleOf?: number | null;
}

export interface BookingContext {
  concierge: ConciergeSummary;
  zone: string;
  rescheduleOf: number | null;
  slots: Slot[];
  /** The chosen day in the viewer's zone; kept when the slots reload. */
  date: string | null;
  slot: Slot | null;
  reason: string;
  /** One key per attempt: a retry of the same attempt reuses it, so the server books once. */
  attemptKey: string | null;
  booking: Booking | null;
  /** Why the last step failed, for the view. */
  refusal: Refusal | null;
  /** How many times a new key has been made (keys are `${concierge}-${n}-${salt}`). */
  attempts: number;
  /** Whether the one quiet retry after a failed load was used (reset by a load that works). */
  retried: boolean;
}

export interface SlotsRequest {
  conciergeId: number;
}

export interface SubmitRequest {
  conciergeId: number;
  start: string;
  key: string;
  zone: string;
  reason: string;
  rescheduleOf: number | null;
}

export type BookingEvent =
  | { type: 'booking.zone'; zone: string }
  | { type: 'booking.date'; date: string }
  | { type: 'booking.slot'; start: string }
  | { type: 'booking.reason'; reason: string }
  | { type: 'booking.confirm' }
  | { type: 'booking.retry' }
  | { type: 'booking.back' };

export interface BookingOutput {
  booking: Booking;
}

/** The first day with slots, or the chosen one while it still has any. */
export function dayToShow(slots: Slot[], zone: string, wanted: string | null): string | null {
  const days = slotDays(slots, zone);
  if (wanted && days.some((d) => d.date === wanted)) return wanted;
  // The chosen day lost its last slot: keep it chosen (it shows as empty) rather than jump away.
  if (wanted) return wanted;
  return days[0]?.date ?? null;
}

/** The booking flow's types, effects, guards and actions; the chart is in booking.machine.ts. */
export const bookingSetup = setup({
  types: {
    tags: {} as 'loading' | 'choosing' | 'can confirm' | 'confirming' | 'booked' | 'slot taken' | 'refused' | 'error',
    context: {} as BookingContext,
    input: {} as BookingInput,
    output: {} as BookingOutput,
    events: {} as BookingEvent,
  },
  actors: {
    // GET available-slots (SPEC §7), provided in src/features/booking/wiring.ts.
    fetchSlots: unprovidedPromise<Slot[], SlotsRequest>('booking', 'fetchSlots'),
    // POST schedule, or PUT schedule/{id}/reschedule/{concierge}; rejects with a BookingRefused.
    submitBooking: unprovidedPromise<Booking, SubmitRequest>('booking', 'submitBooking'),
  },
  delays: {
    /**
     * How long a chosen slot is held on screen before the slots are fetched again: a
     * person who walked away comes back to times that are still free.
     */
    slotHold: 5 * 60_000,
    /** After the slots failed to load, one quiet retry before asking the person. */
    retryDelay: 3_000,
  },
  guards: {
    'slot is offered': ({ context }, params: { start: string }) => context.slots.some((s) => s.start === params.start),
    'day has slots': ({ context }, params: { date: string }) =>
      context.slots.some((s) => dateIn(context.zone, s.start) === params.date),
    'chosen slot still offered': ({ context }) =>
      context.slot !== null && context.slots.some((s) => s.start === context.slot?.start),
    'a slot is chosen': ({ context }) => context.slot !== null,
    'slot was taken': (_, params: { error: unknown }) => refusalOf(params.error, 'booking').code === 'slot taken',
    'is a zone': (_, params: { zone: string }) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: params.zone });
        return true;
      } catch {
        return false;
      }
    },
    'quiet retry left': ({ context }) => !context.retried,
  },
  actions: {
    'take slots': assign(({ context }, params: { slots: Slot[] }) => {
      const date = dayToShow(params.slots, context.zone, context.date);
      const slot = context.slot && params.slots.some((s) => s.start === context.slot?.start) ? context.slot : null;
      return { slots: params.slots, date, slot };
    }),
    'choose zone': assign(({ context }, params: { zone: string }) => ({
      zone: params.zone,
      // The same moment falls on another day in another zone.
      date: context.slot ? dateIn(params.zone, context.slot.start) : dayToShow(context.slots, params.zone, null),
    })),
    'choose date': assign((_, params: { date: string }) => ({ date: params.date, slot: null })),
    'choose slot': assign(({ context }, params: { start: string }) => ({
      slot: context.slots.find((s) => s.start === params.start) ?? null,
    })),
    'drop slot': assign({ slot: null }),
    'set reason': assign((_, params: { reason: string }) => ({ reason: params.reason.slice(0, 500) })),
    'new attempt key': assign(({ context }) => ({
      attempts: context.attempts + 1,
      attemptKey: `${context.concierge.user_id}-${context.attempts + 1}-${Math.random().toString(36).slice(2, 12)}`,
    })),
    'take booking': assign((_, params: { booking: Booking }) => ({ booking: params.booking, refusal: null })),
    'keep refusal': assign((_, params: { error: unknown }) => ({ refusal: refusalOf(params.error, 'booking') })),
    'forget refusal': assign({ refusal: null }),
    'use quiet retry': assign({ retried: true }),
    'reset quiet retry': assign({ retried: false }),
  },
});

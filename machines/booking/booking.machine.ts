import type { ActorRefFrom } from 'xstate';
import { bookingSetup, type BookingContext } from './booking.setup';

export * from './booking.setup';

const submitInput = ({ context }: { context: BookingContext }) => ({
  conciergeId: context.concierge.user_id,
  start: context.slot!.start,
  key: context.attemptKey!,
  zone: context.zone,
  reason: context.reason,
  rescheduleOf: context.rescheduleOf,
});

/**
 * Booking and rescheduling a concierge session (SPEC §3 slot booking, §4): load the
 * concierge's free slots, choose a day and a time in one's own zone, confirm. A slot
 * someone else took a moment earlier brings the fresh slots with the chosen day kept; a
 * failed confirmation keeps the choice and retries with the same attempt key, so the
 * server books once however often the person presses.
 */
export const bookingMachine = bookingSetup.createMachine({
  id: 'booking',
  context: ({ input }) => ({
    concierge: input.concierge,
    zone: input.zone,
    rescheduleOf: input.rescheduleOf ?? null,
    slots: [],
    date: null,
    slot: null,
    reason: '',
    attemptKey: null,
    booking: null,
    refusal: null,
    attempts: 0,
    retried: false,
  }),
  initial: 'loading',
  on: {
    'booking.reason': { actions: { type: 'set reason', params: ({ event }) => event } },
  },
  states: {
    loading: {
      description: "Fetching the concierge's free slots.",
      tags: ['loading'],
      invoke: {
        src: 'fetchSlots',
        id: 'fetchSlots',
        input: ({ context }) => ({ conciergeId: context.concierge.user_id }),
        onDone: {
          target: 'choosing',
          actions: [
            { type: 'take slots', params: ({ event }) => ({ slots: event.output }) },
            'forget refusal',
            'reset quiet retry',
          ],
        },
        onError: { target: 'failed', actions: { type: 'keep refusal', params: ({ event }) => event } },
      },
    },
    failed: {
      description: 'The slots could not be loaded: one quiet retry, then Try again.',
      tags: ['error'],
      after: { retryDelay: { guard: 'quiet retry left', target: 'loading', actions: 'use quiet retry' } },
      on: { 'booking.retry': 'loading' },
    },
    choosing: {
      description: 'Days and times in the viewer’s zone; the zone can be changed.',
      tags: ['choosing'],
      initial: 'browsing',
      on: {
        'booking.zone': {
          guard: { type: 'is a zone', params: ({ event }) => event },
          actions: { type: 'choose zone', params: ({ event }) => event },
        },
        'booking.date': {
          guard: { type: 'day has slots', params: ({ event }) => event },
          target: '.browsing',
          actions: { type: 'choose date', params: ({ event }) => event },
        },
        'booking.slot': {
          guard: { type: 'slot is offered', params: ({ event }) => event },
          target: '.chosen',
          actions: [{ type: 'choose slot', params: ({ event }) => event }, 'forget refusal'],
        },
      },
      states: {
        browsing: {
          always: { guard: 'a slot is chosen', target: 'chosen' },
        },
        chosen: {
          description: 'A time is chosen; Confirm books it. Held on screen for a while, then refreshed.',
          tags: ['can confirm'],
          after: { slotHold: '#booking.refreshing' },
          on: {
            'booking.confirm': { target: '#booking.confirming', actions: 'new attempt key' },
          },
        },
      },
    },
    refreshing: {
      description: 'The hold lapsed: fetching the slots again, keeping the chosen day and time if still free.',
      tags: ['loading', 'choosing'],
      invoke: {
        src: 'fetchSlots',
        id: 'refreshSlots',
        input: ({ context }) => ({ conciergeId: context.concierge.user_id }),
        onDone: { target: 'choosing', actions: { type: 'take slots', params: ({ event }) => ({ slots: event.output }) } },
        onError: { target: 'failed', actions: { type: 'keep refusal', params: ({ event }) => event } },
      },
    },
    confirming: {
      description: 'Booking the chosen time (or moving the booking to it).',
      tags: ['confirming'],
      invoke: {
        src: 'submitBooking',
        id: 'submitBooking',
        input: submitInput,
        onDone: { target: 'booked', actions: { type: 'take booking', params: ({ event }) => ({ booking: event.output }) } },
        onError: [
          {
            guard: { type: 'slot was taken', params: ({ event }) => event },
            target: 'taken',
            actions: [{ type: 'keep refusal', params: ({ event }) => event }, 'drop slot'],
          },
          { target: 'refused', actions: { type: 'keep refusal', params: ({ event }) => event } },
        ],
      },
    },
    taken: {
      description: '“That time was just booked”: the fresh slots load, the chosen day is kept.',
      tags: ['slot taken', 'loading'],
      invoke: {
        src: 'fetchSlots',
        id: 'reloadSlots',
        input: ({ context }) => ({ conciergeId: context.concierge.user_id }),
        onDone: { target: 'choosing', actions: { type: 'take slots', params: ({ event }) => ({ slots: event.output }) } },
        onError: { target: 'failed', actions: { type: 'keep refusal', params: ({ event }) => event } },
      },
    },
    refused: {
      description: 'The server refused or could not be reached: the choice is kept; Try again or pick another time.',
      tags: ['refused', 'choosing'],
      on: {
        'booking.retry': { guard: 'a slot is chosen', target: 'confirming' },
        'booking.back': { target: 'choosing', actions: 'forget refusal' },
        'booking.slot': {
          guard: { type: 'slot is offered', params: ({ event }) => event },
          target: 'choosing.chosen',
          actions: [{ type: 'choose slot', params: ({ event }) => event }, 'forget refusal'],
        },
      },
    },
    booked: {
      description: 'Booked: the confirmation shows both zones, the meeting link and an .ics download.',
      tags: ['booked'],
      type: 'final',
    },
  },
  output: ({ context }) => ({ booking: context.booking! }),
});

export type BookingActorRef = ActorRefFrom<typeof bookingMachine>;

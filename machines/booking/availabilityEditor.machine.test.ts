import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { testMachineModel } from '../../tests/machines/model';
import { BookingRefused, type Availability } from './booking.types';
import { availabilityEditorMachine, type AvailabilityChange, type AvailabilityEvent } from './availabilityEditor.machine';

const hours: Availability = {
  timezone: 'Europe/Lisbon',
  offset: '+00:00',
  session_minutes: 60,
  buffer_minutes: 15,
  notice_minutes: 720,
  is_mentor: true,
  weekly: [{ id: 1, weekday: 1, start: '09:00', end: '12:00' }],
  overrides: [],
};

describe('availability editor machine', () => {
  it('covers every state and transition: load, save a change, an overlap refused, retry', async () => {
    await testMachineModel({
      machine: availabilityEditorMachine.provide({
        actors: {
          fetchAvailability: fromPromise<Availability>(() => new Promise<Availability>(() => {})),
          saveChange: fromPromise<Availability, AvailabilityChange>(() => new Promise<Availability>(() => {})),
        },
      }),
      stateKey: (s) => ({
        value: s.value,
        refusal: s.context.refusal?.code ?? null,
        saved: s.context.saved,
        n: s.context.availability?.weekly.length ?? -1,
      }),
      events: (): AvailabilityEvent[] => {
        const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
        const fail = (id: string, error: unknown = new Error('503')) => ({ type: `xstate.error.actor.${id}`, error }) as never;
        return [
          done('fetchAvailability', hours),
          fail('fetchAvailability'),
          done('saveChange', { ...hours, weekly: [...hours.weekly, { id: 2, weekday: 2, start: '09:00', end: '10:00' }] }),
          fail('saveChange', new BookingRefused({ code: 'overlap', message: 'Monday: 09:00–12:00 overlaps 11:00–13:00.' })),
          { type: 'availability.change', change: { kind: 'add', weekday: 2, start: '09:00', end: '10:00' } },
          { type: 'availability.retry' },
          { type: 'availability.dismiss' },
        ];
      },
      states: {
        'availabilityEditor.loading': (s) => expect(s.hasTag('loading')).toBe(true),
        'availabilityEditor.failed': (s) => expect(s.hasTag('error')).toBe(true),
        'availabilityEditor.ready.idle': (s) => expect(s.context.pending).toBeNull(),
        'availabilityEditor.ready.saving': (s) => expect(s.context.pending?.kind).toBe('add'),
      },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { Preferences } from '../../contract/preferences';
import { testMachineModel } from '../../tests/machines/model';
import { timezoneFormMachine, type TimezoneFormEvent, type TimezoneSaveOutcome } from './timezoneForm.machine';

const prefs = (timezone: string | null, offset: string | null): Preferences => ({
  timezone,
  offset,
  notifications: {} as Preferences['notifications'],
  display: null,
  display_version: 0,
});
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;

describe('time zone form machine', () => {
  it('covers every state and transition: loaded (detected or saved), chosen, saving, saved, refused, failed', async () => {
    const asked: string[] = [];
    const told: string[] = [];
    const report = await testMachineModel({
      machine: timezoneFormMachine.provide({
        actions: { 'tell the app the saved zone': (_, { timezone }) => void told.push(timezone) },
        actors: {
          readPreferences: fromPromise<Preferences>(() => new Promise(() => {})),
          saveTimezone: fromPromise<TimezoneSaveOutcome, { timezone: string }>(
            ({ input }) => (asked.push(input.timezone), new Promise(() => {})),
          ),
        },
      }),
      input: { detected: 'Europe/Paris' },
      stateKey: (s) => ({ value: s.value, c: [s.context.zone, s.context.saved, s.context.error] }),
      events: (s): TimezoneFormEvent[] => [
        ...(s.matches('loading')
          ? [done('readPreferences', prefs(null, null)), done('readPreferences', prefs('Asia/Kolkata', '+05:30'))]
          : []),
        ...(s.context.zone === 'Asia/Tokyo' ? [] : [{ type: 'zone.choose', zone: 'Asia/Tokyo' } as const]),
        ...(s.context.zone === '' ? [] : [{ type: 'zone.choose', zone: '' } as const]),
        { type: 'zone.save' },
        ...(s.matches('saving')
          ? [
              done('saveTimezone', { ok: true, preferences: prefs(s.context.zone, '+09:00') }),
              done('saveTimezone', { ok: false, message: 'is not a known time zone' }),
              { type: 'xstate.error.actor.saveTimezone', error: new Error('503') } as never,
            ]
          : []),
        ...(s.matches('loading') ? [{ type: 'xstate.error.actor.readPreferences', error: new Error('503') } as never] : []),
        { type: 'zone.retry' },
      ],
      beforePath: () => {
        asked.splice(0);
        told.splice(0);
      },
      states: {
        'timezoneForm.loading': (s) => expect(s.hasTag('loading')).toBe(true),
        'timezoneForm.failed': (s) => expect(s.hasTag('failed')).toBe(true),
        // Until a zone is saved, the field holds the browser's; then the account's.
        'timezoneForm.editing': (s) =>
          expect(s.context.zone).toBe(
            s.context.zone === '' || s.context.zone === 'Asia/Tokyo' ? s.context.zone : (s.context.saved ?? s.context.detected),
          ),
        'timezoneForm.saving': (s) => expect(asked.at(-1)).toBe(s.context.zone),
        'timezoneForm.saved': (s) => {
          expect(s.context.saved).toBe(s.context.zone);
          expect(s.context.offset).toBe('+09:00');
          // Booking and the calendar are told the zone just saved.
          expect(told.at(-1)).toBe(s.context.saved);
        },
        'timezoneForm.refused': (s) => expect(s.context.error).toBe('is not a known time zone'),
      },
    });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});

import { assign, setup, type ActorRefFrom } from 'xstate';
import type { Preferences } from '../../contract/preferences';
import { unprovided, unprovidedPromise } from '../domain/placeholder';

/** The save's answer: the account's preferences, or the server's sentence refusing the zone. */
export type TimezoneSaveOutcome = { ok: true; preferences: Preferences } | { ok: false; message: string };

export type TimezoneFormInput = { detected: string };

export type TimezoneFormEvent = { type: 'zone.choose'; zone: string } | { type: 'zone.save' } | { type: 'zone.retry' };

export interface TimezoneFormContext {
  /** The browser's zone (Intl), offered until the person saves one. */
  detected: string;
  /** What the account holds (null: never saved). */
  saved: string | null;
  offset: string | null;
  /** The zone in the field. */
  zone: string;
  error: string | null;
}

/**
 * Settings' Time zone form (issue #37, SPEC §3 timezone and offset): the account's zone, or the
 * browser's detected one until a zone is saved; a zone is chosen, saved, and shown saved with its
 * offset, or refused with the server's sentence.
 */
export const timezoneFormMachine = setup({
  types: {
    tags: {} as 'loading' | 'saving' | 'saved' | 'refused' | 'failed',
    context: {} as TimezoneFormContext,
    input: {} as TimezoneFormInput,
    events: {} as TimezoneFormEvent,
  },
  actors: {
    readPreferences: unprovidedPromise<Preferences>('settings', 'readPreferences'),
    saveTimezone: unprovidedPromise<TimezoneSaveOutcome, { timezone: string }>('settings', 'saveTimezone'),
  },
  actions: {
    // The app's settings actor keeps the saved zone, so booking and the calendar move to it at
    // once (src/features/preferences/wiring.ts sends it on); tests record the calls.
    'tell the app the saved zone': (_, _params: { timezone: string }) => unprovided('preferences', 'tell the app the saved zone'),
    choose: assign({ zone: (_, params: { zone: string }) => params.zone, error: null }),
    'take the account’s': assign(({ context }, params: { preferences: Preferences }) => ({
      saved: params.preferences.timezone,
      offset: params.preferences.offset,
      zone: params.preferences.timezone ?? context.detected,
    })),
  },
  guards: {
    'a zone is chosen': ({ context }) => context.zone.trim() !== '',
    'saved by the server': (_, params: { outcome: TimezoneSaveOutcome }) => params.outcome.ok,
  },
}).createMachine({
  id: 'timezoneForm',
  context: ({ input }) => ({ detected: input.detected, saved: null, offset: null, zone: input.detected, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'readPreferences',
        id: 'readPreferences',
        onDone: {
          target: 'editing',
          actions: { type: 'take the account’s', params: ({ event }) => ({ preferences: event.output }) },
        },
        onError: 'failed',
      },
    },
    failed: {
      description: 'The account could not be reached; Try again.',
      tags: ['failed'],
      on: { 'zone.retry': 'loading' },
    },
    editing: {
      on: {
        'zone.choose': { actions: { type: 'choose', params: ({ event }) => event } },
        'zone.save': { guard: 'a zone is chosen', target: 'saving' },
      },
    },
    saving: {
      tags: ['saving'],
      invoke: {
        src: 'saveTimezone',
        id: 'saveTimezone',
        input: ({ context }) => ({ timezone: context.zone }),
        onDone: [
          {
            guard: { type: 'saved by the server', params: ({ event }) => ({ outcome: event.output }) },
            target: 'saved',
            actions: [
              {
                type: 'take the account’s',
                params: ({ event }) => ({
                  preferences: (event.output as Extract<TimezoneSaveOutcome, { ok: true }>).preferences,
                }),
              },
              { type: 'tell the app the saved zone', params: ({ context }) => ({ timezone: context.saved ?? context.zone }) },
            ],
          },
          {
            target: 'refused',
            actions: assign({ error: ({ event }) => (event.output.ok ? null : event.output.message) }),
          },
        ],
        onError: 'failed',
      },
    },
    saved: {
      tags: ['saved'],
      on: { 'zone.choose': { target: 'editing', actions: { type: 'choose', params: ({ event }) => event } } },
    },
    refused: {
      tags: ['refused'],
      on: { 'zone.choose': { target: 'editing', actions: { type: 'choose', params: ({ event }) => event } } },
    },
  },
});

export type TimezoneFormActorRef = ActorRefFrom<typeof timezoneFormMachine>;

import { assign, setup, type ActorRefFrom } from 'xstate';
import type { NotifiableType, NotificationChoice, NotificationChoices, Preferences } from '../../contract/preferences';
import { unprovided, unprovidedPromise } from '../domain/placeholder';

/** The save's answer: the account's preferences, or the server's sentence refusing the choices. */
export type NotificationsSaveOutcome = { ok: true; preferences: Preferences } | { ok: false; message: string };

export type NotificationChannel = keyof NotificationChoice;

export type NotificationsFormEvent =
  | { type: 'notifications.toggle'; of: NotifiableType; channel: NotificationChannel }
  | { type: 'notifications.save' }
  | { type: 'notifications.retry' };

export interface NotificationsFormContext {
  /** What the boxes show (null until read). */
  choices: NotificationChoices | null;
  error: string | null;
}

/**
 * Settings' Notifications form (issue #37): per SPEC §3 notification type, a pop-up, a sound and
 * the e-mail digest. Loaded from the account, edited, saved, shown saved (and announced to the
 * toasts actor, which applies them at once) or refused with the server's sentence.
 */
export const notificationsFormMachine = setup({
  types: {
    tags: {} as 'loading' | 'saving' | 'saved' | 'refused' | 'failed',
    context: {} as NotificationsFormContext,
    events: {} as NotificationsFormEvent,
  },
  actors: {
    readPreferences: unprovidedPromise<Preferences>('preferences', 'readPreferences'),
    saveNotifications: unprovidedPromise<NotificationsSaveOutcome, { notifications: NotificationChoices }>(
      'preferences',
      'saveNotifications',
    ),
  },
  actions: {
    // The toasts actor takes the saved choices (src/features/preferences/notificationsWiring.ts).
    'announce saved choices': (_, _params: { choices: NotificationChoices }) =>
      unprovided('preferences', 'announce saved choices'),
    toggle: assign({
      choices: ({ context }, params: { of: NotifiableType; channel: NotificationChannel }) =>
        context.choices && {
          ...context.choices,
          [params.of]: { ...context.choices[params.of], [params.channel]: !context.choices[params.of][params.channel] },
        },
      error: null,
    }),
    'take the account’s': assign({ choices: (_, params: { preferences: Preferences }) => params.preferences.notifications }),
  },
  guards: {
    'saved by the server': (_, params: { outcome: NotificationsSaveOutcome }) => params.outcome.ok,
  },
}).createMachine({
  id: 'notificationsForm',
  context: { choices: null, error: null },
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
      on: { 'notifications.retry': 'loading' },
    },
    editing: {
      description: 'The boxes show the choices; a change waits for Save.',
      on: {
        'notifications.toggle': { actions: { type: 'toggle', params: ({ event }) => event } },
        'notifications.save': 'saving',
      },
    },
    saving: {
      tags: ['saving'],
      invoke: {
        src: 'saveNotifications',
        id: 'saveNotifications',
        input: ({ context }) => ({ notifications: context.choices! }),
        onDone: [
          {
            guard: { type: 'saved by the server', params: ({ event }) => ({ outcome: event.output }) },
            target: 'saved',
            actions: [
              {
                type: 'take the account’s',
                params: ({ event }) => ({
                  preferences: (event.output as Extract<NotificationsSaveOutcome, { ok: true }>).preferences,
                }),
              },
              { type: 'announce saved choices', params: ({ context }) => ({ choices: context.choices! }) },
            ],
          },
          { target: 'refused', actions: assign({ error: ({ event }) => (event.output.ok ? null : event.output.message) }) },
        ],
        onError: 'failed',
      },
    },
    saved: {
      description: 'Saved with the account; the toasts follow them from now on.',
      tags: ['saved'],
      on: { 'notifications.toggle': { target: 'editing', actions: { type: 'toggle', params: ({ event }) => event } } },
    },
    refused: {
      description: 'The server refused the choices; its sentence shows beside the table.',
      tags: ['refused'],
      on: { 'notifications.toggle': { target: 'editing', actions: { type: 'toggle', params: ({ event }) => event } } },
    },
  },
});

export type NotificationsFormActorRef = ActorRefFrom<typeof notificationsFormMachine>;

import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import {
  DEFAULT_NOTIFICATION_CHOICE,
  NOTIFIABLE_TYPES,
  type NotificationChoices,
  type Preferences,
} from '../../contract/preferences';
import { testMachineModel } from '../../tests/machines/model';
import {
  notificationsFormMachine,
  type NotificationsFormEvent,
  type NotificationsSaveOutcome,
} from './notificationsForm.machine';

const defaults = Object.fromEntries(NOTIFIABLE_TYPES.map((t) => [t, DEFAULT_NOTIFICATION_CHOICE])) as NotificationChoices;
const prefs = (notifications: NotificationChoices): Preferences => ({
  timezone: null,
  offset: null,
  notifications,
  display: null,
  display_version: 0,
});
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;

describe('notifications form machine', () => {
  it('covers every state and transition: loaded, toggled, saving, saved (announced), refused, failed', async () => {
    const asked: NotificationChoices[] = [];
    const announced: NotificationChoices[] = [];
    await testMachineModel({
      machine: notificationsFormMachine.provide({
        actors: {
          readPreferences: fromPromise<Preferences>(() => new Promise(() => {})),
          saveNotifications: fromPromise<NotificationsSaveOutcome, { notifications: NotificationChoices }>(
            ({ input }) => (asked.push(input.notifications), new Promise(() => {})),
          ),
        },
        actions: { 'announce saved choices': (_, { choices }) => void announced.push(choices) },
      }),
      stateKey: (s) => ({ value: s.value, post: s.context.choices?.Post.toast, error: s.context.error }),
      events: (s): NotificationsFormEvent[] => [
        ...(s.matches('loading')
          ? [
              done('readPreferences', prefs(defaults)),
              { type: 'xstate.error.actor.readPreferences', error: new Error('503') } as never,
            ]
          : []),
        { type: 'notifications.toggle', of: 'Post', channel: 'toast' },
        { type: 'notifications.save' },
        ...(s.matches('saving')
          ? [
              done('saveNotifications', { ok: true, preferences: prefs(s.context.choices!) }),
              done('saveNotifications', { ok: false, message: 'must name every notification type' }),
              { type: 'xstate.error.actor.saveNotifications', error: new Error('503') } as never,
            ]
          : []),
        { type: 'notifications.retry' },
      ],
      beforePath: () => {
        asked.splice(0);
        announced.splice(0);
      },
      states: {
        'notificationsForm.loading': (s) => expect(s.hasTag('loading')).toBe(true),
        'notificationsForm.failed': (s) => expect(s.hasTag('failed')).toBe(true),
        'notificationsForm.editing': (s) => expect(s.context.choices).not.toBeNull(),
        'notificationsForm.saving': (s) => expect(asked.at(-1)).toEqual(s.context.choices),
        // Saved choices reach the toasts actor at once.
        'notificationsForm.saved': (s) => expect(announced.at(-1)).toEqual(s.context.choices),
        'notificationsForm.refused': (s) => expect(s.context.error).toBe('must name every notification type'),
      },
    });
  });
});

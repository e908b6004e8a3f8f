import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { NOTIFIABLE_TYPES, type NotifiableType } from '../../../contract/preferences';
import type { NotificationChannel, NotificationsFormActorRef } from '../../../machines/preferences/notificationsForm.machine';
import { usePageFlow } from '../../system/usePageFlow';
import { Button } from '../../ui/Button';
import { useNotificationsFormLogic } from './notificationsWiring';

/** How each SPEC §3 type reads to a person. */
const TYPE_NAME: Record<NotifiableType, string> = {
  Invitation: 'Invitations',
  Chat: 'Messages',
  Post: 'Posts, comments and upvotes',
  Concierge: 'Concierge sessions and notes',
  'Follow Request': 'Follow requests',
  COMMUNITY: 'Communities',
};

const CHANNELS: Array<{ channel: NotificationChannel; label: string }> = [
  { channel: 'toast', label: 'Show a pop-up' },
  { channel: 'sound', label: 'Play a sound' },
  { channel: 'email', label: 'E-mail digest' },
];

/**
 * Settings' Notifications (issue #37): per notification type, a pop-up, a sound and the daily
 * e-mail digest, in a table of labelled checkboxes. Renders the notificationsForm actor
 * (machines/preferences) and sends its events.
 */
export function NotificationsSection() {
  const form = usePageFlow('preferences', 'preferences/notifications', useNotificationsFormLogic(), undefined);
  return form ? <NotificationsForm form={form} /> : null;
}

function NotificationsForm({ form }: { form: NotificationsFormActorRef }) {
  const s = useSelector(form, (snapshot) => snapshot);
  const { choices, error } = s.context;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.send({ type: 'notifications.save' });
  };

  return (
    <section
      aria-labelledby="notifications-title"
      className="rounded-[var(--radius)] border border-slate-200 p-5 dark:border-slate-700"
    >
      <h2 id="notifications-title" className="text-lg font-semibold">
        Notifications
      </h2>
      <p id="notifications-help" className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        Choose what each kind of notification does. The bell counts them all either way.
      </p>
      {s.hasTag('loading') ? (
        <p className="mt-4 text-sm">Loading your choices…</p>
      ) : s.hasTag('failed') || !choices ? (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <p className="text-sm">Your notification choices could not be loaded or saved.</p>
          <Button variant="secondary" onClick={() => form.send({ type: 'notifications.retry' })}>
            Try again
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} className="mt-4 space-y-3" noValidate aria-describedby="notifications-help">
          <div className="overflow-x-auto">
            <table className="w-full text-start text-sm">
              <caption className="sr-only">What each kind of notification does</caption>
              <thead>
                <tr>
                  <th scope="col" className="py-2 pe-3 text-start font-medium">
                    Notification
                  </th>
                  {CHANNELS.map(({ channel, label }) => (
                    <th key={channel} scope="col" className="px-2 py-2 text-center font-medium">
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {NOTIFIABLE_TYPES.map((type) => (
                  <tr key={type} className="border-t border-slate-200 dark:border-slate-700">
                    <th scope="row" className="py-2 pe-3 text-start font-normal">
                      {TYPE_NAME[type]}
                    </th>
                    {CHANNELS.map(({ channel, label }) => (
                      <td key={channel} className="px-2 py-2 text-center">
                        <input
                          type="checkbox"
                          className="focus-ring h-5 w-5"
                          aria-label={`${label}: ${TYPE_NAME[type]}`}
                          checked={choices[type][channel]}
                          disabled={s.hasTag('saving')}
                          onChange={() => form.send({ type: 'notifications.toggle', of: type, channel })}
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {error ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {error}
            </p>
          ) : null}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={s.hasTag('saving')}>
              {s.hasTag('saving') ? 'Saving…' : 'Save notifications'}
            </Button>
            <p role="status" className="text-sm">
              {s.hasTag('saved') ? 'Notification choices saved.' : ''}
            </p>
          </div>
        </form>
      )}
    </section>
  );
}

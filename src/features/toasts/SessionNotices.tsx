import { Link } from '@tanstack/react-router';
import { SESSION_REMINDER_TITLE } from '../../../machines/domain/notifications';
import { useSystemActor, useSystemTag, useSystemSelector } from '../../system/context';
import { Button } from '../../ui/Button';
import { PAGE_COLUMN } from '../../ui/layout';

/**
 * The session reminder card and the New Post chip (SPEC §4), at the top of the page's content
 * in its own stacking area: they push the page down and stack with each other and with the
 * welcome card, never over reading or interactive content (#8.6). The area is a polite live
 * region, so what appears here is announced.
 */
export function SessionNotices() {
  const toasts = useSystemActor('toasts');
  const reminder = useSystemSelector('toasts', (s) => s.context.reminder, null);
  const newPost = useSystemTag('toasts', 'new post');
  const meetingEnded = useSystemSelector('toasts', (s) => s.context.meetingEnded, null);
  if (!toasts) return null;
  const showChip = newPost; // the session puts the chip away off the feed
  return (
    <div
      aria-live="polite"
      data-testid="session-notices"
      className={reminder || showChip || meetingEnded ? `${PAGE_COLUMN} mb-4 flex flex-col items-center gap-3` : undefined}
    >
      {showChip ? (
        <Button onClick={() => toasts.send({ type: 'newPost.activate' })} className="rounded-full shadow-lg">
          New Post
        </Button>
      ) : null}
      {reminder ? (
        <aside
          aria-labelledby="session-reminder-title"
          className="w-full max-w-md rounded-[var(--radius)] border border-brand-700 bg-white p-4 shadow-xl dark:border-teal-300 dark:bg-slate-900"
          data-testid="session-reminder"
        >
          <h2 id="session-reminder-title" className="font-semibold">
            {SESSION_REMINDER_TITLE}
          </h2>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{reminder.text}</p>
          <div className="mt-3 flex gap-2">
            {reminder.route ? <Button onClick={() => toasts.send({ type: 'reminder.activate' })}>View session</Button> : null}
            <Button variant="ghost" onClick={() => toasts.send({ type: 'reminder.dismiss' })}>
              Dismiss
            </Button>
          </div>
        </aside>
      ) : null}
      {meetingEnded ? (
        <aside
          aria-labelledby="meeting-ended-title"
          className="w-full max-w-md rounded-[var(--radius)] border border-brand-700 bg-white p-4 shadow-xl dark:border-teal-300 dark:bg-slate-900"
          data-testid="meeting-ended"
        >
          <h2 id="meeting-ended-title" className="font-semibold">
            Your session has ended
          </h2>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            How did it go? A review helps other families; a note keeps what you agreed.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Link
              to="/mentorship/reviews"
              search={{ meeting: meetingEnded.meetingId }}
              onClick={() => toasts.send({ type: 'meetingEnded.dismiss' })}
              className="focus-ring inline-flex items-center rounded-[var(--radius)] bg-brand-700 px-4 py-2 text-sm font-semibold text-white dark:bg-teal-300 dark:text-slate-950"
            >
              Leave a review
            </Link>
            <Link
              to="/mentorship/notes"
              search={{ openAddNote: true, meetingId: meetingEnded.meetingId }}
              onClick={() => toasts.send({ type: 'meetingEnded.dismiss' })}
              className="focus-ring inline-flex items-center rounded-[var(--radius)] border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 dark:border-teal-300 dark:text-teal-200"
            >
              Add a note
            </Link>
            <Button variant="ghost" onClick={() => toasts.send({ type: 'meetingEnded.dismiss' })}>
              Dismiss
            </Button>
          </div>
        </aside>
      ) : null}
    </div>
  );
}

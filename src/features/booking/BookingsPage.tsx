import { Link } from '@tanstack/react-router';
// The signed-in app's utilities load with it (see src/styles.css).
import '../../app.css';
import { useEffect, useId, useState, type MouseEvent, type ReactNode } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { Booking } from '../../../machines/booking/booking.types';
import { zoneLabel } from '../../../machines/booking/slotDays';
import { usePageFlow } from '../../system/usePageFlow';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { PAGE_COLUMN } from '../../ui/layout';
import { BookingDialog } from './BookingDialog';
import { dayAndTime } from '../../../machines/domain/time';
import { canChange, canJoin, conciergeZoneOf, whenIn } from './format';
import { useViewerZone } from './viewerZone';
import { useBookingsLogic } from './wiring';
import { LoadFailed } from '../../ui/LoadFailed';

const STATUS: Record<Booking['status'], string> = {
  scheduled: 'Scheduled',
  rescheduled: 'Rescheduled',
  cancelled: 'Cancelled',
  completed: 'Completed',
  'no-show': 'No-show',
};

/** The status in words; a no-show says who never came into the call (issue #61). */
function statusText(b: Booking): string {
  if (b.status !== 'no-show' || !b.missing) return STATUS[b.status];
  const who =
    b.missing === 'both'
      ? 'neither of you joined'
      : b.missing === b.role
        ? 'you did not join'
        : `${b[b.missing].display_name} did not join`;
  return `${STATUS['no-show']}: ${who}`;
}

/**
 * /mentorship/bookings: the person's sessions, upcoming first then past, each with the other
 * person, the time in the viewer's zone and its status; Join from ten minutes before,
 * Reschedule and Cancel until it starts. `label` is SPEC §2's: Bookings or My bookings.
 */
const noteLinkClass =
  'focus-ring inline-flex items-center rounded-[var(--radius)] border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 dark:border-teal-300 dark:text-teal-200 dark:hover:bg-slate-800';

/**
 * A session's note (issue #63.7): "Open the note" when the person wrote one on it, else "Add a note"
 * on a session that happened or is still to come (one cancelled or moved takes none: the server's
 * rule, server/notes/access.ts). The note opens in Notes, where it can be shared with the other person.
 */
function noteLink(b: Booking) {
  const other = b.role === 'booker' ? b.concierge : b.booker;
  if (b.note) {
    return (
      <Link
        to="/mentorship/notes"
        search={
          b.note.is_shared
            ? { tab: 2, noteId: String(b.note.id), noteType: 'shared_by_me' }
            : { tab: 1, noteId: String(b.note.id), noteType: 'personal' }
        }
        className={noteLinkClass}
      >
        Open the note<span className="sr-only"> on the session with {other.display_name}</span>
      </Link>
    );
  }
  if (b.status === 'cancelled' || b.status === 'rescheduled') return null;
  return (
    <Link to="/mentorship/notes" search={{ tab: 1, openAddNote: true, meetingId: b.meeting_id }} className={noteLinkClass}>
      Add a note<span className="sr-only"> on the session with {other.display_name}</span>
    </Link>
  );
}

export function BookingsPage({ label, viewerName, focusBooking }: { label: string; viewerName: string; focusBooking?: number }) {
  // Asked of the booking's owner (issue #60): the list lives in the app's actor tree while the page is open.
  const list = usePageFlow('booking', 'booking/bookings', useBookingsLogic(), undefined);
  if (!list) return null;
  return <BookingsView list={list} label={label} viewerName={viewerName} focusBooking={focusBooking} />;
}

function BookingsView({
  list,
  label,
  viewerName,
  focusBooking,
}: {
  list: ActorRefFrom<ReturnType<typeof useBookingsLogic>>;
  label: string;
  viewerName: string;
  focusBooking?: number | undefined;
}) {
  const s = useSelector(list, (snapshot) => snapshot);
  const [now, setNow] = useState(() => Date.now());
  const [rescheduling, setRescheduling] = useState<Booking | null>(null);
  const [cancelling, setCancelling] = useState<Booking | null>(null);

  // Join turns on by itself; the list refreshes when the tab comes back (a change made elsewhere).
  useEffect(() => {
    const tick = window.setInterval(() => setNow(Date.now()), 30_000);
    const back = () => {
      if (document.visibilityState === 'visible') list.send({ type: 'bookings.refresh' });
    };
    document.addEventListener('visibilitychange', back);
    return () => {
      window.clearInterval(tick);
      document.removeEventListener('visibilitychange', back);
    };
  }, [list]);

  const { bookings, refusal, cancelled } = s.context;
  // The zone saved in Settings (issue #37), else a concierge's from their sessions, else the browser's.
  const zone = useViewerZone(conciergeZoneOf(bookings));
  // The session marked and brought into view: the one a notice or the calendar opened, or the
  // new time a "Moved to" link points at.
  const [marked, setMarked] = useState(focusBooking);
  useEffect(() => setMarked(focusBooking), [focusBooking]);
  const shown = bookings.some((b) => b.id === focusBooking);
  useEffect(() => {
    if (shown) document.getElementById(`booking-${focusBooking}`)?.scrollIntoView({ block: 'center' });
  }, [shown, focusBooking]);
  const showMovedTo = (event: MouseEvent, id: number) => {
    event.preventDefault();
    setMarked(id);
    const target = document.getElementById(`booking-${id}`);
    target?.scrollIntoView?.({ block: 'center' });
    // Focus follows, so keyboard and screen-reader users arrive where sighted ones look.
    target?.focus();
  };
  const upcoming = bookings.filter((b) => Date.parse(b.end) > now && b.status === 'scheduled');
  const past = bookings.filter((b) => !upcoming.includes(b)).reverse();

  const byId = new Map(bookings.map((b) => [b.id, b]));
  const row = (b: Booking) => {
    const other = b.role === 'booker' ? b.concierge : b.booker;
    // A rescheduled session names its new time (both people see both sessions).
    const movedTo = b.status === 'rescheduled' && b.rescheduled_to !== null ? byId.get(b.rescheduled_to) : undefined;
    return (
      <li
        key={b.id}
        id={`booking-${b.id}`}
        data-testid="booking"
        tabIndex={-1}
        aria-labelledby={`booking-${b.id}-title`}
        aria-current={marked === b.id ? 'true' : undefined}
        className={`focus-ring rounded-[var(--radius)] bg-white p-4 shadow-sm dark:bg-slate-900 ${marked === b.id ? 'ring-2 ring-brand-600 dark:ring-teal-300' : ''}`}
      >
        <div className="flex flex-wrap items-center gap-4">
          <Avatar src={other.profile_picture} name={other.display_name} size={44} />
          <div className="min-w-0 flex-1">
            <h3 id={`booking-${b.id}-title`} className="font-semibold">
              {b.role === 'booker' ? `With ${other.display_name}` : `${other.display_name} booked with you`}
            </h3>
            <p className="text-sm">
              <time dateTime={b.start}>{whenIn(zone, b.start)}</time>
            </p>
            <p className="text-sm">
              <span className="font-medium">Status:</span> {statusText(b)}
              {b.reason ? <span className="text-slate-700 dark:text-slate-300"> · {b.reason}</span> : null}
            </p>
            {movedTo ? (
              <p className="text-sm">
                <a
                  href={`#booking-${movedTo.id}`}
                  onClick={(event) => showMovedTo(event, movedTo.id)}
                  className="focus-ring rounded font-medium text-brand-700 underline dark:text-teal-200"
                >
                  Moved to <time dateTime={movedTo.start}>{dayAndTime(movedTo.start, zone)}</time>
                </a>
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-2">
            {canJoin(b, now) ? (
              <Link
                to="/mentorship/call/$meetingId"
                params={{ meetingId: b.meeting_id }}
                className="focus-ring inline-flex items-center rounded-[var(--radius)] bg-brand-700 px-4 py-2 text-sm font-semibold text-white dark:bg-teal-300 dark:text-slate-950"
              >
                Join<span className="sr-only"> the session with {other.display_name}</span>
              </Link>
            ) : b.status === 'scheduled' ? (
              <Button variant="ghost" disabled title="Opens 10 minutes before the start">
                Join<span className="sr-only"> (opens 10 minutes before the start)</span>
              </Button>
            ) : null}
            {noteLink(b)}
            {canChange(b, now) ? (
              <>
                <Button variant="secondary" onClick={() => setRescheduling(b)}>
                  Reschedule<span className="sr-only"> the session with {other.display_name}</span>
                </Button>
                <Button variant="ghost" onClick={() => setCancelling(b)} disabled={s.hasTag('cancelling')}>
                  Cancel<span className="sr-only"> the session with {other.display_name}</span>
                </Button>
              </>
            ) : null}
          </div>
        </div>
      </li>
    );
  };

  return (
    <div className={PAGE_COLUMN}>
      <h1 className="text-2xl font-semibold">{label}</h1>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">Times in {zoneLabel(zone)}.</p>
      <div role="status" aria-live="polite" className="mt-3 empty:hidden">
        {cancelled ? <p>The session of {whenIn(zone, cancelled.start)} is cancelled.</p> : null}
      </div>
      {refusal ? (
        <div role="alert" className="mt-3 rounded-[var(--radius)] bg-red-50 p-3 text-red-900 dark:bg-red-950 dark:text-red-100">
          <p>{refusal.message}</p>
          <Button variant="ghost" className="mt-2" onClick={() => list.send({ type: 'bookings.dismiss' })}>
            Dismiss
          </Button>
        </div>
      ) : null}
      {s.hasTag('loading') ? (
        <div className="mt-6">
          <Spinner label="Loading your sessions…" />
        </div>
      ) : s.hasTag('error') ? (
        <LoadFailed
          what="Your sessions could not be loaded."
          className="mt-6"
          onRetry={() => list.send({ type: 'bookings.retry' })}
        />
      ) : (
        <>
          <section aria-labelledby="upcoming-heading" className="mt-6">
            <h2 id="upcoming-heading" className="text-lg font-semibold">
              Upcoming
            </h2>
            {upcoming.length ? (
              <ul className="mt-3 grid gap-3">{upcoming.map(row)}</ul>
            ) : (
              <p className="mt-2">No upcoming sessions.</p>
            )}
          </section>
          <section aria-labelledby="past-heading" className="mt-8">
            <h2 id="past-heading" className="text-lg font-semibold">
              Past and changed
            </h2>
            {past.length ? <ul className="mt-3 grid gap-3">{past.map(row)}</ul> : <p className="mt-2">Nothing yet.</p>}
          </section>
        </>
      )}
      {rescheduling ? (
        <BookingDialog
          concierge={{
            user_id: rescheduling.concierge.user_id,
            display_name: rescheduling.concierge.display_name,
            timezone: rescheduling.concierge.timezone ?? 'UTC',
          }}
          rescheduleOf={rescheduling.id}
          movedFrom={rescheduling.start}
          viewerZone={zone}
          viewerName={viewerName}
          onBooked={() => list.send({ type: 'bookings.refresh' })}
          onClose={() => setRescheduling(null)}
        />
      ) : null}
      {cancelling ? (
        <CancelDialog
          booking={cancelling}
          zone={zone}
          onClose={() => setCancelling(null)}
          onConfirm={(reason) => {
            list.send({ type: 'bookings.cancel', id: cancelling.id, reason });
            setCancelling(null);
          }}
        />
      ) : null}
    </div>
  );
}

function CancelDialog({
  booking,
  zone,
  onClose,
  onConfirm,
}: {
  booking: Booking;
  zone: string;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const other = booking.role === 'booker' ? booking.concierge : booking.booker;
  return (
    <SmallDialog title="Cancel this session?" onClose={onClose}>
      <p>
        Your session with {other.display_name} on {whenIn(zone, booking.start)} will be cancelled and the time freed.{' '}
        {other.display_name} will be told.
      </p>
      <label htmlFor={`${id}-reason`} className="mt-3 block text-sm font-medium">
        Reason (optional)
      </label>
      <textarea
        id={`${id}-reason`}
        rows={2}
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        className="focus-ring mt-1 w-full rounded-[var(--radius)] border border-slate-400 bg-white px-3 py-2 text-sm dark:border-slate-500 dark:bg-slate-800"
      />
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          Keep the session
        </Button>
        <Button onClick={() => onConfirm(reason)}>Cancel session</Button>
      </div>
    </SmallDialog>
  );
}

function SmallDialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-slate-950/50" aria-hidden="true" />
      <div className="fixed inset-0 grid place-items-center p-4">
        <DialogPanel className="w-full max-w-md rounded-[var(--radius)] bg-white p-6 text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100">
          <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
          <div className="mt-3">{children}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

import { useEffect, useMemo } from 'react';
import type { Booking } from '../../../machines/booking/booking.types';
import { zoneLabel } from '../../../machines/booking/slotDays';
import { Button } from '../../ui/Button';
import { icsFor, whenIn } from './format';

/** What was booked, in the viewer's zone and the concierge's, with the meeting link and an .ics file. */
export function BookingConfirmation({
  booking,
  zone,
  viewerName,
  onClose,
  movedFrom = null,
}: {
  booking: Booking;
  zone: string;
  viewerName: string;
  onClose: () => void;
  /** A rescheduled session: when it was before (an ISO instant). */
  movedFrom?: string | null;
}) {
  const conciergeZone = booking.concierge.timezone ?? 'UTC';
  const ics = useMemo(
    () => URL.createObjectURL(new Blob([icsFor(booking, viewerName)], { type: 'text/calendar' })),
    [booking, viewerName],
  );
  useEffect(() => () => URL.revokeObjectURL(ics), [ics]);
  return (
    <div className="mt-3">
      {movedFrom ? (
        <p role="status">
          Your session with {booking.concierge.display_name} is moved from{' '}
          <span data-testid="time-moved-from">{whenIn(zone, movedFrom)}</span> to {whenIn(zone, booking.start)}.
        </p>
      ) : (
        <p role="status">Your session with {booking.concierge.display_name} is booked.</p>
      )}
      <dl className="mt-3 grid gap-2 text-sm">
        <div>
          <dt className="font-medium">Your time ({zoneLabel(zone)})</dt>
          <dd data-testid="time-viewer">{whenIn(zone, booking.start)}</dd>
        </div>
        <div>
          <dt className="font-medium">
            {booking.concierge.display_name}’s time ({zoneLabel(conciergeZone)})
          </dt>
          <dd data-testid="time-concierge">{whenIn(conciergeZone, booking.start)}</dd>
        </div>
        <div>
          <dt className="font-medium">Meeting link</dt>
          <dd>
            <a href={booking.meeting_url} target="_blank" rel="noopener noreferrer" className="focus-ring break-all underline">
              {booking.meeting_url}
            </a>
          </dd>
        </div>
      </dl>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <a
          href={ics}
          download={`session-${booking.id}.ics`}
          className="focus-ring inline-flex items-center rounded-[var(--radius)] border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 dark:border-teal-300 dark:text-teal-200 dark:hover:bg-slate-800"
        >
          Add to calendar
        </a>
        <Button onClick={onClose} autoFocus>
          Done
        </Button>
      </div>
    </div>
  );
}

import { callOpen } from '../../contract/call-window';

/** What the dashboard needs of a booking (contract/booking.ts's shape has more). */
export interface SessionTimes {
  status: string;
  start: string;
  end: string;
}

/** The dashboard shows this many of the next sessions. */
export const NEXT_SESSIONS_SHOWN = 3;

/** Sessions still to come or under way, soonest first: scheduled ones whose end is after `now`. */
export function nextSessions<B extends SessionTimes>(bookings: readonly B[], now: number, limit = NEXT_SESSIONS_SHOWN): B[] {
  return bookings
    .filter((b) => b.status === 'scheduled' && Date.parse(b.end) > now)
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
    .slice(0, limit);
}

/** Join from ten minutes before the start until the end. */
export const canJoin = (b: SessionTimes, now: number) =>
  b.status === 'scheduled' && callOpen(Date.parse(b.start), Date.parse(b.end), now);

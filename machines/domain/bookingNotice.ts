import { dayAndTime, viewerZone } from './time';

/** What happened to a session a booking notice is about (the server's `booking_change`). */
export type BookingChange = 'booked' | 'moved' | 'cancelled';

/** The fields a booking notice carries besides SPEC §3's: the session's instant, the change, the reader's zone setting. */
export interface BookingNoticeFields {
  starts_at?: string | null | undefined;
  booking_change?: BookingChange | null | undefined;
  timezone?: string | null | undefined;
}

const PHRASE: Record<BookingChange, string> = {
  booked: 'booked a session with you',
  moved: 'moved your session to this time',
  cancelled: 'cancelled your session',
};

/**
 * A booking notice written from its instant, in the reader's own zone (their setting, else the
 * browser's), never the server's text with someone else's zone in it (issue #28 item 3). The day
 * and time lead, so a toast cut at 50 characters (SPEC §9) keeps them: "Fri 27 Nov, 13:00: booked
 * a session with you". A toast's title already names the person; a list row passes `name`.
 * Null when the notice has no instant (an older notice): the server's text is shown then.
 */
export function bookingNoticeText(n: BookingNoticeFields, { name }: { name?: string | null } = {}): string | null {
  if (!n.starts_at || !n.booking_change || Number.isNaN(Date.parse(n.starts_at))) return null;
  const when = dayAndTime(n.starts_at, viewerZone(n.timezone));
  return `${when}: ${name ? `${name} ` : ''}${PHRASE[n.booking_change]}`;
}

import type { Booking } from '../../../machines/booking/booking.types';
import { browserZone, clock, PRODUCT_LOCALE, viewerZone } from '../../../machines/domain/time';
import { callOpen } from '../../../contract/call-window';

/*
 * Times shown in a zone through Intl (the browser's time-zone database does the
 * arithmetic; nothing here adds offsets by hand), in the product's one locale and clock.
 */

const cache = new Map<string, Intl.DateTimeFormat>();
const format = (key: string, options: Intl.DateTimeFormatOptions) => {
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(PRODUCT_LOCALE, options);
    cache.set(key, f);
  }
  return f;
};

/** "14:00" in the zone. */
export const timeIn = (zone: string, iso: string) => clock(iso, zone);

/** "Tuesday 1 December 2026, 14:00" in the zone. */
export const whenIn = (zone: string, iso: string) =>
  format(`w|${zone}`, {
    timeZone: zone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

/** "Tue 1 Dec" for a YYYY-MM-DD date (a calendar date: formatted in UTC so it never shifts). */
export const dayLabel = (date: string) =>
  format('d', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(`${date}T12:00:00Z`));

/** "Tuesday 1 December" for a YYYY-MM-DD date. */
export const longDayLabel = (date: string) =>
  format('D', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(`${date}T12:00:00Z`));

export { browserZone };

/**
 * The zone the viewer reads their sessions in (item 3 of #28): a concierge's own time-zone
 * setting (SPEC §3) comes with each session they host, as `concierge.timezone`; a person
 * without a setting reads the browser's zone. Notices use the same rule (notifications.ts).
 */
export const viewerZoneOf = (bookings: readonly Booking[]): string => viewerZone(conciergeZoneOf(bookings));

/** A concierge's own zone, as the sessions they host carry it (undefined for everyone else). */
export const conciergeZoneOf = (bookings: readonly Booking[]): string | null | undefined =>
  bookings.find((b) => b.role === 'concierge')?.concierge.timezone;

/** Every zone the browser knows, for the zone picker (the viewer's own first if missing). */
export function knownZones(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes(current) ? all : [current, ...all];
}

const icsText = (value: string) => value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
const icsTime = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** An iCalendar file for one session (RFC 5545), times in UTC so every calendar places it right. */
export function icsFor(booking: Booking, viewerName: string): string {
  const other = booking.role === 'booker' ? booking.concierge.display_name : booking.booker.display_name;
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//NeuroHealth Care//Concierge sessions//EN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:booking-${booking.id}@neurohealth.care`,
    `DTSTAMP:${icsTime(new Date().toISOString())}`,
    `DTSTART:${icsTime(booking.start)}`,
    `DTEND:${icsTime(booking.end)}`,
    `SUMMARY:${icsText(`Concierge session: ${viewerName} and ${other}`)}`,
    `DESCRIPTION:${icsText(`Join: ${booking.meeting_url}`)}`,
    `URL:${booking.meeting_url}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** Join opens from 10 minutes before the start until the end, as the server lets people into the call. */
export const canJoin = (b: Booking, now: number) =>
  b.status === 'scheduled' && callOpen(Date.parse(b.start), Date.parse(b.end), now);
/** Reschedule and Cancel only before the session starts. */
export const canChange = (b: Booking, now: number) => b.status === 'scheduled' && now < Date.parse(b.start);

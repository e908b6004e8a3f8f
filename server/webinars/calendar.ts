import { createEvent } from 'ics';
import type { Webinar } from '../../contract/webinar-schedule';

/**
 * The session's calendar entry (RFC 5545, written by the `ics` package), attached to the
 * confirmation: its start in UTC, so every calendar shows it in its owner's own time zone.
 */
export function webinarCalendar(w: Webinar, origin: string): string {
  const { error, value } = createEvent({
    uid: `${w.id}@webinars.neurohealth.care`,
    productId: 'neurohealth-care/webinars',
    method: 'PUBLISH',
    start: Date.parse(w.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: w.minutes },
    title: w.title,
    description: `${w.summary}\n\nJoining details are e-mailed the day before. ${origin}/webinar`,
    url: `${origin}/webinar`,
    status: 'CONFIRMED',
    organizer: { name: 'NeuroHealth Care', email: 'no-reply@neurohealth.local' },
  });
  if (error || !value) throw error ?? new Error('the calendar entry could not be written');
  return value;
}

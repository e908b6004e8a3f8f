// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleBooking, type Booking } from '../../../machines/booking/booking.types';
import type { Services } from '../../services';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { BookingsPage } from './BookingsPage';

// Thursday 28 November 2030, 14:00 UTC: 09:00 in New York, the coordinator's own zone setting.
const MOVED_TO = '2030-11-28T14:00:00.000Z';

/** A session moved once: the old one, marked rescheduled and linked, and the new one. */
function moved(role: Booking['role']): Booking[] {
  const old = sampleBooking(41, '2030-11-26T15:00:00.000Z', { status: 'rescheduled', rescheduled_to: 42, role });
  const fresh = sampleBooking(42, MOVED_TO, { rescheduled_from: 41, role });
  return [old, fresh];
}

const renderPage = (bookings: Booking[]) => {
  const mentorBooking = async () => ({ events: async () => bookings, cancel: async () => bookings[0]! });
  return renderWithSystem(<BookingsPage label="My bookings" viewerName="caregiver" />, {
    api: { mentorBooking } as unknown as Partial<Services>,
  });
};

const row = (id: number) => document.getElementById(`booking-${id}`)!;
/** The row, once the bookings have come. */
const rowLoaded = (id: number) => waitFor(() => expect(row(id)).toBeTruthy()).then(() => row(id));

describe('My bookings: a rescheduled session points to its new time (issue #28 item 13)', () => {
  it('shows the booker "Moved to Thu 28 Nov, 14:00" in their zone; the link brings the new session into view and marks it', async () => {
    await renderPage(moved('booker'));
    const link = await within(await rowLoaded(41)).findByRole('link', { name: 'Moved to Thu 28 Nov, 14:00' });
    expect(row(42).getAttribute('aria-current')).toBeNull();
    fireEvent.click(link);
    expect(row(42).getAttribute('aria-current')).toBe('true');
    // Keyboard and screen-reader users land on it too.
    expect(document.activeElement).toBe(row(42));
  });

  it('shows the concierge the same move in their own zone setting, not the browser’s (item 3)', async () => {
    await renderPage(moved('concierge'));
    expect(await within(await rowLoaded(41)).findByRole('link', { name: 'Moved to Thu 28 Nov, 09:00' })).toBeTruthy();
    expect(screen.getByText(/Times in America\/New_York/)).toBeTruthy();
  });
});

describe('My bookings: a session’s note (issue #63.7)', () => {
  it('offers "Add a note" on a completed session and one to come, "Open the note" where there is one, none on a cancelled one', async () => {
    const done = sampleBooking(51, '2030-11-01T15:00:00.000Z', { status: 'completed', meeting_id: 'm-51' });
    const coming = sampleBooking(52, '2030-12-01T15:00:00.000Z', { meeting_id: 'm-52' });
    const written = sampleBooking(53, '2030-11-02T15:00:00.000Z', {
      status: 'completed',
      meeting_id: 'm-53',
      note: { id: 9, is_shared: true },
    });
    const cancelled = sampleBooking(54, '2030-11-03T15:00:00.000Z', { status: 'cancelled', meeting_id: 'm-54' });
    await renderPage([done, coming, written, cancelled]);
    const add = await within(await rowLoaded(51)).findByRole('link', { name: /^Add a note on the session with / });
    expect(add.getAttribute('href')).toBe('/mentorship/notes?tab=1&openAddNote=true&meetingId=m-51');
    expect(
      within(row(52))
        .getByRole('link', { name: /^Add a note/ })
        .getAttribute('href'),
    ).toContain('meetingId=m-52');
    const open = within(row(53)).getByRole('link', { name: /^Open the note on the session with / });
    expect(open.getAttribute('href')).toBe('/mentorship/notes?tab=2&noteId=9&noteType=shared_by_me');
    expect(within(row(53)).queryByRole('link', { name: /^Add a note/ })).toBeNull();
    expect(within(row(54)).queryByRole('link', { name: /note/ })).toBeNull();
  });
});

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

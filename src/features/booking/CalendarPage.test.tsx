// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleBooking, type Booking } from '../../../machines/booking/booking.types';
import type { Services } from '../../services';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { CalendarPage, defaultCalendarView } from './CalendarPage';

/*
 * Issue #28 item 4: month cells showed "19:15 Session wi" and "03 Completed: S". Each entry is
 * now a compact, complete one (time and a short title, the full description for screen readers),
 * and a busy day shows two and "+N more", which opens the rest in a popover.
 */
const today = new Date();
const at = (hour: number) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 15, hour, 0)).toISOString();
const bookings: Booking[] = [
  sampleBooking(1, at(9)),
  sampleBooking(2, at(11), { status: 'completed' }),
  sampleBooking(3, at(14)),
  sampleBooking(4, at(16)),
];

describe('the calendar month view', () => {
  it('shows each entry as its time and a short title, and "+2 more" on a day with four sessions', async () => {
    const mentorBooking = async () => ({ events: async () => bookings, cancel: async () => bookings[0]! });
    await renderWithSystem(<CalendarPage view="month" onView={() => {}} onOpenBooking={() => {}} />, {
      api: { mentorBooking } as unknown as Partial<Services>,
    });
    const calendar = await screen.findByTestId('calendar');
    const entries = await within(calendar).findAllByTestId('calendar-entry');
    const [seen, heard] = Array.from(entries[0]!.children) as HTMLElement[];
    // What is seen is short and whole; what is heard is the whole title.
    expect(seen!.getAttribute('aria-hidden')).toBe('true');
    expect(seen!.textContent).toBe('09:00 Jordan');
    expect(heard!.textContent).toBe('09:00 Session with Jordan Lee');
    expect(entries[1]!.textContent).toContain('11:00 ✓ Jordan');
    expect(entries[1]!.textContent).toContain('Completed session with Jordan Lee');
    expect(within(calendar).getByText('+2 more')).toBeTruthy();
  });

  it('opens on the agenda on a phone and on the month on a wider screen', () => {
    expect(defaultCalendarView(390)).toBe('agenda');
    expect(defaultCalendarView(1280)).toBe('month');
  });
});

// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Availability } from '../../../machines/booking/booking.types';
import type { Services } from '../../services';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { AvailabilityPage } from './AvailabilityPage';

const availability: Availability = {
  timezone: 'America/New_York',
  offset: '-05:00',
  session_minutes: 60,
  buffer_minutes: 15,
  notice_minutes: 720,
  is_mentor: true,
  weekly: [{ id: 1, weekday: 1, start: '09:00', end: '17:30' }],
  overrides: [],
};

/*
 * Issue #28 item 3: the availability fields use the product's 24-hour clock like every other
 * time shown. A native time input follows the browser's locale (12-hour in an en-US browser), so
 * the fields are text fields that take and show "17:30", with the format said beside them.
 */
describe('the availability hours fields', () => {
  it('take and show times on the 24-hour clock, the format announced with each field', async () => {
    const mentorBooking = async () => ({ availability: async () => availability });
    await renderWithSystem(<AvailabilityPage />, { api: { mentorBooking } as unknown as Partial<Services> });
    const form = await screen.findByRole('form', { name: 'Add weekly hours' });
    for (const name of ['From', 'To']) {
      const input = within(form).getByLabelText(name) as HTMLInputElement;
      expect(input.type).toBe('text');
      expect(input.getAttribute('pattern')).toBeTruthy();
      expect(input.getAttribute('aria-describedby')).toBeTruthy();
      expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toMatch(/24-hour/);
    }
    expect((within(form).getByLabelText('To') as HTMLInputElement).value).toBe('12:00');
  });
});

// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleBooking } from '../../../machines/booking/booking.types';
import { BookingConfirmation } from './BookingConfirmation';
import { whenIn } from './format';

/* Issue #63.14: rescheduling confirmed "Session booked"; a moved session says so, from its old time to its new one. */
describe('the booking confirmation', () => {
  afterEach(cleanup);
  const booking = sampleBooking(42, '2030-11-28T14:00:00.000Z', { rescheduled_from: 41 });
  globalThis.URL.createObjectURL ??= () => 'blob:ics';
  globalThis.URL.revokeObjectURL ??= () => {};

  it('says a moved session is moved, from its old time to the new one', () => {
    render(
      <BookingConfirmation
        booking={booking}
        zone="UTC"
        viewerName="caregiver"
        onClose={() => {}}
        movedFrom="2030-11-26T15:00:00.000Z"
      />,
    );
    const said = screen.getByRole('status').textContent!;
    expect(said).toContain(`is moved from ${whenIn('UTC', '2030-11-26T15:00:00.000Z')} to ${whenIn('UTC', booking.start)}`);
    expect(said).not.toContain('booked');
  });

  it('says a new session is booked', () => {
    render(<BookingConfirmation booking={booking} zone="UTC" viewerName="caregiver" onClose={() => {}} />);
    expect(screen.getByRole('status').textContent).toMatch(/is booked\.$/);
  });
});

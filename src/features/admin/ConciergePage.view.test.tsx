// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Concierge, ConciergeRequest } from '../../../contract/admin-concierge';
import type { Services } from '../../services';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { ConciergePage } from './ConciergePage';

const AMARA: Concierge = {
  user_id: 5,
  user_name: 'amara.okafor',
  first_name: 'Amara',
  last_name: 'Okafor',
  user_type: 5,
  is_mentor: true,
  upcoming_sessions: 3,
  rating: 4.9,
  review_count: 12,
};
const REQUEST: ConciergeRequest = {
  id: 9,
  user: { user_id: 7, user_name: 'careseeker', first_name: 'Daniel', last_name: 'Reyes', user_type: 2 },
  as_type: 4,
  message: '<b>I run a speech practice</b>',
  status: 'pending',
  created_at: '2026-11-20T10:00:00.000Z',
  decided_at: null,
  decision_reason: null,
};
const REFUSED = Object.assign(new Error('409'), {
  refusal: { code: 'conflict', message: 'That request was already approved.' },
});

function fakeService({ refuseDecision = false } = {}) {
  const asked: Record<string, unknown>[] = [];
  const sent: unknown[][] = [];
  let amara = AMARA;
  const adminConcierge = async () => ({
    concierges: async (f: Record<string, unknown>) => (asked.push(f), { data: [amara], total: 1, page: 0, size: 20 }),
    requests: async () => ({ data: [REQUEST], total: 1, page: 0, size: 20 }),
    bookings: async () => ({
      data: [
        {
          id: 41,
          start: '2026-12-01T15:00:00.000Z',
          end: '2026-12-01T16:00:00.000Z',
          status: 'cancelled',
          booker: { user_id: 3, user_name: 'caregiver', first_name: 'Maya', last_name: 'Chen' },
        },
      ],
      total: 1,
      page: 0,
      size: 20,
    }),
    setMentoring: async (id: number, on: boolean, reason: string) => {
      sent.push(['mentoring', id, on, reason]);
      amara = { ...amara, is_mentor: on, upcoming_sessions: 0 };
      return { concierge: amara, cancelled: 3 };
    },
    decide: async (id: number, decision: string, reason: string) => {
      sent.push([decision, id, reason]);
      if (refuseDecision) throw REFUSED;
      return { ...REQUEST, status: 'declined', decision_reason: reason };
    },
  });
  return { api: { adminConcierge } as unknown as Partial<Services>, asked, sent };
}

describe('/admin, concierge administration', () => {
  it('lists concierges sorted by the server, switches mentoring off after saying how many sessions go, with a reason', async () => {
    const fake = fakeService();
    await renderWithSystem(<ConciergePage />, { api: fake.api });
    const row = (await screen.findByRole('rowheader', { name: /Amara Okafor/ })).closest('tr')!;
    // The type in words, not its code (#63.14).
    expect(within(row).getByRole('rowheader').textContent).toBe('Amara Okafor (Care coordinator)');
    expect(await screen.findByText('Daniel Reyes (careseeker) asks to be a care provider')).toBeTruthy();
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3', '4.9', '12', 'On', 'Switch offBookings']);
    fireEvent.click(screen.getByRole('button', { name: 'Upcoming sessions' }));
    await waitFor(() => expect(fake.asked.at(-1)).toMatchObject({ sort: 'upcoming', order: 'asc', page: 0 }));

    fireEvent.click(within(row).getByRole('button', { name: 'Switch off mentoring for Amara Okafor' }));
    const form = screen.getByRole('form', { name: 'Confirm the action' });
    expect(within(form).getByText(/3 upcoming sessions will be cancelled and both people told/)).toBeTruthy();
    expect((within(form).getByRole('button', { name: 'Confirm' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(form).getByLabelText('Reason (kept in the audit log)'), { target: { value: ' On leave ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/mentoring is off for Amara Okafor; 3 sessions were cancelled/)).toBeTruthy();
    expect(fake.sent).toEqual([['mentoring', 5, false, 'On leave']]);
    // The table is read again and shows the change.
    await waitFor(() => expect(within(screen.getByRole('table')).getByText('Off')).toBeTruthy());

    fireEvent.click(screen.getByRole('button', { name: 'Bookings of Amara Okafor' }));
    const bookings = await screen.findByRole('region', { name: 'Bookings of Amara Okafor' });
    expect(await within(bookings).findByText('Maya Chen (caregiver)')).toBeTruthy();
    expect(within(bookings).getByText('cancelled')).toBeTruthy();
  });

  it("shows a request's message as text, and the server's refusal of a decision with the reason kept", async () => {
    const fake = fakeService({ refuseDecision: true });
    await renderWithSystem(<ConciergePage />, { api: fake.api });
    const requests = await screen.findByRole('region', { name: 'Requests to become a concierge' });
    expect(await within(requests).findByText('<b>I run a speech practice</b>')).toBeTruthy();
    fireEvent.click(within(requests).getByRole('button', { name: 'Decline Daniel Reyes' }));
    const form = screen.getByRole('form', { name: 'Confirm the action' });
    fireEvent.change(within(form).getByLabelText('Reason (kept in the audit log)'), { target: { value: 'No certificate' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('That request was already approved.'));
    expect((within(form).getByLabelText('Reason (kept in the audit log)') as HTMLTextAreaElement).value).toBe('No certificate');
    expect(fake.sent).toEqual([['decline', 9, 'No certificate']]);
  });
});

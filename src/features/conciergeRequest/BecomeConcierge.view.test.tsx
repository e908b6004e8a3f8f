// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConciergeRequest } from '../../../contract/admin-concierge';
import type { Services } from '../../services';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { BecomeConcierge } from './BecomeConcierge';

const DECLINED: ConciergeRequest = {
  id: 9,
  user: { user_id: 7, user_name: 'careseeker', first_name: 'Daniel', last_name: 'Reyes', user_type: 2 },
  as_type: 5,
  message: 'I coordinate care',
  status: 'declined',
  created_at: '2026-11-20T10:00:00.000Z',
  decided_at: '2026-11-21T10:00:00.000Z',
  decision_reason: '<i>Add your certificate</i>',
};

function fake(mine: ConciergeRequest | null) {
  const sent: [number, string][] = [];
  const conciergeRequest = async () => ({
    mine: async () => mine,
    send: async (asType: number, message: string) => {
      sent.push([asType, message]);
      return { ...DECLINED, id: 10, as_type: asType, message, status: 'pending', decided_at: null, decision_reason: null };
    },
  });
  return { api: { conciergeRequest } as unknown as Partial<Services>, sent };
}

describe("Settings' Become a concierge", () => {
  it("shows a declined request with the administrator's reason as text, sends a new one and shows it waiting", async () => {
    const f = fake(DECLINED);
    await renderWithSystem(<BecomeConcierge />, { api: f.api });
    expect(await screen.findByText('<i>Add your certificate</i>')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Ask to become a concierge' });
    const send = within(form).getByRole('button', { name: 'Send request' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.click(within(form).getByLabelText('Care provider'));
    fireEvent.change(within(form).getByLabelText('Why you would be a good concierge'), {
      target: { value: ' Certified since 2020 ' },
    });
    fireEvent.click(send);
    expect(
      await screen.findByText('Your request to become a concierge (care provider) is waiting for an administrator.'),
    ).toBeTruthy();
    expect(f.sent).toEqual([[4, 'Certified since 2020']]);
    // While it waits there is nothing more to send.
    expect(screen.queryByRole('form', { name: 'Ask to become a concierge' })).toBeNull();
  });
});

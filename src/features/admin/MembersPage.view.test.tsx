// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Member, MemberDetail } from '../../../contract/admin';
import type { Services } from '../../services';
import type { MemberAction, MemberFilters } from '../../services/admin';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { MembersPage } from './MembersPage';

const DANIEL: Member = {
  user_id: 7,
  user_name: 'careseeker',
  first_name: 'Daniel',
  last_name: 'Reyes',
  // SPEC §6: a care seeker is called by their user name (issue #63.6), as the server says.
  display_name: 'careseeker',
  email: 'careseeker@example.test',
  user_type: 2,
  is_mentor: false,
  joined_at: '2026-01-01T00:00:00.000Z',
  suspended: false,
  suspended_until: null,
  suspension_reason: null,
};
const REFUSED = Object.assign(new Error('409'), {
  refusal: { code: 'conflict', message: 'An administrator cannot do this to their own account.' },
});

function fakeAdmin(options: { refuse?: boolean } = {}) {
  const asked: MemberFilters[] = [];
  const acts: [number, MemberAction][] = [];
  const opens: [number, string | undefined][] = [];
  let current = DANIEL;
  const admin = async () => ({
    member: async (id: number, reason?: string): Promise<MemberDetail> => {
      opens.push([id, reason]);
      return { ...current, pin_locked_until: '2030-01-01T10:00:00.000Z', sign_in_locked_until: null };
    },
    members: async (f: MemberFilters) => (asked.push(f), { data: [current], total: 1, page: 0, size: 20 }),
    act: async (id: number, action: MemberAction): Promise<MemberDetail> => {
      acts.push([id, action]);
      if (options.refuse) throw REFUSED;
      current = { ...current, suspended: true, suspended_until: null, suspension_reason: action.reason };
      return { ...current, pin_locked_until: null, sign_in_locked_until: null };
    },
  });
  return { api: { admin } as unknown as Partial<Services>, asked, acts, opens };
}

describe('/admin-members', () => {
  it('asks the server for the filters and sort, opens a member, suspends them with a reason', async () => {
    const fake = fakeAdmin();
    await renderWithSystem(<MembersPage />, { api: fake.api });
    expect(await screen.findByRole('status')).toHaveProperty('textContent', '1 member');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'false' } });
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(fake.asked.at(-1)).toMatchObject({ suspended: 'false', sort: 'name', order: 'asc', page: 0 }));

    fireEvent.click(await screen.findByRole('button', { name: 'careseeker' }));
    const panel = screen.getByRole('region', { name: 'careseeker' });
    // Nothing of the account shows before the administrator says why they open it.
    expect(within(panel).queryByText('careseeker@example.test')).toBeNull();
    expect(within(panel).queryByLabelText('Suspend for')).toBeNull();
    const open = within(panel).getByRole('button', { name: 'Open account' }) as HTMLButtonElement;
    expect(open.disabled).toBe(true);
    fireEvent.change(within(panel).getByLabelText(/^Why are you opening this account\?/), {
      target: { value: ' Checking a reported message ' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Open account' }));
    expect(await within(panel).findByText('careseeker@example.test')).toBeTruthy();
    expect(within(panel).getByText(/^Locked until/)).toBeTruthy();
    expect(fake.opens).toEqual([[7, 'Checking a reported message']]);
    fireEvent.change(within(panel).getByLabelText('Suspend for'), { target: { value: 'forever' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Suspend' }));
    const confirm = within(panel).getByRole('button', { name: 'Confirm: Suspend' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(panel).getByLabelText('Reason (kept in the audit log)'), { target: { value: 'Spam' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Confirm: Suspend' }));
    expect(await within(panel).findByText('Done. The audit log keeps this action with its reason.')).toBeTruthy();
    expect(fake.acts).toEqual([[7, { kind: 'suspend', reason: 'Spam', until: null }]]);
    expect(within(panel).getByText('Suspended indefinitely: Spam')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Unsuspend' })).toBeTruthy();
  });

  it("shows the server's refusal and keeps the reason for Try again", async () => {
    const fake = fakeAdmin({ refuse: true });
    await renderWithSystem(<MembersPage />, { api: fake.api });
    fireEvent.click(await screen.findByRole('button', { name: 'careseeker' }));
    const panel = screen.getByRole('region', { name: 'careseeker' });
    fireEvent.change(within(panel).getByLabelText(/^Why are you opening this account\?/), { target: { value: 'Forgot PIN' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Open account' }));
    fireEvent.click(await within(panel).findByRole('button', { name: 'Unlock sign-in and PIN' }));
    fireEvent.change(within(panel).getByLabelText('Reason (kept in the audit log)'), { target: { value: 'Forgot PIN' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Confirm: Unlock sign-in and PIN' }));
    await waitFor(() =>
      expect(within(panel).getByRole('alert').textContent).toBe('An administrator cannot do this to their own account.'),
    );
    expect((within(panel).getByLabelText('Reason (kept in the audit log)') as HTMLTextAreaElement).value).toBe('Forgot PIN');
    expect(within(panel).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('signs a member out everywhere once a reason is given', async () => {
    const fake = fakeAdmin();
    await renderWithSystem(<MembersPage />, { api: fake.api });
    fireEvent.click(await screen.findByRole('button', { name: 'careseeker' }));
    const panel = screen.getByRole('region', { name: 'careseeker' });
    fireEvent.change(within(panel).getByLabelText(/^Why are you opening this account\?/), { target: { value: 'Lost phone' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Open account' }));
    fireEvent.click(await within(panel).findByRole('button', { name: 'Sign out everywhere' }));
    fireEvent.change(within(panel).getByLabelText('Reason (kept in the audit log)'), { target: { value: 'Lost their phone' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Confirm: Sign out everywhere' }));
    expect(await within(panel).findByText('Done. The audit log keeps this action with its reason.')).toBeTruthy();
    expect(fake.acts).toEqual([[7, { kind: 'signOutEverywhere', reason: 'Lost their phone' }]]);
  });
});

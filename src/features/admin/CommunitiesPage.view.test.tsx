// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminCommunity } from '../../../contract/admin-communities';
import type { Services } from '../../services';
import type { CommunityAction } from '../../services/admin';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { CommunitiesPage } from './CommunitiesPage';

const SLEEP: AdminCommunity = {
  community_id: 3,
  community_name: 'Sleep',
  description: 'Nights <b>without</b> waking',
  join_policy: 'PUBLIC',
  member_count: 12,
  post_count: 1,
  last_activity_at: '2026-11-20T10:00:00.000Z',
  created_at: '2026-01-01T00:00:00.000Z',
  archived: false,
  pinned_for_everyone: true,
  moderators: [{ user_id: 7, user_name: 'mentor', display_name: 'Maya Chen' }],
};

function fakeAdmin(refuse = false) {
  const asked: unknown[] = [];
  const acts: (CommunityAction & { reason: string })[] = [];
  const admin = async () => ({
    communities: async (f: unknown) => (asked.push(f), { data: [SLEEP], total: 1, page: 0, size: 20 }),
    actOnCommunity: async (a: CommunityAction & { reason: string }) => {
      acts.push(a);
      if (refuse)
        throw Object.assign(new Error('409'), { refusal: { code: 'conflict', message: 'There is no member called nobody.' } });
      return SLEEP;
    },
  });
  return { api: { admin } as unknown as Partial<Services>, asked, acts };
}

const confirmWith = async (name: string, reason: string) => {
  const form = screen.getByRole('form', { name });
  expect((within(form).getByRole('button', { name: 'Confirm' }) as HTMLButtonElement).disabled).toBe(true);
  fireEvent.change(within(form).getByLabelText('Reason (kept in the audit log)'), { target: { value: reason } });
  fireEvent.click(within(form).getByRole('button', { name: 'Confirm' }));
  return form;
};

describe('/admin-communities', () => {
  it('shows each community with its counts and moderators; creates one, archives and removes a moderator, each with a reason', async () => {
    const fake = fakeAdmin();
    await renderWithSystem(<CommunitiesPage />, { api: fake.api });
    const sleep = (await screen.findByRole('article', { name: 'Sleep' })) as HTMLElement;
    expect(within(sleep).getByText('Active · Pinned for everyone · Anyone may join')).toBeTruthy();
    expect(within(sleep).getByText(/12 members, 1 post, last activity/)).toBeTruthy();
    expect(within(sleep).getByText('Nights <b>without</b> waking')).toBeTruthy();
    expect(within(sleep).getByText('Maya Chen (mentor)')).toBeTruthy();

    const create = screen.getByRole('group', { name: 'New community' });
    fireEvent.change(within(create).getByLabelText('Name'), { target: { value: 'School' } });
    fireEvent.change(within(create).getByLabelText('Joining'), { target: { value: 'APPROVAL' } });
    fireEvent.click(within(create).getByRole('button', { name: 'Create' }));
    await confirmWith('Create School', 'Asked for by many');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Created the community.'));

    fireEvent.click(within(await screen.findByRole('article', { name: 'Sleep' })).getByRole('button', { name: 'Archive' }));
    await confirmWith('Archive Sleep', 'Inactive');
    await waitFor(() => expect(fake.acts).toHaveLength(2));
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Sleep' })).getByRole('button', { name: 'Remove mentor as a moderator' }),
    );
    await confirmWith('Remove mentor as a moderator of Sleep', 'Stepped down');
    await waitFor(() => expect(fake.acts).toHaveLength(3));
    expect(fake.acts).toEqual([
      {
        kind: 'create',
        fields: { community_name: 'School', description: '', join_policy: 'APPROVAL' },
        reason: 'Asked for by many',
      },
      { kind: 'archive', communityId: 3, reason: 'Inactive' },
      { kind: 'removeModerator', communityId: 3, userName: 'mentor', reason: 'Stepped down' },
    ]);
  });

  it('searches and sorts on the server; a refused moderator keeps its reason for Try again', async () => {
    const fake = fakeAdmin(true);
    await renderWithSystem(<CommunitiesPage />, { api: fake.api });
    await screen.findByRole('article', { name: 'Sleep' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Name' }), { target: { value: 'sle' } });
    fireEvent.change(screen.getByLabelText('Order'), { target: { value: 'members' } });
    await waitFor(() => expect(fake.asked.at(-1)).toEqual({ q: 'sle', sort: 'members', order: 'desc', page: 0 }));
    const sleep = (await screen.findByRole('article', { name: 'Sleep' })) as HTMLElement;
    fireEvent.change(within(sleep).getByLabelText('User name'), { target: { value: 'nobody' } });
    fireEvent.click(within(sleep).getByRole('button', { name: 'Add moderator' }));
    const form = await confirmWith('Make nobody a moderator of Sleep', 'Helps a lot');
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('There is no member called nobody.'));
    expect((within(form).getByLabelText('Reason (kept in the audit log)') as HTMLTextAreaElement).value).toBe('Helps a lot');
  });
});

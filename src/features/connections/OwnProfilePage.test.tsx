// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProfileUpdate } from '../../../contract/connections-profile';
import { ProfileRefused, type OwnProfile } from '../../../machines/connections/profileEditor.types';
import type { Services } from '../../services';
import { fakeAuth } from '../../testing/auth';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { testUsers } from '../../testing/users';
import { OwnProfilePage } from './OwnProfilePage';

const mine = (changes: Partial<OwnProfile['user']> = {}): OwnProfile => ({
  user: { ...testUsers.caregiver, first_sign_in: false, ...changes },
  bio: 'Parent of two.',
  mentor_bio: null,
  who_can_message: 'everyone',
  who_sees_communities: 'everyone',
  badges: [],
});

function render(save: (body: ProfileUpdate) => Promise<OwnProfile>, profile = mine()) {
  const saved: ProfileUpdate[] = [];
  const connections = async () => ({
    ownProfile: async () => profile,
    saveProfile: async (_me: number, body: ProfileUpdate) => (saved.push(body), save(body)),
  });
  const auth = fakeAuth({ user: testUsers.caregiver });
  return renderWithSystem(<OwnProfilePage />, {
    actors: { auth: auth.logic },
    api: { connections } as unknown as Partial<Services>,
    path: '/user-profile',
  }).then((view) => ({ view, saved }));
}

describe('the own profile', () => {
  it('edits names, bio and privacy; Save sends them and the session’s user changes at once', async () => {
    const { view, saved } = await render(async (body) => mine({ first_name: body.first_name }));
    const first = await screen.findByLabelText('First name');
    expect(screen.getByRole('button', { name: 'Save changes' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(first, { target: { value: 'Maia' } });
    fireEvent.click(screen.getByRole('radio', { name: 'People I follow' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/Saved/));
    expect(saved[0]).toMatchObject({ first_name: 'Maia', who_can_message: 'following', bio: 'Parent of two.' });
    await waitFor(() => expect(view.actor('auth').getSnapshot().context.user?.first_name).toBe('Maia'));
  });

  it('a taken user name is shown beside the field, with what was typed kept', async () => {
    await render(() =>
      Promise.reject(new ProfileRefused('That user name is taken.', { user_name: 'That user name is taken. Choose another.' })),
    );
    const userName = await screen.findByLabelText('User name');
    fireEvent.change(userName, { target: { value: 'careseeker' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('That user name is taken. Choose another.')).toBeTruthy();
    expect(screen.getByLabelText('User name').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('User name') as HTMLInputElement).value).toBe('careseeker');
  });

  it('a concierge sees their badges, and a mentor their concierge fields', async () => {
    await render(async (b) => mine({ first_name: b.first_name }), {
      ...mine({ is_mentor: true }),
      mentor_bio: 'Ten years with families.',
      badges: [{ badge: 'Rising Star', description: 'Five sessions with good reviews.', earned_at: '2026-01-01T00:00:00.000Z' }],
    });
    expect(await screen.findByRole('heading', { name: 'Your badges' })).toBeTruthy();
    expect(screen.getByText('Rising Star')).toBeTruthy();
    expect((screen.getByLabelText('About you as a concierge') as HTMLTextAreaElement).value).toBe('Ten years with families.');
    expect(screen.getByLabelText('Concierge picture')).toBeTruthy();
  });
});

// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConnectionsRefused, type PublicProfile } from '../../../machines/connections/connections.types';
import type { Services } from '../../services';
import { fakeAuth } from '../../testing/auth';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { testUsers } from '../../testing/users';
import { ProfilePage } from './ProfilePage';

const jordan: PublicProfile = {
  user: { user_id: 4, user_name: 'jordan', display_name: 'Jordan Lee', user_type: 5, is_mentor: true, profile_picture: null },
  bio: 'Helps families find respite care.',
  relation: 'none',
  request_id: null,
  communities: null,
  next_free: null,
  rating: null,
  blocked: false,
};

function fakes(profile: PublicProfile | null, send: () => Promise<{ requestId: number }>) {
  const sent: number[] = [];
  const connections = async () => ({
    profile: async () => profile,
    send: async (_me: number, userId: number) => (sent.push(userId), send()),
  });
  return { api: { connections } as unknown as Partial<Services>, sent };
}

const render = (name: string, api: Partial<Services>) =>
  renderWithSystem(<ProfilePage userName={name} />, {
    actors: { auth: fakeAuth({ user: testUsers.caregiver }).logic },
    api,
    path: `/user?u=${name}`,
  });

describe('the public profile', () => {
  it('shows the picture with its frame, display name, user type and bio; Follow becomes Requested on the server’s answer', async () => {
    const { api, sent } = fakes(jordan, async () => ({ requestId: 31 }));
    await render('jordan', api);
    expect(await screen.findByRole('heading', { name: 'Jordan Lee' })).toBeTruthy();
    expect(screen.getAllByText(/Care coordinator/).length).toBeGreaterThan(0);
    expect(screen.getByText('Helps families find respite care.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Message' }).getAttribute('href')).toBe('/people-chat?u=jordan');
    expect(screen.getByRole('button', { name: 'Block' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Follow Jordan Lee' }));
    expect(await screen.findByRole('button', { name: /^Requested/ })).toBeTruthy();
    expect(sent).toEqual([4]);
  });

  it('shows a concierge’s next free time and reviews, and the communities the server gave; none when it gave none', async () => {
    const { api } = fakes(
      {
        ...jordan,
        next_free: '2030-03-04T15:00:00.000Z',
        rating: { average: 4.5, count: 2 },
        communities: [{ community_id: 3, community_name: 'Epilepsy parents', image_url: null }],
      },
      async () => ({ requestId: 1 }),
    );
    await render('jordan', api);
    expect(await screen.findByText('4.5 out of 5 from 2 reviews')).toBeTruthy();
    expect(screen.getByText('Next free time')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Epilepsy parents' }).getAttribute('href')).toBe('/community/overview/3');
  });

  it('hidden communities (null from the server) leave no Communities section', async () => {
    const { api } = fakes(jordan, async () => ({ requestId: 1 }));
    await render('jordan', api);
    await screen.findByRole('heading', { name: 'Jordan Lee' });
    expect(screen.queryByRole('heading', { name: 'Communities' })).toBeNull();
  });

  it('a refused follow stays on Follow with the server’s words', async () => {
    const { api } = fakes(jordan, () =>
      Promise.reject(new ConnectionsRefused({ code: 'blocked', message: 'You cannot follow this person.' })),
    );
    await render('jordan', api);
    fireEvent.click(await screen.findByRole('button', { name: 'Follow Jordan Lee' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('You cannot follow this person.'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Follow Jordan Lee' })).toBeTruthy());
  });

  it('an unknown name or someone who blocked the reader (the server answers both alike) is "not found"', async () => {
    const { api } = fakes(null, async () => ({ requestId: 1 }));
    await render('nobody', api);
    expect(await screen.findByRole('heading', { name: 'Profile not found' })).toBeTruthy();
  });
});

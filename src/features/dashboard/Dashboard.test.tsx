// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Services } from '../../services';
import { fakeAuth } from '../../testing/auth';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { testUsers } from '../../testing/users';
import { countsWiring } from '../counts/wiring';
import { Dashboard } from './Dashboard';

const services = {
  notifications: { bellCount: async () => 2 },
  chatUnread: { unreadCount: async () => 150 },
  userManager: { pendingInvitationCount: async () => 1 },
} as unknown as Services;

describe('the dashboard', () => {
  it('greets the person by their display name and links each count to its page', async () => {
    await renderWithSystem(<Dashboard />, {
      actors: {
        auth: fakeAuth({ user: testUsers.coordinator }).logic,
        counts: { logic: countsWiring({ api: async () => services }), input: { userId: testUsers.coordinator.user_id } },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Jordan Lee' })).toBeTruthy();
    const cards = screen.getByRole('list');
    await within(cards).findByRole('link', { name: 'Messages 99+ unread' });
    expect(within(cards).getByRole('link', { name: 'Notifications 2 new since your last visit' }).getAttribute('href')).toBe(
      '/notification',
    );
    expect(within(cards).getByRole('link', { name: 'Connection requests 1 waiting for you' }).getAttribute('href')).toBe(
      '/connectpeople',
    );
    expect(cards.getAttribute('aria-busy')).toBe('false');
  });

  it('greets "Welcome" on the first sign-in, as the server says, and "Welcome back" after (#28.6)', async () => {
    const counts = { logic: countsWiring({ api: async () => services }), input: { userId: testUsers.caregiver.user_id } };
    const first = await renderWithSystem(<Dashboard />, {
      actors: { auth: fakeAuth({ user: { ...testUsers.caregiver, first_sign_in: true } }).logic, counts },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, sam' })).toBeTruthy();
    first.unmount();
    await renderWithSystem(<Dashboard />, {
      actors: { auth: fakeAuth({ user: { ...testUsers.caregiver, first_sign_in: false } }).logic, counts },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, sam' })).toBeTruthy();
  });

  it('renders nothing until the profile is known', async () => {
    await renderWithSystem(<Dashboard />);
    expect(screen.queryByRole('heading')).toBeNull();
  });
});

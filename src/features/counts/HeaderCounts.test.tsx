// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Services } from '../../services';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { HeaderCounts } from './HeaderCounts';
import { countsWiring } from './wiring';

const servicesWith = (counts: { bell: number | Error; chats: number; invitations: number }) =>
  ({
    notifications: {
      bellCount: async () => {
        if (counts.bell instanceof Error) throw counts.bell;
        return counts.bell;
      },
    },
    chatUnread: { unreadCount: async () => counts.chats },
    userManager: { pendingInvitationCount: async () => counts.invitations },
  }) as unknown as Services;

const countsActor = (services: Services) => ({
  logic: countsWiring({ api: async () => services }),
  input: { userId: 1 },
});

describe('HeaderCounts', () => {
  it('shows each count from its service, and a live increment, in the links people read', async () => {
    const view = await renderWithSystem(<HeaderCounts />, {
      actors: { counts: countsActor(servicesWith({ bell: 3, chats: 120, invitations: 0 })) },
    });
    expect(await screen.findByRole('link', { name: 'Notifications, 3 new' })).toHaveProperty(
      'href',
      expect.stringMatching(/\/notification$/),
    );
    // SPEC §3: counts over 99 read 99+.
    expect(screen.getByRole('link', { name: 'Messages, 99+ new' }).getAttribute('href')).toBe('/people-chat?t=1');
    expect(screen.getByRole('link', { name: 'Connections, 0 new' })).toBeTruthy();

    view.actor('counts').send({ type: 'count.increment', count: 'notifications' });
    expect(await screen.findByRole('link', { name: 'Notifications, 4 new' })).toBeTruthy();
  });

  it('shows 0 when a count cannot be loaded, and the others still load (SPEC §8)', async () => {
    await renderWithSystem(<HeaderCounts />, {
      actors: { counts: countsActor(servicesWith({ bell: new Error('503'), chats: 2, invitations: 1 })) },
    });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Messages, 2 new' })).toBeTruthy());
    expect(screen.getByRole('link', { name: 'Notifications, 0 new' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Connections, 1 new' })).toBeTruthy();
  });

  it('renders zeros, not an error, while the counts actor is not running', async () => {
    await renderWithSystem(<HeaderCounts />);
    expect(screen.getByRole('link', { name: 'Messages, 0 new' })).toBeTruthy();
  });
});

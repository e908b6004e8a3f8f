// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LIMITS } from '../../../machines/domain/constants';
import type { NotificationItem } from '../../../machines/notificationsPage/notificationsPage.machine';
import type { Services } from '../../services';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { countsWiring } from '../counts/wiring';
import { NotificationsPage } from './NotificationsPage';

const PAGE_SIZE = LIMITS.notificationPageSize;
const item = (id: number): NotificationItem => ({
  id,
  type: 'COMMUNITY',
  sub_type: null,
  notification_text: `Notice ${id}`,
  notification_from: id === 1 ? 'SYSADMIN' : 'user',
  notification_username: 'Ana',
  user_image_url: null,
  post_id: null,
  community_id: 40 + id,
  notification_ts: '2025-03-05T10:00:00Z',
  is_read: id % 2 === 0,
});

/** The notifications service as the server behaves: newest first, ten a page. */
function fakeNotifications(count: number, options: { failList?: boolean } = {}) {
  let rows = Array.from({ length: count }, (_, i) => item(count - i));
  const calls: string[] = [];
  const notifications = {
    markAllSeen: async () => void calls.push('markAllSeen'),
    list: async (_userId: number, page: number) => {
      if (options.failList) throw new Error('503');
      return { items: rows.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE), total: rows.length };
    },
    markRead: async (id: number) => void calls.push(`markRead ${id}`),
    deleteOne: async (id: number) => {
      rows = rows.filter((row) => row.id !== id);
    },
    deleteAll: async () => {
      rows = [];
    },
    bellCount: async () => 4,
  };
  return { notifications, calls };
}

const renderPage = (notifications: object, open = vi.fn()) => {
  const api = { notifications } as unknown as Services;
  return renderWithSystem(<NotificationsPage userId={7} />, {
    api,
    open,
    actors: { counts: { logic: countsWiring({ api: async () => api }), input: { userId: 7 } } },
  });
};

describe('the notifications page', () => {
  it('lists ten, loads more, and marks everything seen so the bell shows 0', async () => {
    const { notifications, calls } = fakeNotifications(12);
    const view = await renderPage(notifications);
    const list = await screen.findByTestId('notification-list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(PAGE_SIZE);
    expect(screen.getByText(`Showing ${PAGE_SIZE} of 12`)).toBeTruthy();
    expect(calls).toContain('markAllSeen');
    await waitFor(() => expect(view.actor('counts').getSnapshot().context.notifications).toBe(0));

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getByText('Showing 12 of 12')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    // Unread ones say so to screen readers; the system's come from the product.
    expect(within(list).getByText('Notice 1').closest('button')?.textContent).toMatch(/^Unread: Notice 1NeuroHealth Care/);
  });

  it('opening one marks it read and goes where its toast would; deleting one removes it', async () => {
    const { notifications, calls } = fakeNotifications(3);
    const open = vi.fn();
    await renderPage(notifications, open);
    fireEvent.click(await screen.findByRole('button', { name: /^Unread: Notice 3 / }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/community/overview/43'));
    expect(calls).toContain('markRead 3');

    fireEvent.click(screen.getByRole('button', { name: 'Delete notification: Notice 2' }));
    await waitFor(() => expect(screen.queryByText('Notice 2')).toBeNull());
    expect(screen.getByText('Showing 2 of 2')).toBeTruthy();
  });

  it('Delete all asks first; Cancel keeps them, confirming empties the page', async () => {
    const { notifications } = fakeNotifications(2);
    await renderPage(notifications);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete all' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete all notifications?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getAllByTestId('notification-item')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Delete all' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete all' }));
    expect(await screen.findByText('You have no notifications.')).toBeTruthy();
  });

  it('a list that cannot be loaded says so and offers to try again', async () => {
    const { notifications } = fakeNotifications(2, { failList: true });
    await renderPage(notifications);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your notifications could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('writes a booking notice from its instant in the reader’s zone setting, with the same clock as everywhere (issue #28 item 3)', async () => {
    const booking: NotificationItem = {
      ...item(5),
      type: 'Concierge',
      notification_text: 'caregiver booked a session with you.',
      notification_username: 'caregiver',
      post_id: 12,
      notification_ts: '2026-11-25T15:00:00Z',
      starts_at: '2026-11-27T18:00:00.000Z',
      booking_change: 'booked',
      timezone: 'America/New_York',
    };
    await renderPage({ ...fakeNotifications(0).notifications, list: async () => ({ items: [booking], total: 1 }) });
    const row = await screen.findByTestId('notification-item');
    expect(within(row).getByTestId('notification-text').textContent).toBe(
      'Fri 27 Nov, 13:00: caregiver booked a session with you',
    );
    // When it came, in the same zone and the 24-hour clock: 15:00 UTC is 10:00 in New York.
    expect(within(row).getByText('25 November 2026 at 10:00')).toBeTruthy();
  });

  it('names the sender once, by the display name they have everywhere, with the kind of notice under it (issue #63.6)', async () => {
    const follow: NotificationItem = {
      ...item(6),
      type: 'Follow Request',
      notification_text: 'Brightpath Neuro Therapy wants to connect with you.',
      notification_from: '4',
      notification_username: 'provider',
      notification_display_name: 'Brightpath Neuro Therapy',
    };
    await renderPage({ ...fakeNotifications(0).notifications, list: async () => ({ items: [follow], total: 1 }) });
    const row = await screen.findByTestId('notification-item');
    expect(within(row).getByTestId('notification-text').textContent).toBe('Brightpath Neuro Therapy wants to connect with you.');
    // Not the user name beside it: the line under the text says what kind of notice it is.
    expect(row.textContent).not.toContain('provider');
    expect(within(row).getByText(/^Follow request ·/)).toBeTruthy();
    // The avatar's initials are the display name's.
    expect(row.textContent).toContain('BT');
  });
});

// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_NOTIFICATION_CHOICE,
  NOTIFIABLE_TYPES,
  type NotificationChoices,
  type Preferences,
} from '../../../contract/preferences';
import type { Services } from '../../services';
import type { SaveAnswer } from '../../services/preferences';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { NotificationsSection } from './NotificationsSection';

const defaults = Object.fromEntries(NOTIFIABLE_TYPES.map((t) => [t, DEFAULT_NOTIFICATION_CHOICE])) as NotificationChoices;
const prefs = (notifications: NotificationChoices): Preferences => ({
  timezone: null,
  offset: null,
  notifications,
  display: null,
  display_version: 0,
});

function fakeService(save: (n: NotificationChoices) => Promise<SaveAnswer>) {
  const saveNotifications = vi.fn(save);
  const service = { read: async () => prefs(defaults), saveNotifications };
  return { saveNotifications, api: { preferences: async () => service } as unknown as Partial<Services> };
}

describe('NotificationsSection', () => {
  it('loads the choices into labelled checkboxes, saves a change and says so', async () => {
    const { saveNotifications, api } = fakeService(async (n) => ({ ok: true, preferences: prefs(n) }));
    await renderWithSystem(<NotificationsSection />, { api });
    const popups = await screen.findByRole('checkbox', { name: 'Show a pop-up: Posts, comments and upvotes' });
    expect((popups as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'E-mail digest: Messages' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(popups);
    fireEvent.click(screen.getByRole('button', { name: 'Save notifications' }));
    expect(await screen.findByText('Notification choices saved.')).toBeTruthy();
    expect(saveNotifications.mock.calls[0]![0].Post).toEqual({ toast: false, sound: true, email: false });
  });

  it('shows the server’s refusal as text', async () => {
    const { api } = fakeService(async () => ({ ok: false, message: '<b>Not</b> allowed' }));
    await renderWithSystem(<NotificationsSection />, { api });
    fireEvent.click(await screen.findByRole('button', { name: 'Save notifications' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('<b>Not</b> allowed'));
  });
});

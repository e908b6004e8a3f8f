// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NOTIFIABLE_TYPES, type NotifiableType, type NotificationChoices } from '../../../contract/preferences';
import { SESSION_REMINDER_TITLE } from '../../../machines/domain/notifications';
import type { ToastRequest } from '../../../machines/toasts/toasts.machine';
import type { Services } from '../../services';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { LiveToasts } from './LiveToasts';
import { SessionNotices } from './SessionNotices';
import { toastsWiring } from './wiring';

const notification = (n: number, route: string | null = `/session/${n}`): ToastRequest => ({
  kind: 'notification',
  title: `Update ${n}`,
  text: `Something happened (${n})`,
  route,
});

/** The person's saved choices as the preferences service answers them (every type shown unless `off`). */
const preferencesWith = (off: NotifiableType[] = []) => {
  const notifications = Object.fromEntries(
    NOTIFIABLE_TYPES.map((type) => [type, { toast: !off.includes(type), sound: false, email: false }]),
  ) as NotificationChoices;
  const read = vi.fn(async () => ({ timezone: null, offset: null, notifications, display: null, display_version: 0 }));
  return async () => ({ preferences: async () => ({ read }) }) as unknown as Services;
};

const withToasts = (ui: React.ReactNode, off: NotifiableType[] = []) => {
  const open = vi.fn();
  const refresh = vi.fn();
  const api = preferencesWith(off);
  return {
    open,
    refresh,
    view: renderWithSystem(ui, { actors: { toasts: { logic: toastsWiring({ open, refresh, api }), input: {} } } }),
  };
};

describe('LiveToasts', () => {
  it('shows at most three toasts in a polite live region; the fourth waits and shows when one is dismissed', async () => {
    const { view: rendered } = withToasts(<LiveToasts />);
    const view = await rendered;
    for (const n of [1, 2, 3, 4]) view.actor('toasts').send({ type: 'toast.show', toast: notification(n) });

    const region = await screen.findByRole('region', { name: 'Notifications' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    const titles = () =>
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    await waitFor(() => expect(titles()).toHaveLength(3));
    expect(titles().join()).not.toContain('Update 4');

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss: Update 1' }));
    expect(await screen.findByText('Something happened (4)')).toBeTruthy();
    expect(screen.queryByText('Something happened (1)')).toBeNull();
  });

  it('activating a toast with a route opens that page and puts the toast away; one without a route is not a button', async () => {
    const { view: rendered, open } = withToasts(<LiveToasts />);
    const view = await rendered;
    view.actor('toasts').send({ type: 'toast.show', toast: notification(7) });
    view.actor('toasts').send({ type: 'toast.show', toast: notification(8, null) });

    fireEvent.click(await screen.findByRole('button', { name: /^Update 7/ }));
    expect(open).toHaveBeenCalledWith('/session/7');
    expect(screen.queryByText('Something happened (7)')).toBeNull();
    expect(screen.getByText('Something happened (8)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Update 8/ })).toBeNull();
  });

  it('a type whose pop-ups the person turned off shows no toast; another type still does (Settings › Notifications)', async () => {
    const { view: rendered } = withToasts(<LiveToasts />, ['Post']);
    const view = await rendered;
    const toasts = view.actor('toasts');
    await waitFor(() => expect(toasts.getSnapshot().context.choices?.Post.toast).toBe(false));
    toasts.send({ type: 'toast.show', toast: notification(1), of: 'Post' });
    toasts.send({ type: 'toast.show', toast: notification(2), of: 'Concierge' });
    expect(await screen.findByText('Something happened (2)')).toBeTruthy();
    expect(screen.queryByText('Something happened (1)')).toBeNull();
  });

  it('renders nothing while signed out (no toasts actor)', async () => {
    await renderWithSystem(<LiveToasts />);
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });
});

describe('SessionNotices', () => {
  it('shows the session reminder until dismissed, and View session opens it', async () => {
    const { view: rendered, open } = withToasts(<SessionNotices />);
    const view = await rendered;
    view
      .actor('toasts')
      .send({ type: 'reminder.show', reminder: { text: 'Starts in 10 minutes', route: '/concierge-session/5' } });

    const card = await screen.findByRole('complementary', { name: SESSION_REMINDER_TITLE });
    expect(within(card).getByText('Starts in 10 minutes')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'View session' }));
    expect(open).toHaveBeenCalledWith('/concierge-session/5');

    view.actor('toasts').send({ type: 'reminder.show', reminder: { text: 'Again', route: null } });
    const again = await screen.findByRole('complementary', { name: SESSION_REMINDER_TITLE });
    expect(within(again).queryByRole('button', { name: 'View session' })).toBeNull();
    fireEvent.click(within(again).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('complementary', { name: SESSION_REMINDER_TITLE })).toBeNull();
  });

  it('the New Post chip reloads the feed and goes away', async () => {
    const { view: rendered, refresh } = withToasts(<SessionNotices />);
    const view = await rendered;
    view.actor('toasts').send({ type: 'newPost.show' });
    fireEvent.click(await screen.findByRole('button', { name: 'New Post' }));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'New Post' })).toBeNull();
  });
});

// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { headerScrollMachine } from '../../../machines/shellLayout/headerScroll.machine';
import { shellLayoutMachine } from '../../../machines/shellLayout/shellLayout.machine';
import type { User } from '../../../machines/domain/user';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { testUsers } from '../../testing/users';
import { settingsWiring } from '../settings/wiring';
import { AppShell } from './AppShell';

// Signed out in these tests: the settings never reach for the account.
const signedOutApi = () => Promise.reject(new Error('signed out'));

const renderShell = (user: User = testUsers.caregiver, stored: object | null = null) => {
  const onSignOut = vi.fn();
  const view = renderWithSystem(
    <AppShell user={user} onSignOut={onSignOut}>
      <h1>Page content</h1>
    </AppShell>,
    {
      path: '/dashboard',
      actors: {
        shellLayout: shellLayoutMachine,
        headerScroll: { logic: headerScrollMachine, input: {} },
        settings: { logic: settingsWiring({ api: signedOutApi }), input: { stored } },
      },
    },
  );
  return { view, onSignOut };
};

describe('the signed-in frame', () => {
  beforeEach(() => window.localStorage.clear());

  it('the menu button opens the side menu in a drawer, and its close button puts it away', async () => {
    await renderShell().view;
    expect(await screen.findByRole('heading', { level: 1, name: 'Page content' })).toBeTruthy();
    const open = screen.getByRole('button', { name: 'Open menu' });
    expect(open.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(open);
    // The drawer's code loads the first time it opens (ui/lazyWhenOpened.tsx), and React shows a
    // part that waited for its code no sooner than 300 ms after it began to wait.
    const drawer = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 });
    expect(within(drawer).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  });

  it('the desktop toggle collapses the sidebar and says so', async () => {
    const { view } = renderShell();
    await view;
    const toggle = screen.getByRole('button', { name: 'Collapse menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    const expand = await screen.findByRole('button', { name: 'Expand menu' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('sidebar').closest('[data-sidebar]')?.getAttribute('data-sidebar')).toBe('mini');
  });

  it('below lg (a phone) the sidebar is not drawn at all; the menu is in the drawer (issue #38)', async () => {
    const happy = (window as unknown as { happyDOM: { setViewport: (v: { width: number; height: number }) => void } }).happyDOM;
    happy.setViewport({ width: 390, height: 844 });
    try {
      await renderShell().view;
      expect(screen.queryByTestId('sidebar')).toBeNull();
      expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      const drawer = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 });
      expect(within(drawer).getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    } finally {
      happy.setViewport({ width: 1024, height: 768 });
    }
  });

  it('the horizontal layout replaces the sidebar with a top menu', async () => {
    await renderShell(testUsers.caregiver, { layout: 'horizontal' }).view;
    expect(screen.queryByTestId('sidebar')).toBeNull();
    // Its code loads only for this layout (issue #38).
    const top = await screen.findByRole('navigation', { name: 'Top menu' });
    expect(within(top).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
  });

  it('the profile menu opens from the first press, its code loaded meanwhile (issue #38)', async () => {
    await renderShell().view;
    const button = await screen.findByRole('button', { name: /Profile menu for/ });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(await screen.findByRole('menuitem', { name: 'Settings' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Profile menu for/ }).getAttribute('aria-expanded')).toBe('true');
  });

  it('Enter on the profile button opens the menu with its first item active, its code loaded meanwhile', async () => {
    await renderShell().view;
    fireEvent.keyDown(await screen.findByRole('button', { name: /Profile menu for/ }), { key: 'Enter' });
    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(document.getElementById(menu.getAttribute('aria-activedescendant') ?? '')?.textContent).toBe('View Profile'),
    );
  });

  it('an administrator has no search, messages or help in the header', async () => {
    await renderShell(testUsers.admin).view;
    // The header's parts are all drawn once the profile button is.
    expect(await screen.findByRole('button', { name: 'Profile menu for admin' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show search' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Messages/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Help' })).toBeNull();
  });

  it('draws the frame first, then the page, then the header’s search and buttons, each a task later (issue #38)', async () => {
    // Watched from before the first render: the test renderer (React's act) lets the tasks after it run
    // before it returns, so the first render is read as it is put on the page.
    let first: { menu: boolean; main: string } | undefined;
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      const main = screen.queryByRole('main');
      if (!first && main) first = { menu: !!screen.queryByRole('button', { name: 'Open menu' }), main: main.textContent ?? '' };
      if (!first) return;
      const now = [
        screen.queryByRole('heading', { level: 1, name: 'Page content' }) && 'page',
        screen.queryByRole('combobox', { name: 'Search' }) && 'search',
        screen.queryByRole('button', { name: /Profile menu for/ }) && 'profile',
      ]
        .filter(Boolean)
        .join(' ');
      // After the first render's state (nothing of these yet), each change.
      if ((seen.at(-1) ?? '') !== now) seen.push(now);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    await renderShell().view;
    await screen.findByRole('button', { name: /Profile menu for/ });
    observer.disconnect();
    // The first render: the bar with its menu button and the product's name, and an empty main.
    expect(first?.menu).toBeTruthy();
    expect(first?.main).toBe('');
    // Then what is on the page after each change, until the last part is drawn.
    expect(seen).toEqual(['page', 'page search', 'page search profile']);
  });
});

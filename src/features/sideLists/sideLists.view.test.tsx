// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shellLayoutMachine } from '../../../machines/shellLayout/shellLayout.machine';
import type { Services } from '../../services';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { testUsers } from '../../testing/users';
import { SideMenu } from '../shellLayout/SideMenu';
import { sideListsWiring } from './wiring';

const caregiver = testUsers.caregiver;

const note = (id: number, title: string | null, created_at: string, is_pinned = false) => ({
  id,
  note_title: title,
  created_at,
  is_pinned,
});
const community = (id: number, is_pinned = false) => ({
  community_id: id,
  community_name: `Circle ${id}`,
  image_url: null,
  is_pinned,
});

const services = {
  userManager: {
    myNotes: async () => ({
      personal: [note(1, 'Sleep diary', '2025-01-10T10:00:00Z'), note(2, null, '2025-02-01T10:00:00Z')],
      shared_by_me: [note(3, 'Respite options', '2025-03-05T10:00:00Z', true)],
      shared_with_me: [note(4, 'School support plan', '2024-12-01T10:00:00Z')],
    }),
  },
  communities: { mine: async () => Array.from({ length: 12 }, (_, i) => community(i + 1, i === 11)) },
} as unknown as Services;

const renderMenu = (path: string) =>
  renderWithSystem(<SideMenu user={caregiver} />, {
    path,
    actors: { sideLists: sideListsWiring({ api: async () => services }), shellLayout: shellLayoutMachine },
  });

describe('the side lists in the side menu', () => {
  it('mentorship mode: My Notes pinned first then newest, en-GB dates, each linking to its note and tab', async () => {
    const view = await renderMenu('/mentorship');
    view.actor('sideLists').send({ type: 'notes.request', userId: caregiver.user_id });

    const list = await screen.findByTestId('my-notes-list');
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(4));
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Pinned: Respite options05 March 2025',
      'Session Note01 February 2025',
      'Sleep diary10 January 2025',
      'School support plan01 December 2024',
    ]);
    // Each note type opens its own tab of the notes page (moved here from tests/e2e/shell.spec.ts, issue #58).
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/mentorship/notes?noteId=3&noteType=shared_by_me&tab=2',
      '/mentorship/notes?noteId=2&noteType=personal&tab=1',
      '/mentorship/notes?noteId=1&noteType=personal&tab=1',
      '/mentorship/notes?noteId=4&noteType=shared_with_me&tab=3',
    ]);
    // Following a link opens that note's page.
    fireEvent.click(links[3]!);
    await waitFor(() => expect(view.router.state.location.href).toBe('/mentorship/notes?noteId=4&noteType=shared_with_me&tab=3'));
  });

  it('My Notes closes and opens under its button, which says whether it is open and names its list', async () => {
    const view = await renderMenu('/mentorship');
    view.actor('sideLists').send({ type: 'notes.request', userId: caregiver.user_id });
    const list = await screen.findByTestId('my-notes-list');
    const button = screen.getByRole('button', { name: 'My Notes' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(list.id);
    expect(button.hasAttribute('data-open')).toBe(true);

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.hasAttribute('aria-controls')).toBe(false);
    expect(button.hasAttribute('data-open')).toBe(false);
    expect(screen.queryByTestId('my-notes-list')).toBeNull();

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('my-notes-list')).toBeTruthy();
  });

  it('community mode: at most ten communities, pinned first; Create community opens its dialog', async () => {
    const view = await renderMenu('/community');
    view.actor('sideLists').send({ type: 'communities.request', userId: caregiver.user_id });

    const list = await screen.findByTestId('my-communities-list');
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(10));
    expect(within(list).getAllByRole('link')[0]!.textContent).toContain('Circle 12');

    fireEvent.click(screen.getByRole('button', { name: 'Create community' }));
    // The dialog's module loads when it is first opened (its first import in a test is a transform).
    const dialog = await screen.findByRole('dialog', { name: 'Create community' }, { timeout: 5000 });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: 'People a moderator approves' })).toBeTruthy();
  });

  it('says "No notes found" when there are none, and the lists are not shown in the main menu', async () => {
    const empty = {
      userManager: { myNotes: async () => ({ personal: [], shared_by_me: [], shared_with_me: [] }) },
      communities: { mine: async () => [] },
    };
    const view = await renderWithSystem(<SideMenu user={caregiver} />, {
      path: '/mentorship',
      actors: { sideLists: sideListsWiring({ api: async () => empty as unknown as Services }) },
    });
    view.actor('sideLists').send({ type: 'notes.request', userId: caregiver.user_id });
    expect(await screen.findByText('No notes found')).toBeTruthy();
    await view.router.navigate({ to: '/dashboard' });
    await waitFor(() => expect(screen.queryByTestId('my-notes')).toBeNull());
    // No communities either: the list says so (every demo account has some, so this is proved here).
    await view.router.navigate({ to: '/community' });
    view.actor('sideLists').send({ type: 'communities.request', userId: caregiver.user_id });
    expect(await screen.findByText('No communities yet')).toBeTruthy();
  });
});

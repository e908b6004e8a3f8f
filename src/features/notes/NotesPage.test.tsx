// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeNote } from '../../../machines/notes/fixtures';
import type { NotesLoad } from '../../../machines/notes/notesPage.machine';
import type { Note } from '../../../machines/notes/notes.types';
import type { Services } from '../../services';
import type { NotesService } from '../../services/notes';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { NotesPage, type NotesPageProps } from './NotesPage';

const pinned = makeNote({ id: 1, note_title: 'Respite options', is_pinned: true, created_at: '2025-03-05T10:00:00.000Z' });
const untitled = makeNote({ id: 2, note_title: null, created_at: '2025-04-12T09:30:00.000Z', tags: ['School'] });
const older = makeNote({ id: 3, note_title: 'Questions for the neurologist', created_at: '2025-02-20T16:00:00.000Z' });
const shared = makeNote({
  id: 4,
  note_title: 'Follow-up: sleep routine',
  noteType: 'shared_with_me',
  is_shared: true,
  meeting_id: 'm-1',
  session: { with_name: 'Jordan Lee', start: '2025-04-20T10:00:00.000Z' },
  author: { user_id: 9, display_name: 'Jordan Lee' },
});
const load: NotesLoad = {
  // As the server lists them (issue #62): someone else's note without its text.
  notes: { personal: [pinned, untitled, older], shared_by_me: [], shared_with_me: [{ ...shared, note_body: null }] },
  tags: ['Respite', 'School'],
  dependents: [{ id: 5, name: 'Leo Thompson' }],
};

function fakeNotes(over: Partial<NotesService> = {}) {
  const service = {
    load: async () => load,
    one: async (id: number) => Promise.reject(new Error(`no note ${id}`)),
    save: async () => untitled,
    pin: async (id: number, is: boolean) => ({ ...[pinned, untitled, older].find((n) => n.id === id)!, is_pinned: is }) as Note,
    remove: async () => {},
    bookmark: async () => ({ bookmark_id: 'b-1' }),
    ...over,
  } as NotesService;
  return { api: { notes: async () => service } as unknown as Partial<Services> };
}

const renderPage = (props: NotesPageProps, over: Partial<NotesService> = {}) =>
  renderWithSystem(<NotesPage {...props} />, { api: fakeNotes(over).api, path: '/mentorship/notes' });

const titles = () =>
  within(screen.getByTestId('notes-list'))
    .getAllByRole('button', { name: /.+/ })
    .filter((b) => !b.hasAttribute('aria-pressed'));

describe('Notes page', () => {
  it('lists the tab of the URL pinned first then newest, dates en-GB, "Session Note" for an untitled one; an empty tab says No notes found', async () => {
    await renderPage({ tab: 1 });
    await screen.findByTestId('notes-list');
    expect(titles().map((b) => b.textContent)).toEqual([
      expect.stringContaining('Respite optionsPinned · 05 March 2025'),
      expect.stringContaining('Session Note12 April 2025'),
      expect.stringContaining('Questions for the neurologist20 February 2025'),
    ]);
    expect(screen.getByRole('link', { name: 'Personal (3)' }).getAttribute('aria-current')).toBe('page');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'oldest' } });
    expect(titles()[1]!.textContent).toContain('Questions for the neurologist');
  });

  it('says No notes found on an empty tab', async () => {
    await renderPage({ tab: 2 });
    expect(await screen.findByText('No notes found')).toBeTruthy();
  });

  it('pins at once, and rolls back with a sentence when the server refuses', async () => {
    let refuse: ((e: Error) => void) | undefined;
    await renderPage({ tab: 1 }, { pin: () => new Promise<Note>((_, reject) => (refuse = reject)) });
    await screen.findByTestId('notes-list');
    fireEvent.click(screen.getByRole('button', { name: 'Pin Questions for the neurologist' }));
    expect(titles()[1]!.textContent).toContain('Questions for the neurologist');
    expect(screen.getByRole('button', { name: 'Unpin Questions for the neurologist' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(refuse).toBeDefined());
    await act(async () => refuse!(new Error('409')));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        "Couldn't pin “Questions for the neurologist”. It is back as it was; try again.",
      ),
    );
    expect(titles()[2]!.textContent).toContain('Questions for the neurologist');
  });

  it('opens a note in its editor; closing with unsaved changes asks first', async () => {
    await renderPage({ tab: 1 });
    await screen.findByTestId('notes-list');
    fireEvent.click(titles()[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Edit note' }, { timeout: 5000 });
    const title = within(dialog).getByLabelText('Title');
    expect((title as HTMLInputElement).value).toBe('Respite options');
    fireEvent.input(title, { target: { value: 'Respite options, weekends' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    const ask = within(dialog).getByRole('alertdialog', { name: 'Close without saving? Your changes will be lost.' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('tells the author who can read their shared note: them and the session’s concierge (issue #62)', async () => {
    const mine = makeNote({
      ...older,
      id: 6,
      note_title: 'Sleep log',
      noteType: 'shared_by_me',
      is_shared: true,
      readers: [{ user_id: 9, display_name: 'Jordan Lee' }],
    });
    await renderPage({ tab: 2 }, { load: async () => ({ ...load, notes: { ...load.notes, shared_by_me: [mine] } }) });
    await screen.findByTestId('notes-list');
    fireEvent.click(titles()[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Edit note' }, { timeout: 5000 });
    expect(within(dialog).getByText('Who can read it: you and Jordan Lee')).toBeTruthy();
  });

  it('opens a note shared with the reader by reading it on its own, from a click (issue #62)', async () => {
    const read: number[] = [];
    const one = async (id: number) => {
      read.push(id);
      return shared;
    };
    await renderPage({ tab: 3 }, { one });
    fireEvent.click(await within(await screen.findByTestId('notes-list')).findByRole('button', { name: /Follow-up/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Follow-up: sleep routine' }, { timeout: 5000 });
    expect(await within(dialog).findByText('Ask about weekend respite.')).toBeTruthy();
    expect(read).toEqual([4]);
  });

  it('opens the note the URL names, read-only when it is shared with the reader', async () => {
    await renderPage({ tab: 3, noteId: '4', noteType: 'shared_with_me' }, { one: async () => shared });
    const dialog = await screen.findByRole('dialog', { name: 'Follow-up: sleep routine' }, { timeout: 5000 });
    expect(within(dialog).getByText(/Shared by Jordan Lee/)).toBeTruthy();
    expect(within(dialog).queryByLabelText('Title')).toBeNull();
    expect(await within(dialog).findByText('Ask about weekend respite.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bookmark' }));
    expect(await within(dialog).findByRole('button', { name: 'Bookmarked' })).toBeTruthy();
  });

  it('ties a new note to one of your sessions and shares it with its concierge from the editor (issue #63.7)', async () => {
    const asked: unknown[] = [];
    const withSessions: NotesLoad = {
      ...load,
      sessions: [
        { meeting_id: 'm-7', with_name: 'Jordan Lee', start: '2025-04-20T10:00:00.000Z' },
        { meeting_id: 'm-6', with_name: 'Amara Okafor', start: '2025-03-02T10:00:00.000Z' },
      ],
    };
    await renderPage(
      { tab: 1 },
      {
        load: async () => withSessions,
        save: async (input) => {
          asked.push(input);
          return makeNote({ id: 9, meeting_id: 'm-7', is_shared: true, noteType: 'shared_by_me' });
        },
      },
    );
    await screen.findByTestId('notes-list');
    fireEvent.click(screen.getByRole('button', { name: 'New note' }));
    const dialog = await screen.findByRole('dialog');
    const session = within(dialog).getByLabelText('Session') as HTMLSelectElement;
    expect(Array.from(session.options).map((o) => o.textContent)).toEqual([
      'None: a note of your own',
      'With Jordan Lee, 20 April 2025',
      'With Amara Okafor, 02 March 2025',
    ]);
    // Not on a session: nobody to share it with.
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    fireEvent.change(session, { target: { value: 'm-7' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Share with Jordan Lee' }));
    fireEvent.input(within(dialog).getByLabelText('Title'), { target: { value: 'Questions for Jordan' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toMatchObject({ noteId: null, meetingId: 'm-7', draft: { isShared: true, title: 'Questions for Jordan' } });
  });
});

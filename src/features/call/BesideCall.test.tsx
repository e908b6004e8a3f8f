// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CallSession } from '../../../machines/call/call.machine';
import { sampleMessage, type ChatMessage, type Conversation } from '../../../machines/messaging/messaging.types';
import { plainRichText } from '../../../contract/notes-rich-text';
import { makeNote } from '../../../machines/notes/fixtures';
import type { SaveNoteInput } from '../../../machines/notes/noteEditor.machine';
import type { NotesLoad } from '../../../machines/notes/notesPage.machine';
import type { Note } from '../../../machines/notes/notes.types';
import type { Services } from '../../services';
import type { NotesService } from '../../services/notes';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { testUsers } from '../../testing/users';
import { BesideCall } from './BesideCall';

/*
 * Beside the call (issue #61): the session's note in the notes' own form, saved on the session as
 * /mentorship/notes saves it, with what the other person shares on it; and the two people's
 * conversation as /people-chat shows it. Both flows are the call owner's children.
 */
const me = testUsers.caregiver;
const jordan = { user_id: 8, user_name: 'jordan', display_name: 'Jordan Lee', profile_picture: null };
const session = (note: CallSession['note'] = null): CallSession => ({
  id: 1,
  status: 'scheduled',
  start: '2026-12-07T10:00:00.000Z',
  end: '2026-12-07T11:00:00.000Z',
  role: 'booker',
  meeting_id: 'm-1',
  concierge: jordan,
  booker: { user_id: me.user_id, user_name: me.user_name, display_name: me.user_name, profile_picture: null },
  note,
});

const theirs = makeNote({
  id: 4,
  note_title: 'Sleep routine',
  noteType: 'shared_with_me',
  is_shared: true,
  meeting_id: 'm-1',
  author: { user_id: 8, display_name: 'Jordan Lee' },
});
const mine = makeNote({ id: 6, note_title: 'My questions', noteType: 'shared_by_me', is_shared: true, meeting_id: 'm-1' });
const load = (own: Note[] = []): NotesLoad => ({
  notes: { personal: [], shared_by_me: own, shared_with_me: [theirs, { ...theirs, id: 5, meeting_id: 'm-other' }] },
  tags: [],
  dependents: [],
  sessions: [{ meeting_id: 'm-1', with_name: 'Jordan Lee', start: '2026-12-07T10:00:00.000Z' }],
});

function fakes(own: Note[] = [], options: { shared?: Note; saves?: ((input: SaveNoteInput) => Note)[] } = {}) {
  const saved: SaveNoteInput[] = [];
  const sent: string[] = [];
  const read: number[] = [];
  const notes = {
    load: async () => {
      const loaded = load(own);
      // As the server lists them (issue #62): someone else's note without its text.
      if (options.shared) loaded.notes.shared_with_me = [{ ...options.shared, note_body: null }];
      return loaded;
    },
    one: async (id: number) => {
      read.push(id);
      if (options.shared?.id === id) return options.shared;
      throw new Error(`no note ${id}`);
    },
    save: async (input: SaveNoteInput) => {
      saved.push(input);
      const answer = options.saves?.shift();
      if (answer) return answer(input);
      return makeNote({ id: 7, note_title: input.draft.title, meeting_id: input.meetingId, noteType: 'shared_by_me' });
    },
  } as unknown as NotesService;
  const conversation: Conversation = {
    chat_id: 1,
    is_group: false,
    chat_name: 'Jordan Lee',
    image_url: null,
    other_user_name: 'jordan',
    participants: [
      {
        user_id: 8,
        user_name: 'jordan',
        first_name: null,
        last_name: null,
        display_name: 'Jordan Lee',
        profile_picture: null,
        is_admin: false,
      },
    ],
    unread_count: 0,
    is_request: false,
    is_admin: false,
    removed: false,
    last_message: null,
  };
  const chatServer = {
    conversations: async () => [conversation],
    presence: async () => ({ 8: true }),
    messages: async (chatId: number) => ({
      data: [sampleMessage(1, { chat_id: chatId, body: 'See you at ten' })],
      total: 1,
    }),
    sendMessage: async (_to: unknown, message: { body: string; clientId: string }): Promise<ChatMessage> => {
      sent.push(message.body);
      return sampleMessage(100, { chat_id: 1, sender_id: me.user_id, body: message.body, client_id: message.clientId });
    },
  };
  const api = { notes: async () => notes, chatServer: async () => chatServer } as unknown as Partial<Services>;
  return { api, saved, sent, read };
}

describe('Beside the call', () => {
  it('writes the session’s note with the notes’ form, saved on the session, and shows what the other person shares on it', async () => {
    const { api, saved } = fakes();
    const view = await renderWithSystem(<BesideCall session={session()} user={me} />, { api, path: '/mentorship/call/m-1' });
    const note = screen.getByTestId('call-note');
    const title = await within(note).findByRole('textbox', { name: 'Title' }, { timeout: 10_000 });
    // Only the other person's note on this session, read as written.
    const shared = within(note).getByRole('region', { name: 'Shared by Jordan Lee' });
    expect(
      within(shared)
        .getAllByRole('article')
        .map((a) => a.textContent),
    ).toEqual([expect.stringContaining('Sleep routine')]);
    // No Close: the note stays open while the call lasts.
    expect(within(note).queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.change(title, { target: { value: 'Questions for Jordan' } });
    fireEvent.click(within(note).getByRole('checkbox', { name: 'Share with Jordan Lee' }));
    fireEvent.click(within(note).getByRole('button', { name: 'Save' }));
    await within(note).findByText('Saved.');
    expect(saved).toEqual([
      expect.objectContaining({
        noteId: null,
        meetingId: 'm-1',
        draft: expect.objectContaining({ title: 'Questions for Jordan', isShared: true }),
      }),
    ]);
    // The note and the chat are flows of the call's owner, in the actor tree.
    expect(Object.keys(view.actor('call').getSnapshot().children).sort()).toEqual(['call/m-1/chat', 'call/m-1/note']);
  });

  it('opens the person’s own note on the session when they wrote one', async () => {
    const { api, saved } = fakes([mine]);
    await renderWithSystem(<BesideCall session={session({ id: 6, is_shared: true })} user={me} />, { api });
    const note = screen.getByTestId('call-note');
    await waitFor(
      () => expect(within(note).getByRole<HTMLInputElement>('textbox', { name: 'Title' }).value).toBe('My questions'),
      { timeout: 10_000 },
    );
    fireEvent.click(within(note).getByRole('button', { name: 'Save' }));
    await within(note).findByText('Saved.');
    expect(saved[0]).toMatchObject({ noteId: 6 });
  });

  it('the chat tab is the two people’s conversation: theirs by name, and a message sent in it', async () => {
    const { api, sent } = fakes();
    await renderWithSystem(<BesideCall session={session()} user={me} />, { api });
    fireEvent.click(screen.getByRole('tab', { name: 'Chat with Jordan Lee' }));
    const chat = screen.getByTestId('call-chat');
    // Their conversation, with whether they are online (the messages list is virtual: happy-dom draws no rows).
    expect((await within(chat).findByRole('heading', { name: 'Jordan Lee' })).closest('header')?.textContent).toContain('Online');
    const composer = within(chat).getByRole('textbox', { name: /^Message / });
    fireEvent.change(composer, { target: { value: 'Can you hear me?' } });
    fireEvent.keyDown(composer, { key: 'Enter' });
    await waitFor(() => expect(sent).toEqual(['Can you hear me?']));
    expect(within(chat).queryByRole('link', { name: /Back/ })).toBeNull();
  });

  it('the concierge edits the note shared with them during the call; a conflict keeps what they typed and shows the other version', async () => {
    // Their side of the call: the person beside them is the booker, whose note on the session is shared with them.
    const concierge: CallSession = {
      ...session(),
      role: 'concierge',
      concierge: { user_id: me.user_id, user_name: me.user_name, display_name: me.user_name, profile_picture: null },
      booker: jordan,
    };
    const during = { ...theirs, may_edit: true, version: 3, note_body: plainRichText('Lights out at nine') };
    const other = { ...during, note_title: 'Sleep routine, by Jordan', version: 4 };
    const { api, saved, read } = fakes([], {
      shared: during,
      saves: [
        () => {
          throw { refusal: { code: 'stale version', message: 'changed meanwhile', fields: {}, current: other } };
        },
        (input) => ({ ...during, note_title: input.draft.title, version: 5 }),
      ],
    });
    await renderWithSystem(<BesideCall session={concierge} user={me} />, { api });
    const note = screen.getByTestId('call-note');
    const shared = await within(note).findByRole('region', { name: 'Shared by Jordan Lee' }, { timeout: 10_000 });
    fireEvent.click(within(shared).getByRole('button', { name: 'Edit together' }));
    const title = await waitFor(
      () => {
        const input = within(note).getByRole<HTMLInputElement>('textbox', { name: 'Title' });
        expect(input.value).toBe('Sleep routine');
        return input;
      },
      { timeout: 10_000 },
    );
    // Its text is read on its own (the read its author's "Who saw my data" records), not taken from the list.
    expect(read).toEqual([4]);
    expect(within(note).getByText('Lights out at nine')).toBeTruthy();
    // Someone else's note: no tags, sharing or Delete of theirs to change.
    expect(within(note).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(note).queryByRole('checkbox')).toBeNull();
    fireEvent.change(title, { target: { value: 'Sleep routine: bedtime at nine' } });
    fireEvent.click(within(note).getByRole('button', { name: 'Save' }));

    const conflict = await within(note).findByRole('alert');
    expect(conflict.textContent).toContain('This note was changed while you were writing');
    expect(within(conflict).getByTestId('note-conflict-theirs').textContent).toContain('Sleep routine, by Jordan');
    // What they typed is still theirs in the editor.
    expect(within(note).getByRole<HTMLInputElement>('textbox', { name: 'Title' }).value).toBe('Sleep routine: bedtime at nine');
    fireEvent.click(within(conflict).getByRole('button', { name: 'Keep mine and save' }));
    await within(note).findByText('Saved.');
    expect(saved.map((x) => [x.noteId, x.version, x.draft.title])).toEqual([
      [4, 3, 'Sleep routine: bedtime at nine'],
      [4, 4, 'Sleep routine: bedtime at nine'],
    ]);
    expect(within(note).queryByTestId('note-conflict')).toBeNull();
  });
});

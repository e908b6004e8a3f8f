import { plainRichText } from '../../contract/notes-rich-text';
import type { Note } from './notes.types';

/** Notes for the model and view tests (never imported by the app). */
export function makeNote(overrides: Partial<Note> = {}): Note {
  return {
    id: 1,
    note_title: 'Respite options',
    note_body: plainRichText('Ask about weekend respite.'),
    tags: ['Respite'],
    is_pinned: false,
    is_shared: false,
    noteType: 'personal',
    dependent_id: null,
    dependent_name: null,
    meeting_id: null,
    session: null,
    author: { user_id: 1, display_name: 'Maya Thompson' },
    bookmark_id: null,
    version: 1,
    // The author may change their note; someone it is shared with reads it (outside a call).
    may_edit: (overrides.noteType ?? 'personal') !== 'shared_with_me',
    created_at: '2025-03-05T10:00:00.000Z',
    updated_at: '2025-03-05T10:00:00.000Z',
    ...overrides,
  };
}

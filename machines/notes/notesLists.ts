import { sortNotes } from '../../contract/notes-order';
import { DEFAULT_NOTE_TITLE, NOTE_TYPES } from '../../contract/notes';
import type { MyNotes, Note, NoteSort, NoteType } from './notes.types';

/** Pure helpers over the three lists the page holds (SPEC §7 notes list: personal, shared_by_me, shared_with_me). */

export const EMPTY_NOTES: MyNotes = { personal: [], shared_by_me: [], shared_with_me: [] };

export const titleOf = (note: Pick<Note, 'note_title'>) => note.note_title?.trim() || DEFAULT_NOTE_TITLE;

export function sortAll(lists: MyNotes, sortBy: NoteSort): MyNotes {
  return {
    personal: sortNotes(lists.personal, sortBy),
    shared_by_me: sortNotes(lists.shared_by_me, sortBy),
    shared_with_me: sortNotes(lists.shared_with_me, sortBy),
  };
}

export function findNote(lists: MyNotes, noteId: number, noteType?: NoteType | null): Note | undefined {
  const types = noteType ? [noteType] : NOTE_TYPES;
  for (const type of types) {
    const found = lists[type].find((n) => n.id === noteId);
    if (found) return found;
  }
  return undefined;
}

/**
 * A note the lists hold whole, to open from them: the reader's own. Someone else's comes in a list
 * without its text (issue #62), so it opens by reading it on its own: the read its author's "Who
 * saw my data" records.
 */
export function wholeNote(lists: MyNotes, noteId: number, noteType?: NoteType | null): Note | undefined {
  const note = findNote(lists, noteId, noteType);
  return note && note.noteType !== 'shared_with_me' ? note : undefined;
}

/** The lists with one note changed (where it is), kept in order. */
export function updateNote(lists: MyNotes, noteId: number, change: (n: Note) => Note, sortBy: NoteSort): MyNotes {
  const map = (list: Note[]) => list.map((n) => (n.id === noteId ? change(n) : n));
  return sortAll(
    { personal: map(lists.personal), shared_by_me: map(lists.shared_by_me), shared_with_me: map(lists.shared_with_me) },
    sortBy,
  );
}

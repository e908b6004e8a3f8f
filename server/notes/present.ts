import type { Note, NoteSort, NoteType } from '../../contract/notes';
import type { NoteRow } from './store';

const iso = (v: Date | string) => new Date(v).toISOString();

/** The reader's view of a note: which tab it is in for them, and who the session was with. */
export function presentNote(row: NoteRow, readerId: number): Note {
  const mine = row.author_id === readerId;
  const noteType: NoteType = !mine ? 'shared_with_me' : row.is_shared ? 'shared_by_me' : 'personal';
  return {
    id: row.id,
    note_title: row.note_title,
    note_body: row.body,
    tags: row.tags,
    // Only the author pins; a reader sees the note unpinned.
    is_pinned: mine && row.is_pinned,
    is_shared: row.is_shared,
    noteType,
    dependent_id: mine ? row.dependent_id : null,
    dependent_name: mine ? row.dependent_name : null,
    meeting_id: row.meeting_id,
    session:
      row.session_start && row.meeting_id
        ? { with_name: (mine ? row.other_name : row.author_name) ?? '', start: iso(row.session_start) }
        : null,
    author: { user_id: row.author_id, display_name: row.author_name },
    bookmark_id: row.bookmark_id,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

const titleOf = (n: Note) => (n.note_title?.trim() || 'Session Note').toLocaleLowerCase('en-GB');

/** SPEC §4: pinned first; then newest (the default), oldest, or by title. */
export function sortNotes(notes: Note[], sortBy: NoteSort = 'newest'): Note[] {
  const time = (n: Note) => Date.parse(n.created_at);
  return [...notes].sort((a, b) => {
    if (a.is_pinned !== b.is_pinned) return a.is_pinned ? -1 : 1;
    if (sortBy === 'title') return titleOf(a).localeCompare(titleOf(b), 'en-GB') || time(b) - time(a) || b.id - a.id;
    const byTime = sortBy === 'oldest' ? time(a) - time(b) : time(b) - time(a);
    return byTime || (sortBy === 'oldest' ? a.id - b.id : b.id - a.id);
  });
}

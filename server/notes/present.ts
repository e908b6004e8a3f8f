import type { Note, NoteType } from '../../contract/notes';
import { mayEdit } from './access';
import type { NoteRow } from './store';

const iso = (v: Date | string) => new Date(v).toISOString();

/**
 * The reader's view of a note: which tab it is in for them, who the session was with, its version
 * and whether they may change it now (`now`: the server's clock).
 */
export function presentNote(row: NoteRow, readerId: number, now: number = Date.now()): Note {
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
    ...(mine ? { readers: readersOf(row) } : {}),
    bookmark_id: row.bookmark_id,
    version: row.version,
    may_edit: mayEdit(row, readerId, now),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/**
 * A note as a list gives it (issue #62): someone else's without its text (`note_body` null), so
 * that reading a note shared with you is always the logged read by id (GET /notes/personal/:id).
 */
export function listedNote(row: NoteRow, readerId: number, now: number = Date.now()): Note {
  const note = presentNote(row, readerId, now);
  return row.author_id === readerId ? note : { ...note, note_body: null };
}

/** Who besides its author can read a note (issue #62): the session's other person while it is shared. */
function readersOf(row: NoteRow): Note['readers'] {
  if (!row.is_shared || row.booking_id === null) return [];
  const otherId = row.concierge_id === row.author_id ? row.booker_id : row.concierge_id;
  return otherId === null ? [] : [{ user_id: otherId, display_name: row.other_name ?? '' }];
}

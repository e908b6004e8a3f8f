import type { Dependent, MyNotes, Note, NoteSort, NoteType } from '../../contract/notes';

export type { Dependent, MyNotes, Note, NoteSort, NoteType };

/** Why the server refused a note, in its words, with the fields it named (`note_title`: "must be…"). */
export interface NoteRefusal {
  code: string;
  message: string;
  fields: Record<string, string>;
  /** A save based on an older version (409 'stale version'): the note as it now is. */
  current?: Note;
}

export const NOTES_UNAVAILABLE: NoteRefusal = {
  code: 'unavailable',
  message: "We couldn't reach your notes. Nothing you wrote is lost: try again.",
  fields: {},
};

/** The refusal an actor's error carries (the service's NotesRefused), or "couldn't reach". */
export const noteRefusalOf = (error: unknown): NoteRefusal =>
  (error as { refusal?: NoteRefusal } | null | undefined)?.refusal ?? NOTES_UNAVAILABLE;

/** What the editor holds of a note while it is written. */
export interface NoteDraft {
  title: string;
  /** Lexical's editor state as JSON (contract/notes-rich-text.ts says which nodes). */
  body: unknown;
  tags: string[];
  dependentId: number | null;
  isShared: boolean;
}

/** What the page's filters and sort ask of the lists. */
export interface NotesFilters {
  sortBy: NoteSort;
  tag: string | null;
  dependentId: number | null;
}

export const TAB_TYPES: Record<1 | 2 | 3, NoteType> = { 1: 'personal', 2: 'shared_by_me', 3: 'shared_with_me' };
export const tabOf = (tab: number | undefined): NoteType => TAB_TYPES[(tab === 2 || tab === 3 ? tab : 1) as 1 | 2 | 3];

/** One of the person's sessions a new note can be tied to (issue #63.7): who it was with, and when. */
export interface NoteSession {
  meeting_id: string;
  with_name: string;
  start: string;
}

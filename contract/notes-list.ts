import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { id } from './fields';

/**
 * My Notes (GET /notes/my-notes) and a note's shape as a reader receives it: contract/notes.ts has
 * the feature's other entries and re-exports these. The shell's side list loads My Notes on every
 * signed-in page, so this is on its own, without the note editor's rich-text rules.
 */

export const UM = '/api/user-manager/v1';
export const NOTE_TYPES = ['personal', 'shared_by_me', 'shared_with_me'] as const;
export type NoteType = (typeof NOTE_TYPES)[number];
/** SPEC §2: the tab of each note type in /mentorship/notes?tab=. */
export const NOTE_TAB: Record<NoteType, 1 | 2 | 3> = { personal: 1, shared_by_me: 2, shared_with_me: 3 };
export const NOTE_SORTS = ['newest', 'oldest', 'title'] as const;
export type NoteSort = (typeof NOTE_SORTS)[number];
/** SPEC §3: a note without a title is shown as this. */
export const DEFAULT_NOTE_TITLE = 'Session Note';

export const NOTE_LIMITS = { title: 120, tags: 10, tag: 30 } as const;

const positiveId = id;

export const tag = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'must not be empty'),
    z.maxLength(NOTE_LIMITS.tag, `must be ${NOTE_LIMITS.tag} characters or fewer`),
  );
/** A note as a reader receives it. `noteType` is the reader's view of it. */
export const noteSchema = z.object({
  id: z.number(),
  note_title: z.nullable(z.string()),
  /**
   * The note's Lexical JSON. Null in a list for a note someone else wrote (issue #62): its text is
   * read by id (GET /notes/personal/{id}), a read recorded in its author's "Who saw my data".
   */
  note_body: z.unknown(),
  tags: z.array(z.string()),
  is_pinned: z.boolean(),
  is_shared: z.boolean(),
  noteType: z.enum(NOTE_TYPES),
  dependent_id: z.nullable(z.number()),
  dependent_name: z.nullable(z.string()),
  meeting_id: z.nullable(z.string()),
  /** The session the note is on: who it was with (for this reader) and when it started. */
  session: z.nullable(z.object({ with_name: z.string(), start: z.string() })),
  author: z.object({ user_id: z.number(), display_name: z.string() }),
  /**
   * Issue #62, for the author only: who besides them can read the note (the other person of its
   * session while it is shared; none for a personal note). Absent for anyone else.
   */
  readers: z.optional(z.array(z.object({ user_id: z.number(), display_name: z.string() }))),
  bookmark_id: z.nullable(z.string()),
  /** Which edit this is: a save names the version it was based on, and a stale one is refused (issue #61). */
  version: z.number(),
  /** Whether the reader may change it now: its author; the session's other person during the call. */
  may_edit: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Note = z.infer<typeof noteSchema>;

export const notesQuery = z.object({
  dependentId: z.optional(positiveId),
  sortBy: z.optional(z.enum(NOTE_SORTS)),
  tag: z.optional(tag),
});
export type NotesQuery = z.infer<typeof notesQuery>;

export const myNotes = z.object({
  personal: z.array(noteSchema),
  shared_by_me: z.array(noteSchema),
  shared_with_me: z.array(noteSchema),
});
export type MyNotes = z.infer<typeof myNotes>;
export const listSummary = (what: string) =>
  `${what}, pinned first then by sortBy (newest by default), filtered by dependentId and tag.`;

export const myNotesEndpoint = endpoint({
  method: 'GET',
  path: `${UM}/notes/my-notes`,
  summary: listSummary('Every note the reader may read, as personal, shared_by_me and shared_with_me'),
  query: notesQuery,
  response: myNotes,
  auth: 'bearer',
});

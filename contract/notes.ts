import * as z from 'zod/mini';
import { endpoint, refusal } from './endpoint';
import { id } from './fields';
import { richTextProblem, richTextProjection, richTextSizeProblem } from './notes-rich-text';
import { listSummary, myNotesEndpoint, NOTE_LIMITS, noteSchema, notesQuery, tag, UM } from './notes-list';

// My Notes and a note's shape are in notes-list.ts (the shell loads them on every signed-in page);
// every entry of the feature is still here.
export {
  DEFAULT_NOTE_TITLE,
  myNotes,
  NOTE_LIMITS,
  NOTE_SORTS,
  NOTE_TAB,
  NOTE_TYPES,
  noteSchema,
  notesQuery,
  type MyNotes,
  type Note,
  type NoteSort,
  type NotesQuery,
  type NoteType,
} from './notes-list';

/**
 * Notes (SPEC §3 Note and Bookmark, §4 note pin and sort, §7 notes calls, `PUT /mentor-booking/notes`
 * and the TOPIC_BOOKMARKS publish): every wire shape, once. Paths are under /api/user-manager/v1
 * except the publish. Chosen where SPEC §7 shows none: the pin (`PUT /notes/personal/{id}/pin`),
 * one note (`GET /notes/personal/{id}`) and the caregiver's dependents (`GET /notes/dependents`).
 */

const positiveId = id;

/** A Lexical editor state of allowed nodes only (contract/notes-rich-text.ts). */
export const richText = z.pipe(
  z.unknown(),
  z.transform((value, ctx) => {
    // Only the checked projection is kept: unknown properties dropped, its JSON capped (#57.5).
    const problem = richTextProblem(value);
    const projection = problem ? undefined : richTextProjection(value);
    const tooBig = projection && richTextSizeProblem(projection);
    if (problem || tooBig) {
      ctx.issues.push({ code: 'custom', message: (problem ?? tooBig)!, input: value });
      return z.NEVER;
    }
    return projection!;
  }),
);

const title = z.nullable(
  z.string().check(z.trim(), z.maxLength(NOTE_LIMITS.title, `must be ${NOTE_LIMITS.title} characters or fewer`)),
);
const tags = z.array(tag).check(z.maxLength(NOTE_LIMITS.tags, `at most ${NOTE_LIMITS.tags} tags`));

export const noteList = z.object({ data: z.array(noteSchema) });
export const oneNote = z.object({ data: noteSchema });

/** POST /notes/personal: a new note, or with `id` the author's edit of it. */
export const saveNoteBody = z.object({
  id: z.optional(positiveId),
  /** With id: the version the edit was based on; an older one than the note's is refused (409, the note as it is). */
  version: z.optional(positiveId),
  note_title: z._default(title, null),
  note_body: richText,
  tags: z._default(tags, []),
  dependent_id: z._default(z.nullable(positiveId), null),
});
export type SaveNote = z.input<typeof saveNoteBody>;

/** PUT /mentor-booking/notes: the caller's note on a session they had, shared with the other person or not. */
export const sessionNoteBody = z.object({
  meeting_id: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(100, 'is too long')),
  id: z.optional(positiveId),
  version: z.optional(positiveId),
  note_title: z._default(title, null),
  note_body: richText,
  tags: z._default(tags, []),
  dependent_id: z._default(z.nullable(positiveId), null),
  is_shared: z._default(z.boolean(), false),
});
export type SaveSessionNote = z.input<typeof sessionNoteBody>;

export const noteParams = z.object({ id: positiveId });
export const pinBody = z.object({ is_pinned: z.boolean() });
export const tagList = z.object({ data: z.array(z.string()) });
export const dependentList = z.object({ data: z.array(z.object({ id: z.number(), name: z.string() })) });
export type Dependent = z.infer<typeof dependentList>['data'][number];

/** SPEC §3 Bookmark, published with topic TOPIC_BOOKMARKS (SPEC §7) at POST /api/message-publisher/v1/publish. */
export const BOOKMARKS_TOPIC = 'TOPIC_BOOKMARKS';
export const PUBLISH_PATH = '/message-publisher/v1/publish';
export const bookmarkMessage = z.object({
  action: z.enum(['CREATE', 'DELETE']),
  bookmark_id: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  source_type: z.literal('NOTES'),
  source_id: positiveId,
  sub_source_type: z.enum(['PERSONAL', 'CONCIERGE']),
  sub_source_long_id: z.optional(z.nullable(z.number())),
  created_by: positiveId,
});
export const publishBody = z.object({ topic: z.literal(BOOKMARKS_TOPIC), message: bookmarkMessage });
export type BookmarkMessage = z.infer<typeof bookmarkMessage>;
export const publishAnswer = z.object({ data: z.object({ bookmark_id: z.nullable(z.string()) }) });

/** The server event that says a note shared with the reader changed (type Concierge, this subType). */
export const NOTE_SHARED_SUBTYPE = 'Note shared';

const refusals = {
  403: 'not the author (nor, during the call, the person it is shared with)',
  404: 'no such note for this reader',
  409: 'a limit or the session refuses, or the edit was based on an older version (`data`: the note as it is)',
} as const;

export const notesEndpoints = {
  myNotes: myNotesEndpoint,
  personal: endpoint({
    method: 'GET',
    path: `${UM}/notes/personal`,
    summary: listSummary("The reader's notes that are not shared"),
    query: notesQuery,
    response: noteList,
    auth: 'bearer',
    serverOnly: 'SPEC §7 lists it; the app reads all three lists at once with my-notes',
  }),
  pinned: endpoint({
    method: 'GET',
    path: `${UM}/notes/pinned-notes`,
    summary: listSummary("The reader's pinned notes"),
    query: notesQuery,
    response: noteList,
    auth: 'bearer',
    serverOnly: 'SPEC §7 lists it; the app reads all three lists at once with my-notes',
  }),
  sharedByMe: endpoint({
    method: 'GET',
    path: `${UM}/notes/shared-by-me`,
    summary: listSummary('Session notes the reader wrote and shared'),
    query: notesQuery,
    response: noteList,
    auth: 'bearer',
    serverOnly: 'SPEC §7 lists it; the app reads all three lists at once with my-notes',
  }),
  sharedWithMe: endpoint({
    method: 'GET',
    path: `${UM}/notes/shared-with-me`,
    summary: listSummary('Session notes the other person of a session shared with the reader'),
    query: notesQuery,
    response: noteList,
    auth: 'bearer',
    serverOnly: 'SPEC §7 lists it; the app reads all three lists at once with my-notes',
  }),
  tags: endpoint({
    method: 'GET',
    path: `${UM}/notes/tags`,
    summary: 'The tags the reader has used on their notes, each once, alphabetically.',
    response: tagList,
    auth: 'bearer',
  }),
  dependents: endpoint({
    method: 'GET',
    path: `${UM}/notes/dependents`,
    summary: 'The people the reader cares for, to file notes under (chosen path).',
    response: dependentList,
    auth: 'bearer',
  }),
  one: endpoint({
    method: 'GET',
    path: `${UM}/notes/personal/:id`,
    summary: 'One note, for its author or the person it is shared with (chosen path).',
    params: noteParams,
    response: oneNote,
    errors: { 404: refusals[404] },
    auth: 'bearer',
  }),
  save: endpoint({
    method: 'POST',
    path: `${UM}/notes/personal`,
    summary: "A new note, or with id its author's edit (a session note keeps its session and sharing).",
    body: saveNoteBody,
    response: oneNote,
    errors: refusals,
    auth: 'bearer',
  }),
  pin: endpoint({
    method: 'PUT',
    path: `${UM}/notes/personal/:id/pin`,
    summary: 'Pins or unpins a note (its author only; chosen path).',
    params: noteParams,
    body: pinBody,
    response: oneNote,
    errors: refusals,
    auth: 'bearer',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${UM}/notes/personal/:id`,
    summary: 'Deletes a note (its author only).',
    params: noteParams,
    response: z.object({ result: z.literal('ok') }),
    errors: refusals,
    auth: 'bearer',
  }),
  sessionNote: endpoint({
    method: 'PUT',
    path: `${UM}/mentor-booking/notes`,
    summary: "The caller's note on a session they had (new, or with id their edit), shared with the other person or not.",
    body: sessionNoteBody,
    response: oneNote,
    errors: {
      403: 'not one of the two people',
      404: 'no such session or note',
      409: 'the session was cancelled, moved or has not begun',
    },
    auth: 'bearer',
  }),
  publishBookmark: endpoint({
    method: 'POST',
    path: `/api${PUBLISH_PATH}`,
    summary: 'Publishes a message; topic TOPIC_BOOKMARKS bookmarks a note (CREATE) or removes the bookmark (DELETE).',
    body: publishBody,
    response: publishAnswer,
    errors: { 403: 'created_by is someone else', 404: 'no such note for this reader' },
    auth: 'bearer',
  }),
};

export { refusal };

import { HTTPError, type KyInstance } from 'ky';
import { invalidRequest, refusal } from '../../contract/endpoint';
import { events as bookingEvents } from '../../contract/booking-events';
import { noteSchema, notesEndpoints as api, type Note, type NotesQuery } from '../../contract/notes';
import type { NotesLoad } from '../../machines/notes/notesPage.machine';
import { NOTES_UNAVAILABLE, type NoteDraft, type NoteRefusal, type NotesFilters } from '../../machines/notes/notes.types';
import { call } from './call';
import { serviceCall } from './http';
import { refusalInAnswer } from './refusal';

const SERVICE = 'notes';

/** A refusal the notes flows show as it is (machines/notes: noteRefusalOf reads `refusal`). */
export class NotesRefused extends Error {
  constructor(readonly refusal: NoteRefusal) {
    super(refusal.message);
  }
}

/** The server's words for a 4xx: its sentence, and each field it named (`body.note_title` → note_title). */
async function refusalOf(error: unknown): Promise<NoteRefusal | null> {
  if (!(error instanceof HTTPError)) return null;
  const status = error.response.status;
  if (status < 400 || status >= 500 || status === 401) return null;
  const body: unknown = await error.response
    .clone()
    .json()
    .catch(() => null);
  // The schemas' own safeParse, not z.safeParse: that use of the namespace made the bundler keep all of zod.
  const invalid = invalidRequest.safeParse(body);
  if (invalid.success) {
    const fields = Object.fromEntries(invalid.data.issues.map((i) => [i.path.replace(/^body\./, ''), i.message]));
    return { code: 'invalid request', message: 'Please check the fields marked.', fields };
  }
  const reason = refusal.safeParse(body);
  if (!reason.success) return null;
  // Saved meanwhile by someone else (issue #61): the note as it now is, for the person to choose.
  const current = status === 409 && reason.data.error === 'stale version' ? noteSchema.safeParse(reason.data.data) : null;
  if (current?.success)
    return { code: reason.data.error, message: reason.data.message ?? reason.data.error, fields: {}, current: current.data };
  // Said as every service says it (a 429's wait, refusal.ts); a refusal with only `error` keeps its word.
  const told = refusalInAnswer(status, body, error.response.headers.get('retry-after'));
  return { code: reason.data.error, message: told?.message ?? reason.data.message ?? reason.data.error, fields: {} };
}

/**
 * A call whose refusals are answers: thrown as NotesRefused without a report; anything else is
 * reported once (SPEC §8) and thrown as "couldn't reach your notes", with nothing typed lost.
 */
async function answered<T>(name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const refused = await refusalOf(error);
    if (refused) throw new NotesRefused(refused);
    await serviceCall(SERVICE, name, () => Promise.reject(error)).catch(() => {});
    throw new NotesRefused(NOTES_UNAVAILABLE);
  }
}

const queryOf = (f: NotesFilters): NotesQuery => ({
  sortBy: f.sortBy,
  ...(f.tag ? { tag: f.tag } : {}),
  ...(f.dependentId ? { dependentId: f.dependentId } : {}),
});

const fieldsOf = (draft: NoteDraft) => ({
  note_title: draft.title.trim() || null,
  note_body: draft.body,
  tags: draft.tags,
  dependent_id: draft.dependentId,
});

/** The notes calls (contract/notes.ts), loaded with /mentorship/notes only. */
export function createNotes(http: KyInstance) {
  return {
    /** The three lists with the filters, the person's tags and their dependents, at once. */
    load(filters: NotesFilters): Promise<NotesLoad> {
      return answered('load', async () => {
        const [notes, tags, dependents, sessions] = await Promise.all([
          call(http, api.myNotes, { query: queryOf(filters) }),
          call(http, api.tags),
          call(http, api.dependents),
          // The sessions a new note can be on (issue #63.7); the notes come without them if they cannot be read.
          call(http, bookingEvents, {}).then(
            ({ data }) =>
              data
                .filter((b) => b.status !== 'cancelled' && b.status !== 'rescheduled')
                .map((b) => ({
                  meeting_id: b.meeting_id,
                  with_name: (b.role === 'booker' ? b.concierge : b.booker).display_name,
                  start: b.start,
                }))
                .reverse(),
            () => [],
          ),
        ]);
        return { notes, tags: tags.data, dependents: dependents.data, sessions };
      });
    },
    one(noteId: number): Promise<Note> {
      return answered('one', async () => (await call(http, api.one, { params: { id: noteId } })).data);
    },
    /** A note on a session goes through PUT /mentor-booking/notes (with its sharing), any other through POST /notes/personal. */
    save(input: { noteId: number | null; meetingId: string | null; draft: NoteDraft; version: number | null }): Promise<Note> {
      return answered('save', async () => {
        // An edit names the version it was based on: a stale one comes back as a conflict (409).
        const id =
          input.noteId === null ? {} : { id: input.noteId, ...(input.version === null ? {} : { version: input.version }) };
        if (input.meetingId !== null) {
          const body = { ...fieldsOf(input.draft), ...id, meeting_id: input.meetingId, is_shared: input.draft.isShared };
          return (await call(http, api.sessionNote, { body })).data;
        }
        return (await call(http, api.save, { body: { ...fieldsOf(input.draft), ...id } })).data;
      });
    },
    pin(noteId: number, pinned: boolean): Promise<Note> {
      return answered(
        'pin',
        async () => (await call(http, api.pin, { params: { id: noteId }, body: { is_pinned: pinned } })).data,
      );
    },
    remove(noteId: number): Promise<void> {
      return answered('remove', async () => {
        await call(http, api.remove, { params: { id: noteId } });
      });
    },
    /** SPEC §7: the TOPIC_BOOKMARKS publish (source_type NOTES); answers the bookmark id, or null once removed. */
    bookmark(input: { noteId: number; bookmarkId: string | null; subSource: 'PERSONAL' | 'CONCIERGE' }, userId: number) {
      return answered('bookmark', async () => {
        const body = {
          topic: 'TOPIC_BOOKMARKS' as const,
          message: {
            action: input.bookmarkId ? ('DELETE' as const) : ('CREATE' as const),
            ...(input.bookmarkId ? { bookmark_id: input.bookmarkId } : {}),
            source_type: 'NOTES' as const,
            source_id: input.noteId,
            sub_source_type: input.subSource,
            created_by: userId,
          },
        };
        return (await call(http, api.publishBookmark, { body })).data;
      });
    },
  };
}
export type NotesService = ReturnType<typeof createNotes>;

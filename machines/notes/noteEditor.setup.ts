import { assign, setup } from 'xstate';
import { unprovided, unprovidedPromise } from '../domain/placeholder';
import { noteRefusalOf, type Note, type NoteDraft, type NoteRefusal } from './notes.types';

export interface NoteEditorInput {
  /** The note opened, or null for a new one. */
  note: Note | null;
  /** A new note on this session (the MEETING_ENDED prompt's "Add a note"), else null. */
  meetingId: string | null;
}

export interface SaveNoteInput {
  noteId: number | null;
  meetingId: string | null;
  draft: NoteDraft;
  /** The version the draft was based on (a saved note): the server refuses it as stale if the note moved on. */
  version: number | null;
}

export interface BookmarkInput {
  noteId: number;
  /** The bookmark to remove, or null to make one. */
  bookmarkId: string | null;
  /** SPEC §3: a note on a session is a CONCIERGE bookmark, any other a PERSONAL one. */
  subSource: 'PERSONAL' | 'CONCIERGE';
}

export type NoteEditorEvent =
  | { type: 'editor.title'; title: string }
  | { type: 'editor.body'; body: unknown }
  | { type: 'editor.tags'; tags: string[] }
  | { type: 'editor.dependent'; dependentId: number | null }
  | { type: 'editor.shared'; shared: boolean }
  /** A new note tied to one of the person's sessions, or to none (issue #63.7). */
  | { type: 'editor.session'; meetingId: string | null }
  | { type: 'editor.save' }
  | { type: 'editor.close' }
  | { type: 'editor.discard' }
  | { type: 'editor.keepEditing' }
  | { type: 'editor.delete' }
  | { type: 'editor.confirmDelete' }
  | { type: 'editor.cancelDelete' }
  | { type: 'editor.bookmark' }
  /** After a conflict: save what they wrote over the other version, or take the other version. */
  | { type: 'editor.keepMine' }
  | { type: 'editor.takeTheirs' };

export interface NoteEditorContext {
  noteId: number | null;
  meetingId: string | null;
  /** A note shared with the reader, outside its session's call: they read it and may bookmark it, not change it. */
  readOnly: boolean;
  /** Someone else's note (shared with the reader, who may edit it during the call): its tags, sharing and deletion stay its author's. */
  theirs: boolean;
  /** The version the draft is based on (null: a new note). */
  version: number | null;
  /** The note as someone else saved it meanwhile (a stale save's answer), shown beside what the person wrote. */
  conflict: Note | null;
  /** How many times the text was replaced by another version (the view draws its editor afresh). */
  replaced: number;
  draft: NoteDraft;
  /** The draft as last saved (or opened): what "unsaved changes" compares with. */
  savedDraft: string;
  refusal: NoteRefusal | null;
  bookmarkId: string | null;
  bookmarkError: string | null;
}

export const EMPTY_BODY = { root: { type: 'root', version: 1, direction: null, format: '', indent: 0, children: [] } };

export const draftOf = (note: Note | null): NoteDraft => ({
  title: note?.note_title ?? '',
  body: note?.note_body ?? EMPTY_BODY,
  tags: note?.tags ?? [],
  dependentId: note?.dependent_id ?? null,
  isShared: note?.is_shared ?? false,
});

/** Editing during a conflict: what the person writes stays theirs, the other version stays shown. */
export const CONFLICT_EDITS = {
  'editor.title': { actions: 'edit title' },
  'editor.body': { actions: 'edit body' },
  'editor.tags': { actions: 'edit tags' },
  'editor.dependent': { actions: 'edit dependent' },
  'editor.shared': { actions: 'edit sharing' },
} as const;

/** Editing events: the same in editing, refused and saved (they all lead back to editing). */
export const EDITS = {
  'editor.title': { target: 'editing', actions: 'edit title' },
  'editor.body': { target: 'editing', actions: 'edit body' },
  'editor.tags': { target: 'editing', actions: 'edit tags' },
  'editor.dependent': { target: 'editing', actions: 'edit dependent' },
  'editor.shared': { target: 'editing', actions: 'edit sharing' },
  'editor.session': { target: 'editing', actions: 'choose session' },
} as const;

/**
 * What the note editor's machine (noteEditor.machine.ts) is made of: its types, its effects'
 * placeholders (the wiring provides them), its actions and guards.
 */
export const noteEditorSetup = setup({
  types: {
    context: {} as NoteEditorContext,
    input: {} as NoteEditorInput,
    events: {} as NoteEditorEvent,
    tags: {} as
      | 'reading'
      | 'editing'
      | 'refused'
      | 'saving'
      | 'saved'
      | 'confirming discard'
      | 'confirming delete'
      | 'deleting'
      | 'closed'
      | 'bookmarking'
      | 'conflict',
  },
  actors: {
    saveNote: unprovidedPromise<Note, SaveNoteInput>('notes', 'saveNote'),
    deleteNote: unprovidedPromise<void, { noteId: number }>('notes', 'deleteNote'),
    bookmarkNote: unprovidedPromise<{ bookmark_id: string | null }, BookmarkInput>('notes', 'bookmarkNote'),
  },
  actions: {
    'edit title': assign(({ context, event }) =>
      event.type === 'editor.title' ? { draft: { ...context.draft, title: event.title }, refusal: null } : {},
    ),
    'edit body': assign(({ context, event }) =>
      event.type === 'editor.body' ? { draft: { ...context.draft, body: event.body }, refusal: null } : {},
    ),
    'edit tags': assign(({ context, event }) =>
      event.type === 'editor.tags' ? { draft: { ...context.draft, tags: event.tags }, refusal: null } : {},
    ),
    'edit dependent': assign(({ context, event }) =>
      event.type === 'editor.dependent' ? { draft: { ...context.draft, dependentId: event.dependentId }, refusal: null } : {},
    ),
    'edit sharing': assign(({ context, event }) =>
      event.type === 'editor.shared' ? { draft: { ...context.draft, isShared: event.shared }, refusal: null } : {},
    ),
    // Only a new note chooses its session: a saved one keeps the session it was written on (the server's rule).
    'choose session': assign(({ context, event }) =>
      event.type === 'editor.session' && context.noteId === null
        ? {
            meetingId: event.meetingId,
            draft: { ...context.draft, isShared: event.meetingId === null ? false : context.draft.isShared },
            refusal: null,
          }
        : {},
    ),
    // Told to the page (provided as sendParent): the lists and My Notes read again.
    'announce saved': (_, _params: { note: Note }) => unprovided('noteEditor', 'announce saved'),
    'announce deleted': (_, _params: { noteId: number }) => unprovided('noteEditor', 'announce deleted'),
    'announce closed': () => unprovided('noteEditor', 'announce closed'),
  },
  guards: {
    'is read only': ({ context }) => context.readOnly,
    'has unsaved changes': ({ context }) => JSON.stringify(context.draft) !== context.savedDraft,
    'is a saved note': ({ context }) => context.noteId !== null,
    'is their own saved note': ({ context }) => context.noteId !== null && !context.theirs,
    'is stale': ({ event }) =>
      Boolean((event as { error?: unknown }).error) && noteRefusalOf((event as { error?: unknown }).error).current !== undefined,
  },
});

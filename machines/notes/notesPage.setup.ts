import { assign, sendParent, setup, type ActorRefFrom } from 'xstate';
import { unprovided, unprovidedPromise } from '../domain/placeholder';
import { noteEditorMachine } from './noteEditor.machine';
import { findNote, titleOf, updateNote, wholeNote } from './notesLists';
import type { Dependent, MyNotes, Note, NoteSession, NoteSort, NoteType, NotesFilters } from './notes.types';

export interface NotesPageInput {
  tab: NoteType;
  /** ?noteId&noteType: open that note once the lists are read. */
  noteId: number | null;
  noteType: NoteType | null;
  /** ?openAddNote=true: open a new note at once; with a meeting id, a note on that session. */
  openAddNote: boolean;
  meetingId: string | null;
}

export interface NotesLoad {
  notes: MyNotes;
  tags: string[];
  dependents: Dependent[];
  /** The person's sessions a new note can be on (newest first); none when they could not be read. */
  sessions?: NoteSession[];
}

export type NotesPageEvent =
  | { type: 'notes.tab'; tab: NoteType }
  | { type: 'notes.sort'; sortBy: NoteSort }
  | { type: 'notes.filterTag'; tag: string | null }
  | { type: 'notes.filterDependent'; dependentId: number | null }
  | { type: 'notes.retry' }
  | { type: 'notes.pin'; noteId: number; pinned: boolean }
  | { type: 'notes.dismissMessage' }
  | { type: 'notes.open'; noteId: number; noteType: NoteType | null }
  | { type: 'notes.new'; meetingId: string | null }
  /** A note changed elsewhere (a Concierge "Note shared" server event): the session hands it to the notes owner, which hands it here. */
  | { type: 'notes.changed'; noteId?: number }
  // From the open editor (its announcements, sent to its parent):
  | { type: 'editor.saved'; note: Note }
  | { type: 'editor.deleted'; noteId: number }
  | { type: 'editor.closed' };

/** The editor as the page spawns it: its announcements go to the page. */
export const noteEditorChild = noteEditorMachine.provide({
  actions: {
    'announce saved': sendParent((_, { note }: { note: Note }) => ({ type: 'editor.saved', note }) as const),
    'announce deleted': sendParent((_, { noteId }: { noteId: number }) => ({ type: 'editor.deleted', noteId }) as const),
    'announce closed': sendParent({ type: 'editor.closed' } as const),
  },
});

export interface NotesPageContext extends NotesFilters {
  tab: NoteType;
  lists: MyNotes;
  tags: string[];
  dependents: Dependent[];
  sessions: NoteSession[];
  /** The note whose pin is being saved, and what it was: the rollback if the server refuses. */
  pinning: { noteId: number; was: boolean } | null;
  /** A sentence for the person (a refused pin, a note that could not be opened). */
  message: string | null;
  /** What to open once the lists are read (from the URL), or once the open note has closed (another asked for). */
  requested: { noteId: number; noteType: NoteType | null } | { newNote: true; meetingId: string | null } | null;
  /** The lists have been read once (a note asked for in the URL opens from them). */
  loaded: boolean;
  editor: ActorRefFrom<typeof noteEditorChild> | null;
}

/**
 * A note changed (here, or elsewhere: a server event) reads the lists again, the lists staying on
 * screen; a change while they are being read restarts the read (re-entering restarts the request),
 * so the last change is always what is shown. Once, for the two states that listen.
 */
export const READ_AGAIN = {
  'notes.changed': { target: 'refreshing', reenter: true },
  'editor.saved': { target: 'refreshing', reenter: true, actions: 'announce change' },
  'editor.deleted': { target: 'refreshing', reenter: true, actions: 'announce change' },
} as const;

const PIN_REFUSED = (pinned: boolean, title: string) =>
  `Couldn't ${pinned ? 'pin' : 'unpin'} “${title}”. It is back as it was; try again.`;

/**
 * What the notes page's machine (notesPage.machine.ts) is made of: its types, its effects'
 * placeholders (the wiring provides them), its actions and guards.
 */
export const notesPageSetup = setup({
  types: {
    context: {} as NotesPageContext,
    input: {} as NotesPageInput,
    events: {} as NotesPageEvent,
    tags: {} as 'loading' | 'refreshing' | 'failed' | 'pinning' | 'editor open' | 'opening note',
  },
  actors: {
    loadNotes: unprovidedPromise<NotesLoad, NotesFilters>('notes', 'loadNotes'),
    loadNote: unprovidedPromise<Note, { noteId: number }>('notes', 'loadNote'),
    pinNote: unprovidedPromise<Note, { noteId: number; pinned: boolean }>('notes', 'pinNote'),
    noteEditor: noteEditorChild,
  },
  actions: {
    // My Notes in the side menu reads again (provided in the wiring: the sideLists actor).
    'announce change': () => unprovided('notesPage', 'announce change'),
    // The URL loses ?noteId / ?openAddNote when the editor closes (provided: navigate).
    'show tab only': (_: unknown, _params: { tab: NoteType }) => unprovided('notesPage', 'show tab only'),
    'open editor': assign(({ context, spawn }, params: { note: Note | null; meetingId: string | null }) => {
      if (context.editor) return {};
      return {
        editor: spawn('noteEditor', { id: 'editor', input: { note: params.note, meetingId: params.meetingId } }),
        requested: null,
        ...(params.note ? { tab: params.note.noteType } : {}),
      };
    }),
    'forget editor': assign({ editor: null }),
    'keep the lists': assign((_, { load }: { load: NotesLoad }) => ({
      lists: load.notes,
      tags: load.tags,
      dependents: load.dependents,
      sessions: load.sessions ?? [],
      loaded: true,
    })),
    'pin optimistically': assign(({ context, event }) => {
      if (event.type !== 'notes.pin') return {};
      const note = findNote(context.lists, event.noteId);
      if (!note) return {};
      return {
        pinning: { noteId: event.noteId, was: note.is_pinned },
        lists: updateNote(context.lists, event.noteId, (n) => ({ ...n, is_pinned: event.pinned }), context.sortBy),
        message: null,
      };
    }),
    'roll back pin': assign(({ context }) => {
      const pin = context.pinning;
      if (!pin) return {};
      const note = findNote(context.lists, pin.noteId);
      return {
        pinning: null,
        lists: updateNote(context.lists, pin.noteId, (n) => ({ ...n, is_pinned: pin.was }), context.sortBy),
        message: PIN_REFUSED(!pin.was, note ? titleOf(note) : 'the note'),
      };
    }),
  },
  guards: {
    'a note was asked for': ({ context }) => context.requested !== null && !('newNote' in context.requested),
    'a new note was asked for': ({ context }) => context.requested !== null && 'newNote' in context.requested,
    'is whole in the lists': ({ context, event }) =>
      event.type === 'notes.open' && wholeNote(context.lists, event.noteId, event.noteType) !== undefined,
    'the asked note is whole in the lists': ({ context }) =>
      context.loaded &&
      context.requested !== null &&
      'noteId' in context.requested &&
      wholeNote(context.lists, context.requested.noteId, context.requested.noteType) !== undefined,
    'is the open note': ({ context, event }) =>
      event.type === 'notes.open' && context.editor?.getSnapshot().context.noteId === event.noteId,
    'another note was asked for': ({ context }) => context.requested !== null && 'noteId' in context.requested,
    'the lists are read': ({ context }) => context.loaded,
    'is a note there': ({ context, event }) => event.type === 'notes.pin' && findNote(context.lists, event.noteId) !== undefined,
  },
});

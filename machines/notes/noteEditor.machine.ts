import { assign } from 'xstate';
import { noteRefusalOf } from './notes.types';
import { CONFLICT_EDITS, draftOf, EDITS, noteEditorSetup } from './noteEditor.setup';

export {
  EMPTY_BODY,
  noteEditorSetup,
  type NoteEditorInput,
  type SaveNoteInput,
  type BookmarkInput,
  type NoteEditorEvent,
  type NoteEditorContext,
} from './noteEditor.setup';

/**
 * One note open in the notes page (SPEC §2, §3): written, saved (new, or the author's edit;
 * a session note through PUT /mentor-booking/notes), refused with the fields the server named,
 * deleted after a confirmation, closed with a question when there are unsaved changes. A note
 * shared with the reader opens read-only. Bookmarking (SPEC §7 TOPIC_BOOKMARKS) is its own region.
 * The page spawns it on open and stops it when it announces closed.
 */
export const noteEditorMachine = noteEditorSetup.createMachine({
  id: 'noteEditor',
  type: 'parallel',
  context: ({ input }) => {
    const draft = draftOf(input.note);
    return {
      noteId: input.note?.id ?? null,
      meetingId: input.note?.meeting_id ?? input.meetingId,
      readOnly: input.note ? !input.note.may_edit : false,
      theirs: input.note?.noteType === 'shared_with_me',
      version: input.note?.version ?? null,
      conflict: null,
      replaced: 0,
      draft,
      savedDraft: JSON.stringify(draft),
      refusal: null,
      bookmarkId: input.note?.bookmark_id ?? null,
      bookmarkError: null,
    };
  },
  states: {
    form: {
      initial: 'opening',
      states: {
        opening: {
          always: [{ guard: 'is read only', target: 'reading' }, { target: 'editing' }],
        },
        reading: {
          description: 'A note shared with the reader, outside the call: shown as written, with Close and Bookmark.',
          tags: ['reading'],
          on: { 'editor.close': 'closed' },
        },
        editing: {
          description: 'Title, rich text, tags, dependent and, on a session, sharing; Save, Delete, Close.',
          tags: ['editing'],
          on: {
            ...EDITS,
            'editor.save': 'saving',
            'editor.close': [{ guard: 'has unsaved changes', target: 'confirmingDiscard' }, { target: 'closed' }],
            'editor.delete': { guard: 'is their own saved note', target: 'confirmingDelete' },
          },
        },
        refused: {
          description: 'The server said no: its sentence, and each field it named beside that field.',
          tags: ['editing', 'refused'],
          on: {
            ...EDITS,
            'editor.save': 'saving',
            'editor.close': [{ guard: 'has unsaved changes', target: 'confirmingDiscard' }, { target: 'closed' }],
            'editor.delete': { guard: 'is their own saved note', target: 'confirmingDelete' },
          },
        },
        saving: {
          tags: ['saving'],
          invoke: {
            src: 'saveNote',
            id: 'saveNote',
            input: ({ context }) => ({
              noteId: context.noteId,
              meetingId: context.meetingId,
              draft: context.draft,
              version: context.version,
            }),
            onDone: {
              target: 'saved',
              actions: [
                assign(({ event }) => {
                  const draft = draftOf(event.output);
                  return {
                    noteId: event.output.id,
                    version: event.output.version,
                    draft,
                    savedDraft: JSON.stringify(draft),
                    refusal: null,
                    conflict: null,
                  };
                }),
                { type: 'announce saved', params: ({ event }) => ({ note: event.output }) },
              ],
            },
            onError: [
              {
                guard: 'is stale',
                target: 'conflict',
                actions: assign({ conflict: ({ event }) => noteRefusalOf(event.error).current ?? null, refusal: null }),
              },
              { target: 'refused', actions: assign({ refusal: ({ event }) => noteRefusalOf(event.error) }) },
            ],
          },
        },
        conflict: {
          description:
            'Someone else saved the note meanwhile: what the person wrote stays in the editor, the other version beside it; keep theirs (saved over the new version) or take the other.',
          tags: ['editing', 'conflict'],
          on: {
            ...CONFLICT_EDITS,
            'editor.keepMine': {
              target: 'saving',
              actions: assign(({ context }) => ({ version: context.conflict?.version ?? context.version, conflict: null })),
            },
            'editor.takeTheirs': {
              target: 'editing',
              actions: assign(({ context }) => {
                if (!context.conflict) return {};
                const draft = draftOf(context.conflict);
                return {
                  draft,
                  savedDraft: JSON.stringify(draft),
                  version: context.conflict.version,
                  conflict: null,
                  replaced: context.replaced + 1,
                };
              }),
            },
            'editor.close': [{ guard: 'has unsaved changes', target: 'confirmingDiscard' }, { target: 'closed' }],
          },
        },
        saved: {
          description: 'Saved: the lists and My Notes show it; writing on edits it again.',
          tags: ['saved'],
          on: {
            ...EDITS,
            'editor.close': 'closed',
            'editor.delete': { guard: 'is their own saved note', target: 'confirmingDelete' },
          },
        },
        confirmingDiscard: {
          description: 'Close with unsaved changes? Discard them, or keep editing.',
          tags: ['confirming discard'],
          on: { 'editor.discard': 'closed', 'editor.keepEditing': 'editing' },
        },
        confirmingDelete: {
          description: 'Delete this note? It cannot be undone.',
          tags: ['confirming delete'],
          on: { 'editor.confirmDelete': 'deleting', 'editor.cancelDelete': 'editing' },
        },
        deleting: {
          tags: ['deleting'],
          invoke: {
            src: 'deleteNote',
            id: 'deleteNote',
            input: ({ context }) => ({ noteId: context.noteId ?? 0 }),
            onDone: {
              target: 'closed',
              actions: { type: 'announce deleted', params: ({ context }) => ({ noteId: context.noteId ?? 0 }) },
            },
            onError: { target: 'refused', actions: assign({ refusal: ({ event }) => noteRefusalOf(event.error) }) },
          },
        },
        closed: {
          tags: ['closed'],
          entry: 'announce closed',
        },
      },
    },
    bookmark: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'editor.bookmark': { guard: 'is a saved note', target: 'saving' } },
        },
        saving: {
          tags: ['bookmarking'],
          invoke: {
            src: 'bookmarkNote',
            id: 'bookmarkNote',
            input: ({ context }) => ({
              noteId: context.noteId ?? 0,
              bookmarkId: context.bookmarkId,
              subSource: context.meetingId ? ('CONCIERGE' as const) : ('PERSONAL' as const),
            }),
            onDone: {
              target: 'idle',
              actions: assign({ bookmarkId: ({ event }) => event.output.bookmark_id, bookmarkError: null }),
            },
            onError: {
              target: 'idle',
              actions: assign({ bookmarkError: ({ event }) => noteRefusalOf(event.error).message }),
            },
          },
        },
      },
    },
  },
});

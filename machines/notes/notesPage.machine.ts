import { assign, sendTo, stopChild } from 'xstate';
import { EMPTY_NOTES, sortAll, updateNote, wholeNote } from './notesLists';
import type { NoteType } from './notes.types';
import { notesPageSetup, READ_AGAIN } from './notesPage.setup';

export {
  noteEditorChild,
  notesPageSetup,
  type NotesPageInput,
  type NotesLoad,
  type NotesPageEvent,
  type NotesPageContext,
} from './notesPage.setup';

/**
 * The notes page (/mentorship/notes, SPEC §2): three tabs from the URL (1 personal, 2 shared by
 * me, 3 shared with me), each list pinned first then by the chosen sort, filters by tag and by
 * dependent (read again from the server), an optimistic pin rolled back with a sentence when the
 * server refuses, and one note open at a time in its editor (spawned here, stopped when it
 * closes). A note changed anywhere (the editor, a server event) reads the lists again and tells
 * My Notes.
 */
export const notesPageMachine = notesPageSetup.createMachine({
  id: 'notesPage',
  type: 'parallel',
  context: ({ input }) => ({
    tab: input.tab,
    sortBy: 'newest',
    tag: null,
    dependentId: null,
    lists: EMPTY_NOTES,
    tags: [],
    dependents: [],
    sessions: [],
    pinning: null,
    message: null,
    requested: input.openAddNote
      ? { newNote: true, meetingId: input.meetingId }
      : input.noteId !== null
        ? { noteId: input.noteId, noteType: input.noteType }
        : null,
    editor: null,
    loaded: false,
  }),
  on: {
    'notes.tab': { actions: assign({ tab: ({ event }) => event.tab }) },
    'notes.sort': {
      actions: assign(({ context, event }) => ({ sortBy: event.sortBy, lists: sortAll(context.lists, event.sortBy) })),
    },
    'notes.dismissMessage': { actions: assign({ message: null }) },
  },
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          description: 'Reading the three lists, the tags and the dependents with the filters chosen.',
          tags: ['loading'],
          invoke: {
            src: 'loadNotes',
            id: 'loadNotes',
            input: ({ context }) => ({ sortBy: context.sortBy, tag: context.tag, dependentId: context.dependentId }),
            onDone: { target: 'ready', actions: { type: 'keep the lists', params: ({ event }) => ({ load: event.output }) } },
            onError: 'failed',
          },
        },
        ready: {
          on: {
            'notes.filterTag': { target: 'loading', actions: assign({ tag: ({ event }) => event.tag }) },
            'notes.filterDependent': { target: 'loading', actions: assign({ dependentId: ({ event }) => event.dependentId }) },
            ...READ_AGAIN,
          },
        },
        refreshing: {
          description: 'Reading the lists again after a change; the lists stay on screen.',
          tags: ['refreshing'],
          invoke: {
            src: 'loadNotes',
            id: 'refreshNotes',
            input: ({ context }) => ({ sortBy: context.sortBy, tag: context.tag, dependentId: context.dependentId }),
            onDone: { target: 'ready', actions: { type: 'keep the lists', params: ({ event }) => ({ load: event.output }) } },
            // The lists shown stay; the next change reads again.
            onError: 'ready',
          },
          on: READ_AGAIN,
        },
        failed: {
          description: "Couldn't load your notes, with Try again.",
          tags: ['failed'],
          on: { 'notes.retry': 'loading' },
        },
      },
    },
    pin: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'notes.pin': { guard: 'is a note there', target: 'saving', actions: 'pin optimistically' } },
        },
        saving: {
          description: 'The pin shows at once; the server has the last word.',
          tags: ['pinning'],
          invoke: {
            src: 'pinNote',
            id: 'pinNote',
            input: ({ context }) => ({ noteId: context.pinning?.noteId ?? 0, pinned: !context.pinning?.was }),
            onDone: {
              target: 'idle',
              actions: [
                assign(({ context, event }) => ({
                  pinning: null,
                  lists: updateNote(context.lists, event.output.id, () => event.output, context.sortBy),
                })),
                'announce change',
              ],
            },
            onError: { target: 'idle', actions: 'roll back pin' },
          },
        },
      },
    },
    editor: {
      initial: 'waiting',
      states: {
        waiting: {
          description: 'Until the lists are read: a note asked for in the URL opens from them.',
          always: [
            {
              guard: 'a new note was asked for',
              target: 'open',
              actions: {
                type: 'open editor',
                params: ({ context }) => ({
                  note: null,
                  meetingId: context.requested && 'newNote' in context.requested ? context.requested.meetingId : null,
                }),
              },
            },
            { guard: 'a note was asked for', target: 'awaitingLists' },
            { target: 'closed' },
          ],
        },
        awaitingLists: {
          always: [
            {
              guard: 'the asked note is whole in the lists',
              target: 'open',
              actions: {
                type: 'open editor',
                params: ({ context }) => {
                  const asked = context.requested as { noteId: number; noteType: NoteType | null };
                  return { note: wholeNote(context.lists, asked.noteId, asked.noteType) ?? null, meetingId: null };
                },
              },
            },
            { guard: 'the lists are read', target: 'fetching' },
          ],
        },
        fetching: {
          description:
            'A note not whole in the lists shown (someone else’s, whose text only its own read gives, logged for its author; filtered out; just shared): read on its own.',
          tags: ['opening note'],
          invoke: {
            src: 'loadNote',
            id: 'loadNote',
            input: ({ context }) => ({
              noteId: context.requested && 'noteId' in context.requested ? context.requested.noteId : 0,
            }),
            onDone: {
              target: 'open',
              actions: { type: 'open editor', params: ({ event }) => ({ note: event.output, meetingId: null }) },
            },
            onError: {
              target: 'closed',
              actions: [
                assign({
                  requested: null,
                  message: 'That note could not be found. It may have been deleted or is no longer shared with you.',
                }),
              ],
            },
          },
        },
        closed: {
          on: {
            'notes.open': [
              {
                guard: 'is whole in the lists',
                target: 'open',
                actions: {
                  type: 'open editor',
                  params: ({ context, event }) => ({
                    note: wholeNote(context.lists, event.noteId, event.noteType) ?? null,
                    meetingId: null,
                  }),
                },
              },
              {
                target: 'fetching',
                actions: assign({ requested: ({ event }) => ({ noteId: event.noteId, noteType: event.noteType }) }),
              },
            ],
            'notes.new': {
              target: 'open',
              actions: { type: 'open editor', params: ({ event }) => ({ note: null, meetingId: event.meetingId }) },
            },
          },
        },
        open: {
          description:
            'One note open in its editor (a dialog, or beside the call). Another asked for: the open one is asked to close (its unsaved changes asked about as always), then the other opens.',
          tags: ['editor open'],
          on: {
            'notes.open': [
              // Already open: nothing to do.
              { guard: 'is the open note' },
              {
                actions: [
                  assign({ requested: ({ event }) => ({ noteId: event.noteId, noteType: event.noteType }) }),
                  sendTo('editor', { type: 'editor.close' }),
                ],
              },
            ],
            'editor.closed': [
              {
                guard: 'another note was asked for',
                target: 'awaitingLists',
                actions: [stopChild('editor'), 'forget editor'],
              },
              {
                target: 'closed',
                actions: [
                  stopChild('editor'),
                  'forget editor',
                  { type: 'show tab only', params: ({ context }) => ({ tab: context.tab }) },
                ],
              },
            ],
          },
        },
      },
    },
  },
});

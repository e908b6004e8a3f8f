import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { noteEditorChild, notesPageMachine } from '../../../machines/notes/notesPage.machine';
import { NOTE_TAB } from '../../../contract/notes';
import { useAppSystem } from '../../system/context';

/*
 * The notes page's machines with the notes service (src/services/notes.ts, loaded with
 * /mentorship/notes through deps.api().notes()). Nothing else: a note shared with the person
 * reaches the page from the session through the notes owner (machines/domain/pageOwner.machine.ts).
 */

/**
 * `showTab` puts ?tab= alone in the page's URL (the router's navigate, replacing), so a closed
 * note leaves no history entry; `userId` is the signed-in person, whose bookmarks a note's go to.
 */
export function useNotesPageLogic(showTab: (tab: 1 | 2 | 3) => void, userId: number) {
  const { api } = useAppSystem();
  return useMemo(() => {
    const service = async () => (await api()).notes();
    return notesPageMachine.provide({
      actors: {
        loadNotes: fromPromise(async ({ input }) => (await service()).load(input)),
        loadNote: fromPromise(async ({ input }) => (await service()).one(input.noteId)),
        pinNote: fromPromise(async ({ input }) => (await service()).pin(input.noteId, input.pinned)),
        noteEditor: noteEditorChild.provide({
          actors: {
            saveNote: fromPromise(async ({ input }) => (await service()).save(input)),
            deleteNote: fromPromise(async ({ input }) => (await service()).remove(input.noteId)),
            bookmarkNote: fromPromise(async ({ input }) => (await service()).bookmark(input, userId)),
          },
        }),
      },
      actions: {
        // My Notes in the side menu reads again.
        'announce change': ({ system }) => system.get('sideLists')?.send({ type: 'notes.refresh' }),
        'show tab only': (_, { tab }) => showTab(NOTE_TAB[tab]),
      },
    });
  }, [api, showTab, userId]);
}

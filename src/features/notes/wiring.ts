import { useMemo } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import { noteEditorChild, notesPageMachine, type NotesPageEvent } from '../../../machines/notes/notesPage.machine';
import { getSystemActor } from '../../../machines/system';
import { NOTE_TAB } from '../../../contract/notes';
import { useAppSystem } from '../../system/context';

/*
 * The notes page's machines with the notes service (src/services/notes.ts, loaded with
 * /mentorship/notes through deps.api().notes()) and the session's note events. Nothing else.
 */

/** `showTab` puts ?tab= alone in the page's URL (the router's navigate, replacing), so a closed note leaves no history entry. */
export function useNotesPageLogic(showTab: (tab: 1 | 2 | 3) => void) {
  const { api, root } = useAppSystem();
  return useMemo(() => {
    const service = async () => (await api()).notes();
    const userId = () => getSystemActor(root.system, 'auth')?.getSnapshot().context.user?.user_id ?? 0;
    return notesPageMachine.provide({
      actors: {
        loadNotes: fromPromise(async ({ input }) => (await service()).load(input)),
        loadNote: fromPromise(async ({ input }) => (await service()).one(input.noteId)),
        pinNote: fromPromise(async ({ input }) => (await service()).pin(input.noteId, input.pinned)),
        // A shared note changed on the other person's side: the session emits it (machines/session).
        noteEvents: fromCallback<NotesPageEvent>(({ sendBack }) => {
          const session = getSystemActor(root.system, 'session');
          if (!session) return;
          const subscription = session.on('notes.changed', () => sendBack({ type: 'notes.changed' }));
          return () => subscription.unsubscribe();
        }),
        noteEditor: noteEditorChild.provide({
          actors: {
            saveNote: fromPromise(async ({ input }) => (await service()).save(input)),
            deleteNote: fromPromise(async ({ input }) => (await service()).remove(input.noteId)),
            bookmarkNote: fromPromise(async ({ input }) => (await service()).bookmark(input, userId())),
          },
        }),
      },
      actions: {
        'announce change': () => getSystemActor(root.system, 'sideLists')?.send({ type: 'notes.refresh' }),
        'show tab only': (_, { tab }) => showTab(NOTE_TAB[tab]),
      },
    });
  }, [api, root, showTab]);
}

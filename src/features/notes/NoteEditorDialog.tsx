import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useSelector } from '@xstate/react';
import { DEFAULT_NOTE_TITLE } from '../../../contract/notes';
import type { Dependent, Note, NoteSession } from '../../../machines/notes/notes.types';
import { formatNoteDate } from './format';
import { NoteEditorForm, type EditorRef } from './NoteEditorForm';

/** The open note (SPEC §2, §3) in a dialog: its own chunk with Lexical, loaded when a note first opens. */
export default function NoteEditorDialog({
  open,
  editor,
  note,
  dependents,
  tags,
  sessions = [],
}: {
  open: boolean;
  editor: EditorRef;
  /** The note as opened (null for a new one): its dates, author and session. */
  note: Note | null;
  dependents: Dependent[];
  tags: string[];
  /** The person's sessions a new note can be on (issue #63.7). */
  sessions?: NoteSession[];
}) {
  const snapshot = useSelector(editor, (s) => s);
  const { readOnly, meetingId, noteId } = snapshot.context;
  const send = editor.send;
  const heading = readOnly ? note?.note_title?.trim() || DEFAULT_NOTE_TITLE : noteId === null ? 'New note' : 'Edit note';

  return (
    <Dialog open={open} onClose={() => send({ type: 'editor.close' })} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-slate-950/50" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-start justify-center p-2 sm:p-6">
          <DialogPanel className="w-full max-w-2xl rounded-[var(--radius)] bg-white p-4 shadow-xl sm:p-6 dark:bg-slate-900">
            <DialogTitle className="text-lg font-semibold">{heading}</DialogTitle>
            {note ? (
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                {formatNoteDate(note.created_at)}
                {note.session ? ` · Session with ${note.session.with_name} on ${formatNoteDate(note.session.start)}` : ''}
                {readOnly ? ` · Shared by ${note.author.display_name}` : ''}
              </p>
            ) : meetingId && !sessions.some((x) => x.meeting_id === meetingId) ? (
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">A note on your session.</p>
            ) : null}
            {note?.readers ? (
              // Issue #62: for its author, who else can read the note.
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                {note.readers.length
                  ? `Who can read it: you and ${note.readers.map((r) => r.display_name).join(', ')}`
                  : 'Only you can read it.'}
              </p>
            ) : null}

            <NoteEditorForm editor={editor} note={note} dependents={dependents} tags={tags} sessions={sessions} />
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}

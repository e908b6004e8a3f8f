import { useId, useState } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { DEFAULT_NOTE_TITLE, NOTE_LIMITS } from '../../../contract/notes';
import type { noteEditorChild } from '../../../machines/notes/notesPage.machine';
import type { NoteEditorEvent } from '../../../machines/notes/noteEditor.machine';
import type { Dependent, Note, NoteSession } from '../../../machines/notes/notes.types';
import { Button } from '../../ui/Button';
import { InlineConfirm } from '../../ui/InlineConfirm';
import { formatNoteDate } from './format';
import { RichTextEditor } from './RichText';
import { RichTextView } from './RichTextView';

export type EditorRef = ActorRefFrom<typeof noteEditorChild>;

const field =
  'focus-ring w-full rounded-[var(--radius)] border border-slate-300 bg-white px-3 py-2 dark:border-slate-600 dark:bg-slate-800';

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="mt-1 text-sm text-red-700 dark:text-red-300">
      {text}
    </p>
  ) : null;
}

function TagsField({
  tags,
  known,
  onChange,
  error,
}: {
  tags: string[];
  known: string[];
  onChange: (t: string[]) => void;
  error?: string;
}) {
  const [text, setText] = useState('');
  const id = useId();
  const add = () => {
    const tag = text.trim();
    if (tag && !tags.some((t) => t.toLowerCase() === tag.toLowerCase())) onChange([...tags, tag]);
    setText('');
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        Tags
      </label>
      <ul className="mt-1 flex flex-wrap gap-1" aria-label="Tags on this note">
        {tags.map((tag) => (
          <li key={tag} className="flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-sm dark:bg-slate-800">
            {tag}
            <button
              type="button"
              className="focus-ring rounded-full px-1"
              aria-label={`Remove tag ${tag}`}
              onClick={() => onChange(tags.filter((t) => t !== tag))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          list={`${id}-known`}
          value={text}
          maxLength={NOTE_LIMITS.tag}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          className={field}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <datalist id={`${id}-known`}>
          {known.map((t) => (
            <option key={t} value={t} />
          ))}
        </datalist>
        <Button variant="secondary" onClick={add} disabled={!text.trim()}>
          Add tag
        </Button>
      </div>
      <FieldError id={`${id}-error`} text={error} />
    </div>
  );
}

export interface NoteEditorFormProps {
  editor: EditorRef;
  /** The note as opened (null for a new one): its dates, author and session. */
  note: Note | null;
  dependents: Dependent[];
  tags: string[];
  /** The person's sessions a new note can be on (issue #63.7). */
  sessions?: NoteSession[];
  /** Close is offered (the dialog); beside a call the note stays open while the call lasts. */
  closable?: boolean;
}

/**
 * The open note's form (SPEC §2, §3): bookmark, title, rich text, tags, dependent, session and
 * sharing, Save, Delete and Close, or a shared note read as written. The notes page shows it in
 * its dialog, the call beside the video (issue #61); its own chunk with Lexical either way.
 */
export function NoteEditorForm({ editor, note, dependents, tags, sessions = [], closable = true }: NoteEditorFormProps) {
  const snapshot = useSelector(editor, (s) => s);
  const { draft, refusal, readOnly, meetingId, bookmarkId, bookmarkError, noteId, theirs, conflict, replaced } = snapshot.context;
  const send = editor.send;
  const ids = { title: useId(), body: useId(), dependent: useId(), session: useId() };
  const fields = refusal?.fields ?? {};
  const busy = snapshot.hasTag('saving') || snapshot.hasTag('deleting');
  return (
    <>
      {noteId !== null ? (
        <div className="mt-3 flex items-center gap-2">
          <Button
            variant="secondary"
            aria-pressed={bookmarkId !== null}
            disabled={snapshot.hasTag('bookmarking')}
            onClick={() => send({ type: 'editor.bookmark' })}
          >
            {bookmarkId !== null ? 'Bookmarked' : 'Bookmark'}
          </Button>
          {bookmarkError ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {bookmarkError}
            </p>
          ) : null}
        </div>
      ) : null}

      {readOnly ? (
        <div className="mt-4">
          <RichTextView body={draft.body} />
          {draft.tags.length ? <p className="mt-3 text-sm">Tags: {draft.tags.join(', ')}</p> : null}
          {closable ? (
            <div className="mt-4 flex justify-end">
              <Button onClick={() => send({ type: 'editor.close' })}>Close</Button>
            </div>
          ) : null}
        </div>
      ) : (
        <form
          className="mt-4 flex flex-col gap-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'editor.save' });
          }}
        >
          {refusal ? (
            <p role="alert" className="rounded-[var(--radius)] bg-red-50 p-3 text-red-800 dark:bg-slate-800 dark:text-red-300">
              {refusal.message}
            </p>
          ) : null}
          {conflict ? <ConflictPanel conflict={conflict} send={send} /> : null}
          <div>
            <label htmlFor={ids.title} className="block text-sm font-medium">
              Title
            </label>
            <input
              id={ids.title}
              value={draft.title}
              placeholder={DEFAULT_NOTE_TITLE}
              maxLength={NOTE_LIMITS.title}
              onChange={(e) => send({ type: 'editor.title', title: e.target.value })}
              className={`${field} mt-1`}
              aria-invalid={fields.note_title ? true : undefined}
              aria-describedby={fields.note_title ? `${ids.title}-error` : undefined}
            />
            <FieldError id={`${ids.title}-error`} text={fields.note_title} />
          </div>
          <div>
            <span id={ids.body} className="block text-sm font-medium">
              Note
            </span>
            <div className="mt-1">
              <RichTextEditor
                key={replaced}
                body={draft.body}
                labelId={ids.body}
                onChange={(body) => send({ type: 'editor.body', body })}
              />
            </div>
            <FieldError id={`${ids.body}-error`} text={fields.note_body} />
          </div>
          {/* Someone else's note, edited during the call: its tags, dependent and sharing stay its author's. */}
          {theirs ? null : (
            <TagsField
              tags={draft.tags}
              known={tags}
              onChange={(next) => send({ type: 'editor.tags', tags: next })}
              error={fields.tags ?? Object.entries(fields).find(([k]) => k.startsWith('tags.'))?.[1]}
            />
          )}
          {dependents.length && !theirs ? (
            <div>
              <label htmlFor={ids.dependent} className="block text-sm font-medium">
                About
              </label>
              <select
                id={ids.dependent}
                value={draft.dependentId ?? ''}
                onChange={(e) => send({ type: 'editor.dependent', dependentId: e.target.value ? Number(e.target.value) : null })}
                className={`${field} mt-1`}
              >
                <option value="">Nobody in particular</option>
                {dependents.map((d) => (
                  <option key={d.id} value={d.id}>
                    {d.name}
                  </option>
                ))}
              </select>
              <FieldError id={`${ids.dependent}-error`} text={fields.dependent_id} />
            </div>
          ) : null}
          {noteId === null && sessions.length ? (
            <div>
              <label htmlFor={ids.session} className="block text-sm font-medium">
                Session
              </label>
              <select
                id={ids.session}
                value={meetingId ?? ''}
                onChange={(e) => send({ type: 'editor.session', meetingId: e.target.value || null })}
                className={`${field} mt-1`}
              >
                <option value="">None: a note of your own</option>
                {sessions.map((x) => (
                  <option key={x.meeting_id} value={x.meeting_id}>
                    With {x.with_name}, {formatNoteDate(x.start)}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          {meetingId && !theirs ? (
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={draft.isShared}
                onChange={(e) => send({ type: 'editor.shared', shared: e.target.checked })}
                className="focus-ring h-4 w-4"
              />
              {shareLabel(sessions, meetingId, note)}
            </label>
          ) : null}

          {snapshot.hasTag('confirming discard') ? (
            <InlineConfirm
              question="Close without saving? Your changes will be lost."
              confirm="Discard changes"
              onConfirm={() => send({ type: 'editor.discard' })}
              onCancel={() => send({ type: 'editor.keepEditing' })}
            />
          ) : null}
          {snapshot.hasTag('confirming delete') ? (
            <InlineConfirm
              question="Delete this note? This cannot be undone."
              confirm="Delete note"
              onConfirm={() => send({ type: 'editor.confirmDelete' })}
              onCancel={() => send({ type: 'editor.cancelDelete' })}
            />
          ) : null}
          <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
            {snapshot.hasTag('saving')
              ? 'Saving…'
              : snapshot.hasTag('saved')
                ? 'Saved.'
                : snapshot.hasTag('deleting')
                  ? 'Deleting…'
                  : ''}
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            {noteId !== null && !theirs ? (
              <Button variant="ghost" disabled={busy} onClick={() => send({ type: 'editor.delete' })}>
                Delete
              </Button>
            ) : null}
            {closable ? (
              <Button variant="ghost" onClick={() => send({ type: 'editor.close' })}>
                Close
              </Button>
            ) : null}
            <Button type="submit" disabled={busy || conflict !== null}>
              Save
            </Button>
          </div>
        </form>
      )}
    </>
  );
}

export default NoteEditorForm;

/**
 * Saved by someone else meanwhile (issue #61): their version shown as text beside what the person
 * wrote (still in the editor), and the choice of keeping theirs (saved over it) or taking the other.
 */
function ConflictPanel({ conflict, send }: { conflict: Note; send: (event: NoteEditorEvent) => void }) {
  const headingId = useId();
  return (
    <section
      role="alert"
      aria-labelledby={headingId}
      data-testid="note-conflict"
      className="rounded-[var(--radius)] border border-amber-400 bg-amber-50 p-3 dark:border-amber-300 dark:bg-slate-800"
    >
      <h3 id={headingId} className="font-semibold">
        This note was changed while you were writing
      </h3>
      <p className="mt-1 text-sm">What you wrote is still in the editor. The other version:</p>
      <div className="mt-2 rounded-[var(--radius)] bg-white p-2 dark:bg-slate-900" data-testid="note-conflict-theirs">
        <p className="font-semibold" dir="auto">
          {conflict.note_title?.trim() || DEFAULT_NOTE_TITLE}
        </p>
        <RichTextView body={conflict.note_body} />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={() => send({ type: 'editor.keepMine' })}>Keep mine and save</Button>
        <Button variant="secondary" onClick={() => send({ type: 'editor.takeTheirs' })}>
          Use the other version
        </Button>
      </div>
    </section>
  );
}

/** Who the note is shared with: the other person of its session, by name when it is known. */
function shareLabel(sessions: NoteSession[], meetingId: string, note: Note | null): string {
  const name = sessions.find((x) => x.meeting_id === meetingId)?.with_name ?? note?.session?.with_name;
  return name ? `Share with ${name}` : 'Share with the other person of this session';
}

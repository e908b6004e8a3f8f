import { useCallback, useEffect, useId, useRef } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { NOTE_TAB, NOTE_TYPES, type NoteSort, type NoteType } from '../../../contract/notes';
import { titleOf } from '../../../machines/notes/notesLists';
import { tabOf, type Note } from '../../../machines/notes/notes.types';
import { Button } from '../../ui/Button';
import { LoadFailed } from '../../ui/LoadFailed';
import { lazyWhenOpened } from '../../ui/lazyWhenOpened';
import { formatNoteDate } from './format';
import { usePageFlow } from '../../system/usePageFlow';
import { useSystemSelector } from '../../system/context';
import { useNotesPageLogic } from './wiring';

/** The editor with Lexical: its own chunk, loaded when a note first opens. */
const NoteEditorDialog = lazyWhenOpened(() => import('./NoteEditorDialog'));

const TAB_LABEL: Record<NoteType, string> = {
  personal: 'Personal',
  shared_by_me: 'Shared by me',
  shared_with_me: 'Shared with me',
};
const SORT_LABEL: Record<NoteSort, string> = { newest: 'Newest first', oldest: 'Oldest first', title: 'Title' };
const select =
  'focus-ring rounded-[var(--radius)] border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-600 dark:bg-slate-800';

export interface NotesPageProps {
  tab?: number | undefined;
  noteId?: string | undefined;
  noteType?: string | undefined;
  openAddNote?: boolean | undefined;
  meetingId?: string | undefined;
}

const noteTypeOf = (value: string | undefined): NoteType | null =>
  (NOTE_TYPES as readonly string[]).includes(value ?? '') ? (value as NoteType) : null;
const noteIdOf = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : null);

function NoteItem({
  note,
  onOpen,
  onPin,
  pinDisabled,
}: {
  note: Note;
  onOpen: () => void;
  onPin: () => void;
  pinDisabled: boolean;
}) {
  const title = titleOf(note);
  const mine = note.noteType !== 'shared_with_me';
  return (
    <li
      className="flex items-start gap-2 rounded-[var(--radius)] border border-slate-200 p-3 dark:border-slate-700"
      data-pinned={note.is_pinned || undefined}
    >
      <button type="button" onClick={onOpen} className="focus-ring flex min-w-0 flex-1 flex-col items-start text-left">
        <span className="font-semibold">{title}</span>
        <span className="text-sm text-slate-600 dark:text-slate-300">
          {note.is_pinned ? 'Pinned · ' : ''}
          {formatNoteDate(note.created_at)}
          {note.session ? ` · with ${note.session.with_name}` : ''}
          {note.dependent_name ? ` · about ${note.dependent_name}` : ''}
          {note.bookmark_id ? ' · Bookmarked' : ''}
        </span>
        {note.tags.length ? (
          <span className="mt-1 text-xs text-slate-600 dark:text-slate-300">{note.tags.join(' · ')}</span>
        ) : null}
      </button>
      {mine ? (
        <Button
          variant="ghost"
          className="px-2 py-1 text-xs"
          aria-pressed={note.is_pinned}
          aria-label={`${note.is_pinned ? 'Unpin' : 'Pin'} ${title}`}
          disabled={pinDisabled}
          onClick={onPin}
        >
          {note.is_pinned ? 'Unpin' : 'Pin'}
        </Button>
      ) : null}
    </li>
  );
}

/** /mentorship/notes (SPEC §2): three tabs in the URL, sort and filters, pin, and one note open in its editor. */
export function NotesPage({ tab, noteId, noteType, openAddNote, meetingId }: NotesPageProps) {
  const navigate = useNavigate();
  const showTab = useCallback(
    (t: 1 | 2 | 3) => void navigate({ to: '/mentorship/notes', search: { tab: t }, replace: true }),
    [navigate],
  );
  // Asked of the notes' owner (issue #60); a later ?tab or ?noteId is an event to it, not another flow.
  const userId = useSystemSelector('auth', (s) => s.context.user?.user_id ?? 0, 0);
  const page = usePageFlow('notes', 'notes/page', useNotesPageLogic(showTab, userId), {
    tab: tabOf(tab),
    noteId: noteIdOf(noteId),
    noteType: noteTypeOf(noteType),
    openAddNote: openAddNote === true,
    meetingId: meetingId ?? null,
  });
  if (!page) return null;
  return <NotesView page={page} tab={tab} noteId={noteId} noteType={noteType} openAddNote={openAddNote} meetingId={meetingId} />;
}

function NotesView({
  page,
  tab,
  noteId,
  noteType,
  openAddNote,
  meetingId,
}: NotesPageProps & { page: ActorRefFrom<ReturnType<typeof useNotesPageLogic>> }) {
  const s = useSelector(page, (snap) => snap);
  const ids = { sort: useId(), tag: useId(), dependent: useId() };

  // The URL is the person's: a changed ?tab or ?noteId / ?openAddNote (My Notes, a toast) is their choice.
  const first = useRef(true);
  useEffect(() => {
    page.send({ type: 'notes.tab', tab: tabOf(tab) });
  }, [page, tab]);
  useEffect(() => {
    if (first.current) return;
    const id = noteIdOf(noteId);
    if (id !== null) page.send({ type: 'notes.open', noteId: id, noteType: noteTypeOf(noteType) });
  }, [page, noteId, noteType]);
  useEffect(() => {
    if (first.current) return;
    if (openAddNote) page.send({ type: 'notes.new', meetingId: meetingId ?? null });
  }, [page, openAddNote, meetingId]);
  useEffect(() => {
    first.current = false;
  }, []);

  const { lists, tags, dependents, sessions, message, editor, sortBy, tag, dependentId } = s.context;
  const current = lists[s.context.tab];
  const editorNoteId = editor?.getSnapshot().context.noteId ?? null;
  const openNote =
    editorNoteId === null ? null : (NOTE_TYPES.map((t) => lists[t].find((n) => n.id === editorNoteId)).find(Boolean) ?? null);

  return (
    <div className="mx-auto w-full max-w-3xl p-3 sm:p-6" data-testid="notes-page">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="notes-title" className="text-2xl font-bold">
          Notes
        </h1>
        <Button onClick={() => page.send({ type: 'notes.new', meetingId: null })}>New note</Button>
      </div>

      <nav aria-label="Notes tabs" className="mt-4 flex flex-wrap gap-1 border-b border-slate-200 dark:border-slate-700">
        {NOTE_TYPES.map((type) => (
          <Link
            key={type}
            to="/mentorship/notes"
            search={{ tab: NOTE_TAB[type] }}
            aria-current={s.context.tab === type ? 'page' : undefined}
            className="focus-ring -mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium aria-[current=page]:border-brand-700 aria-[current=page]:text-brand-700 dark:aria-[current=page]:border-teal-300 dark:aria-[current=page]:text-teal-200"
          >
            {TAB_LABEL[type]} ({lists[type].length})
          </Link>
        ))}
      </nav>

      <div className="mt-3 flex flex-wrap items-center gap-3">
        <label htmlFor={ids.sort} className="text-sm">
          Sort by
        </label>
        <select
          id={ids.sort}
          className={select}
          value={sortBy}
          onChange={(e) => page.send({ type: 'notes.sort', sortBy: e.target.value as NoteSort })}
        >
          {(Object.keys(SORT_LABEL) as NoteSort[]).map((k) => (
            <option key={k} value={k}>
              {SORT_LABEL[k]}
            </option>
          ))}
        </select>
        <label htmlFor={ids.tag} className="text-sm">
          Tag
        </label>
        <select
          id={ids.tag}
          className={select}
          value={tag ?? ''}
          onChange={(e) => page.send({ type: 'notes.filterTag', tag: e.target.value || null })}
        >
          <option value="">All tags</option>
          {tags.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
        {dependents.length ? (
          <>
            <label htmlFor={ids.dependent} className="text-sm">
              About
            </label>
            <select
              id={ids.dependent}
              className={select}
              value={dependentId ?? ''}
              onChange={(e) =>
                page.send({ type: 'notes.filterDependent', dependentId: e.target.value ? Number(e.target.value) : null })
              }
            >
              <option value="">Everyone</option>
              {dependents.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </select>
          </>
        ) : null}
      </div>

      {message ? (
        <div
          role="alert"
          className="mt-3 flex items-start justify-between gap-2 rounded-[var(--radius)] bg-amber-50 p-3 dark:bg-slate-800"
        >
          <p>{message}</p>
          <Button variant="ghost" className="px-2 py-1 text-xs" onClick={() => page.send({ type: 'notes.dismissMessage' })}>
            Dismiss
          </Button>
        </div>
      ) : null}

      <section aria-label={TAB_LABEL[s.context.tab]} className="mt-4" aria-busy={s.hasTag('loading') || s.hasTag('refreshing')}>
        {s.hasTag('failed') ? (
          <LoadFailed what="Couldn't load your notes." onRetry={() => page.send({ type: 'notes.retry' })} />
        ) : s.hasTag('loading') && current.length === 0 ? (
          <p>Loading notes…</p>
        ) : current.length === 0 ? (
          <p>No notes found</p>
        ) : (
          <ul className="flex flex-col gap-2" data-testid="notes-list">
            {current.map((note) => (
              <NoteItem
                key={note.id}
                note={note}
                pinDisabled={s.hasTag('pinning')}
                onOpen={() => page.send({ type: 'notes.open', noteId: note.id, noteType: note.noteType })}
                onPin={() => page.send({ type: 'notes.pin', noteId: note.id, pinned: !note.is_pinned })}
              />
            ))}
          </ul>
        )}
      </section>

      {editor ? (
        <NoteEditorDialog open editor={editor} note={openNote} dependents={dependents} tags={tags} sessions={sessions} />
      ) : null}
    </div>
  );
}

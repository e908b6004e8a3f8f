import { Link } from '@tanstack/react-router';
import type { MenuNote } from '../../../machines/sideLists/sideLists.machine';
import { Disclosure } from '../../ui/Disclosure';
import { Icon } from '../../ui/icons';
import { ACTIVE_ITEM, ACTIVE_OPTIONS } from '../../ui/menuItem';

/** SPEC §9: note dates en-GB, e.g. 05 March 2025. */
const noteDate = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'long', year: 'numeric' });
export const formatNoteDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : noteDate.format(date);
};

/** Mentorship mode (SPEC §2): the collapsible My Notes list, pinned first then newest. */
export function MyNotes({
  notes,
  loading,
  onNavigate,
}: {
  notes: MenuNote[];
  loading: boolean;
  onNavigate?: (() => void) | undefined;
}) {
  return (
    <section aria-label="My Notes" className="border-t border-slate-200 pt-3 dark:border-slate-800" data-testid="my-notes">
      <Disclosure
        buttonClassName="focus-ring group flex w-full items-center justify-between rounded-[var(--radius)] px-3 py-2 text-xs font-semibold tracking-wide text-slate-700 uppercase hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
        label={
          <>
            My Notes
            <Icon
              name="chevron"
              className="h-4 w-4 transition-transform group-data-open:rotate-90 rtl:-scale-x-100 rtl:group-data-open:scale-x-100"
            />
          </>
        }
      >
        {(panelId) => (
          <ul id={panelId} className="mt-1 flex flex-col gap-1" aria-busy={loading} data-testid="my-notes-list">
            {loading ? <li className="px-3 py-2 text-sm text-slate-600 dark:text-slate-300">Loading…</li> : null}
            {!loading && notes.length === 0 ? (
              <li className="px-3 py-2 text-sm text-slate-600 dark:text-slate-300">No notes found</li>
            ) : null}
            {notes.map((note) => (
              <li key={`${note.noteType}-${note.id}`}>
                <Link
                  to="/mentorship/notes"
                  search={{ noteId: note.id, noteType: note.noteType, tab: note.tab }}
                  onClick={onNavigate}
                  activeOptions={ACTIVE_OPTIONS}
                  data-pinned={note.pinned || undefined}
                  className={`focus-ring group flex flex-col rounded-[var(--radius)] px-3 py-1.5 text-sm ${ACTIVE_ITEM}`}
                >
                  <span className="flex items-center gap-1 truncate font-medium">
                    {note.pinned ? (
                      <span className="inline-flex shrink-0">
                        <Icon name="pin" className="h-4 w-4" />
                        <span className="sr-only">Pinned: </span>
                      </span>
                    ) : null}
                    <span className="truncate">{note.title}</span>
                  </span>
                  <span className="text-xs text-slate-600 group-data-[status=active]:text-inherit dark:text-slate-300">
                    {formatNoteDate(note.createdAt)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Disclosure>
    </section>
  );
}

import { useSelector } from '@xstate/react';
import { lazy, Suspense, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { conversationsMachine } from '../../../machines/nora/conversations.machine';
import { Button } from '../../ui/Button';
import { InlineConfirm } from '../../ui/InlineConfirm';
import { LoadFailed } from '../../ui/LoadFailed';

type ListRef = ActorRefFrom<typeof conversationsMachine>;

const ConversationMenu = lazy(() => import('./ConversationMenu'));

/** The menu's button while its code loads: the same look, not yet operable. */
function MenuPlaceholder({ title }: { title: string }) {
  return (
    <button type="button" disabled aria-label={`Actions for “${title}”`} className="rounded-[var(--radius)] px-2 py-1 opacity-60">
      <span aria-hidden="true">⋯</span>
    </button>
  );
}

/** The person's conversations: open one; its menu renames it in place or deletes it after asking. */
export function Conversations({
  list,
  openId,
  onOpen,
  onNew,
}: {
  list: ListRef;
  openId: number | null;
  onOpen: (id: number) => void;
  onNew: () => void;
}) {
  const s = useSelector(list, (snapshot) => snapshot);
  const [renaming, setRenaming] = useState<{ id: number; title: string } | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const busy = s.hasTag('busy');
  return (
    <nav aria-label="Your conversations with Nora" className="text-sm">
      <Button variant="secondary" className="w-full" onClick={onNew}>
        New conversation
      </Button>
      {s.hasTag('error') ? (
        <LoadFailed
          className="mt-3"
          what="Couldn't load your conversations."
          onRetry={() => list.send({ type: 'conversations.retry' })}
        />
      ) : null}
      <p role="status" className="mt-2">
        {s.context.problem === 'rename' ? "Couldn't rename that conversation." : ''}
        {s.context.problem === 'delete' ? "Couldn't delete that conversation." : ''}
      </p>
      <ul className="mt-2 space-y-1">
        {s.context.list.map((c) => (
          <li key={c.id}>
            {renaming?.id === c.id ? (
              <form
                className="flex flex-col gap-2"
                onSubmit={(e) => {
                  e.preventDefault();
                  if (renaming.title.trim()) list.send({ type: 'conversations.rename', id: c.id, title: renaming.title });
                  setRenaming(null);
                }}
              >
                <label className="sr-only" htmlFor={`rename-${c.id}`}>
                  New name for “{c.title}”
                </label>
                <input
                  id={`rename-${c.id}`}
                  autoFocus
                  maxLength={80}
                  value={renaming.title}
                  onChange={(e) => setRenaming({ id: c.id, title: e.target.value })}
                  className="rounded-[var(--radius)] border border-slate-400 px-2 py-1 dark:bg-slate-900"
                />
                <div className="flex gap-2">
                  <Button type="submit">Save</Button>
                  <Button variant="ghost" onClick={() => setRenaming(null)}>
                    Cancel
                  </Button>
                </div>
              </form>
            ) : deleting === c.id ? (
              <InlineConfirm
                question={`Delete “${c.title}”? Its questions and answers are deleted too.`}
                confirm="Delete"
                onConfirm={() => {
                  list.send({ type: 'conversations.delete', id: c.id });
                  setDeleting(null);
                }}
                onCancel={() => setDeleting(null)}
              />
            ) : (
              <div className="flex items-start gap-1">
                <button
                  type="button"
                  aria-current={openId === c.id ? 'true' : undefined}
                  title={c.title}
                  onClick={() => onOpen(c.id)}
                  className="focus-ring line-clamp-2 min-w-0 flex-1 rounded-[var(--radius)] px-2 py-1 text-left break-words hover:bg-slate-100 aria-[current]:bg-brand-50 aria-[current]:font-semibold dark:hover:bg-slate-800 dark:aria-[current]:bg-slate-800"
                >
                  {c.title}
                </button>
                {/* Rename and Delete in a menu (Headless UI, its own chunk: /prompt's first load stays light). */}
                <Suspense fallback={<MenuPlaceholder title={c.title} />}>
                  <ConversationMenu
                    title={c.title}
                    disabled={busy}
                    onRename={() => setRenaming({ id: c.id, title: c.title })}
                    onDelete={() => setDeleting(c.id)}
                  />
                </Suspense>
              </div>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

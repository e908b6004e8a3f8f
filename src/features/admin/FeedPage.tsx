import '../../app.css';
import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { usePageFlow } from '../../system/usePageFlow';
import type { Decision, FeedSort, QueueTarget } from '../../../contract/admin-feed';
import { keyOf } from '../../../machines/admin/feedQueue.machine';
import { Button } from '../../ui/Button';
import { LoadFailed } from '../../ui/LoadFailed';
import { PAGE_COLUMN } from '../../ui/layout';
import { FeedItem } from './FeedItem';
import { useFeedQueueLogic } from './feedWiring';
import { Pager } from './Pager';

const FIELD = 'focus-ring mt-1 rounded border border-slate-400 bg-white p-2 dark:bg-slate-900';
const TITLES: Record<Decision, string> = { approve: 'Approve', remove: 'Remove', ignore: 'Ignore the reports on' };
const WHAT: Record<Decision, string> = {
  approve: 'Approved content is shown to everyone again and its reports are dismissed.',
  remove: 'Removed content is hidden from everyone but its author (kept for the audit log); the author is told the reason.',
  ignore: 'The reports are dismissed; the content stays as it is.',
};

/** /admin-feed (issue #36): the queue of reported posts and comments, claimed and decided with a reason. */
export function FeedPage() {
  const queue = usePageFlow('admin', 'admin/feed', useFeedQueueLogic(), undefined);
  if (!queue) return null;
  return <FeedPageView queue={queue} />;
}

function FeedPageView({ queue }: { queue: ActorRefFrom<ReturnType<typeof useFeedQueueLogic>> }) {
  const snap = useSelector(queue, (s) => s);
  const { filters, result, selected, draft, failure, notice } = snap.context;
  const pages = result ? Math.max(1, Math.ceil(result.total / result.size)) : 1;
  const deciding = snap.hasTag('deciding');
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (deciding) reasonRef.current?.focus();
  }, [deciding]);
  const count = draft?.items.length ?? 0;

  return (
    <div className={PAGE_COLUMN}>
      <h1 className="text-2xl font-semibold">Feed moderation</h1>
      <p className="mt-1">
        <Link to="/admin-audit" className="focus-ring text-brand-700 underline dark:text-teal-200">
          Audit log
        </Link>
      </p>

      <form aria-label="Queue filters" className="mt-4 flex flex-wrap items-end gap-3" onSubmit={(e) => e.preventDefault()}>
        <label className="flex flex-col text-sm">
          Order
          <select
            className={FIELD}
            value={filters.sort}
            onChange={(e) => queue.send({ type: 'filters.change', filters: { sort: e.target.value as FeedSort } })}
          >
            <option value="newest">Newest report first</option>
            <option value="most_reported">Most reported first</option>
          </select>
        </label>
        <label className="flex flex-col text-sm">
          Show
          <select
            className={FIELD}
            value={filters.target ?? ''}
            onChange={(e) =>
              queue.send({
                type: 'filters.change',
                filters: { target: (e.target.value || undefined) as QueueTarget | undefined },
              })
            }
          >
            <option value="">Posts and comments</option>
            <option value="POST">Posts</option>
            <option value="COMMENT">Comments</option>
          </select>
        </label>
      </form>

      {snap.hasTag('failed') && (
        <LoadFailed what="the queue" onRetry={() => queue.send({ type: 'queue.retry' })} className="mt-4" />
      )}
      {(notice || (failure && !deciding)) && (
        <p role="status" className="mt-4 font-semibold">
          {notice ?? failure}
        </p>
      )}

      {deciding && draft && (
        <form
          className="mt-4 rounded border border-slate-400 p-4"
          aria-label={`${TITLES[draft.decision]} ${count} ${count === 1 ? 'item' : 'items'}`}
          onSubmit={(e) => {
            e.preventDefault();
            queue.send({ type: snap.hasTag('refused') ? 'decide.retry' : 'decide.confirm' });
          }}
        >
          <p className="font-semibold">
            {TITLES[draft.decision]} {count} {count === 1 ? 'item' : 'items'}
          </p>
          <p className="mt-1 text-sm">{WHAT[draft.decision]}</p>
          <label className="mt-2 flex flex-col text-sm">
            {draft.decision === 'remove'
              ? 'Reason (the author is told it; kept in the audit log)'
              : 'Reason (kept in the audit log)'}
            <textarea
              ref={reasonRef}
              className={FIELD}
              required
              rows={2}
              value={snap.context.reason}
              readOnly={!snap.matches({ deciding: 'editing' })}
              onChange={(e) => queue.send({ type: 'reason.change', value: e.target.value })}
            />
          </label>
          {snap.hasTag('refused') && (
            <p role="alert" className="mt-2 text-red-800 dark:text-red-300">
              {failure}
            </p>
          )}
          <div className="mt-3 flex gap-3">
            <Button type="submit" disabled={snap.hasTag('pending') || (!snap.hasTag('refused') && !snap.hasTag('canConfirm'))}>
              {snap.hasTag('refused') ? 'Try again' : snap.hasTag('pending') ? 'Working…' : `Confirm: ${TITLES[draft.decision]}`}
            </Button>
            {!snap.hasTag('pending') && (
              <Button variant="ghost" onClick={() => queue.send({ type: 'decide.cancel' })}>
                Cancel
              </Button>
            )}
          </div>
        </form>
      )}

      {result && (
        <>
          <div className="mt-4 flex flex-wrap items-center gap-2">
            <p className="me-2 text-sm" aria-live="polite">
              {result.total} {result.total === 1 ? 'item' : 'items'} to review
              {snap.hasTag('loading') ? ' (updating…)' : ''}
              {selected.length > 0 && `, ${selected.length} selected`}
            </p>
            <Button variant="ghost" disabled={!snap.hasTag('ready')} onClick={() => queue.send({ type: 'selection.all' })}>
              Select all on this page
            </Button>
            <Button
              variant="ghost"
              disabled={!snap.hasTag('ready') || selected.length === 0}
              onClick={() => queue.send({ type: 'selection.none' })}
            >
              Clear selection
            </Button>
            {(['approve', 'remove', 'ignore'] as const).map((d) => (
              <Button
                key={d}
                variant="secondary"
                disabled={!snap.hasTag('ready') || selected.length === 0}
                onClick={() => queue.send({ type: 'decide.open', decision: d })}
              >
                {d === 'approve' ? 'Approve selected' : d === 'remove' ? 'Remove selected' : 'Ignore selected'}
              </Button>
            ))}
          </div>
          {result.data.length === 0 ? (
            <p className="mt-4">Nothing is waiting for review.</p>
          ) : (
            <ul className="mt-3 flex flex-col gap-4" aria-busy={snap.hasTag('loading')} aria-label="Reported content">
              {result.data.map((item) => {
                const ref = { target_type: item.target_type, target_id: item.target_id };
                return (
                  <FeedItem
                    key={keyOf(item)}
                    item={item}
                    selected={selected.includes(keyOf(item))}
                    busy={!snap.hasTag('ready')}
                    onToggle={() => queue.send({ type: 'item.toggle', item: ref })}
                    onClaim={(claimed) => queue.send({ type: 'item.claim', item: ref, claimed })}
                    onDecide={(decision) => queue.send({ type: 'decide.open', decision, item: ref })}
                  />
                );
              })}
            </ul>
          )}
          <Pager
            label="Pages of the queue"
            page={filters.page}
            pages={pages}
            go={(page) => queue.send({ type: 'page.go', page })}
          />
        </>
      )}
    </div>
  );
}

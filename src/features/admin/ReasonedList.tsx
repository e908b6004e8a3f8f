import { useEffect, useRef, type ReactNode } from 'react';
import type { ReasonedListTag } from '../../../machines/admin/reasonedList.machine';
import { LoadFailed } from '../../ui/LoadFailed';
import { Pager } from './Pager';
import { ReasonForm } from './ReasonForm';

/**
 * What /admin-questions and /admin-communities show around their rows, drawn from their
 * machine's snapshot (machines/admin/reasonedList.machine.ts): a failed read with Try again, the
 * line saying what the last action did, the reason form of the action in hand, the count and the
 * pages. Each page draws its own filters and rows.
 */
export interface ReasonedListSnapshot {
  hasTag(tag: ReasonedListTag): boolean;
  context: {
    result: { total: number; size: number } | null;
    filters: { page: number };
    action: unknown;
    reason: string;
    failure: string | null;
    notice: string | null;
  };
}

type ReasonedListSend = (
  event:
    | { type: 'list.retry' }
    | { type: 'page.go'; page: number }
    | { type: 'reason.change'; value: string }
    | { type: 'action.confirm' | 'action.retry' | 'action.cancel' },
) => void;

/** True while an action is in hand (its reason asked for, sent, or refused). */
const isActing = (snap: ReasonedListSnapshot) => snap.hasTag('confirming') || snap.hasTag('pending') || snap.hasTag('refused');

/** The failed read, the last action's line and, while an action is in hand, its reason form (focused when it opens). */
export function ReasonedListStatus({
  snap,
  send,
  what,
  title,
}: {
  snap: ReasonedListSnapshot;
  send: ReasonedListSend;
  /** What could not be read: "the questions". */
  what: string;
  /** The action in hand, as its form's heading. */
  title: string;
}) {
  const { action, notice, failure, reason } = snap.context;
  const acting = isActing(snap);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (acting) reasonRef.current?.focus();
  }, [acting]);
  return (
    <>
      {snap.hasTag('failed') && <LoadFailed what={what} onRetry={() => send({ type: 'list.retry' })} className="mt-4" />}
      {notice && (
        <p role="status" className="mt-4 font-semibold">
          {notice}
        </p>
      )}
      {acting && action ? (
        <ReasonForm
          title={title}
          reason={reason}
          reasonRef={reasonRef}
          state={{
            confirming: snap.hasTag('confirming'),
            canConfirm: snap.hasTag('canConfirm'),
            pending: snap.hasTag('pending'),
            refused: snap.hasTag('refused'),
          }}
          failure={failure}
          send={send}
        />
      ) : null}
    </>
  );
}

/** The count (saying so while the next page loads), the rows the page draws, and the pages. */
export function ReasonedListResults({
  snap,
  send,
  noun,
  label,
  children,
}: {
  snap: ReasonedListSnapshot;
  send: ReasonedListSend;
  /** The rows' name, one and many: ['question', 'questions']. */
  noun: [one: string, many: string];
  /** The pager's name: "Pages of questions". */
  label: string;
  children: ReactNode;
}) {
  const { result, filters } = snap.context;
  if (!result) return null;
  const pages = Math.max(1, Math.ceil(result.total / result.size));
  return (
    <>
      <p className="mt-4 text-sm" aria-live="polite">
        {result.total} {result.total === 1 ? noun[0] : noun[1]}
        {snap.hasTag('loading') ? ' (updating…)' : ''}
      </p>
      {children}
      <Pager label={label} page={filters.page} pages={pages} go={(page) => send({ type: 'page.go', page })} />
    </>
  );
}

import type { RefObject } from 'react';
import { Button } from '../../ui/Button';

const FIELD = 'focus-ring mt-1 rounded border border-slate-400 bg-white p-2 dark:bg-slate-900';

/** What the page's action machine says of the action in hand (its tags), for the form. */
export interface ReasonFormState {
  confirming: boolean;
  canConfirm: boolean;
  pending: boolean;
  refused: boolean;
}

/**
 * The reason an administrator gives before an action on /admin-questions and
 * /admin-communities: one form for both, driven by the page's machine (its events are
 * the same on both: reason.change, action.confirm, action.retry, action.cancel).
 */
export function ReasonForm({
  title,
  reason,
  reasonRef,
  state,
  failure,
  send,
}: {
  title: string;
  reason: string;
  reasonRef: RefObject<HTMLTextAreaElement | null>;
  state: ReasonFormState;
  failure: string | null | undefined;
  send: (event: { type: 'reason.change'; value: string } | { type: 'action.confirm' | 'action.retry' | 'action.cancel' }) => void;
}) {
  return (
    <form
      className="mt-4 rounded border border-slate-400 p-4"
      aria-label={title}
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: state.refused ? 'action.retry' : 'action.confirm' });
      }}
    >
      <p className="font-semibold break-words">{title}</p>
      <label className="mt-2 flex flex-col text-sm">
        Reason (kept in the audit log)
        <textarea
          ref={reasonRef}
          className={FIELD}
          required
          rows={2}
          value={reason}
          readOnly={!state.confirming}
          onChange={(e) => send({ type: 'reason.change', value: e.target.value })}
        />
      </label>
      {state.refused && (
        <p role="alert" className="mt-2 text-red-800 dark:text-red-300">
          {failure}
        </p>
      )}
      <div className="mt-3 flex gap-3">
        <Button type="submit" disabled={state.pending || (state.confirming && !state.canConfirm)}>
          {state.refused ? 'Try again' : state.pending ? 'Working…' : 'Confirm'}
        </Button>
        {!state.pending && (
          <Button variant="ghost" onClick={() => send({ type: 'action.cancel' })}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

import { useId, useState } from 'react';
import { Button } from '../../ui/Button';

/**
 * A moderator says why something is hidden before it is: a comment on its post page, a post on
 * the moderation page. The reason goes with it to the server (its author and the moderators read
 * a comment's; the administrators' audit log keeps either).
 */
export function HideReasonForm({
  what,
  readers,
  busy,
  onConfirm,
  onCancel,
}: {
  /** "comment" or "post": the question and the button name it. */
  what: string;
  /** Who will read the reason, for its label. */
  readers: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const id = useId();
  return (
    <form
      aria-labelledby={`${id}-q`}
      className="mt-2 rounded-[var(--radius)] bg-amber-50 p-3 dark:bg-slate-800"
      onSubmit={(e) => {
        e.preventDefault();
        onConfirm(reason);
      }}
    >
      <p id={`${id}-q`}>{`Hide this ${what} from other members?`}</p>
      <label htmlFor={`${id}-reason`} className="mt-2 block text-sm font-medium">
        {`Reason (${readers} will read it)`}
      </label>
      <input
        id={`${id}-reason`}
        autoFocus
        required
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        className="focus-ring mt-1 w-full rounded-[var(--radius)] border border-slate-300 bg-white px-3 py-2 dark:border-slate-600 dark:bg-slate-900"
      />
      <div className="mt-2 flex gap-2">
        <Button type="submit" disabled={busy || !reason.trim()}>
          {`Hide ${what}`}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

import { useId, type ReactNode } from 'react';
import { Button } from './Button';

/**
 * A question asked in place before something that cannot be undone (delete, clear, block,
 * leave): an alertdialog named by the question, its confirming button focused, Cancel beside it.
 */
export function InlineConfirm({
  question,
  confirm,
  onConfirm,
  onCancel,
  className = 'rounded-[var(--radius)] bg-amber-50 p-3 dark:bg-slate-800',
}: {
  question: ReactNode;
  /** The confirming button's label: what will happen ("Delete", "Leave group"). */
  confirm: string;
  onConfirm: () => void;
  onCancel: () => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div role="alertdialog" aria-labelledby={id} className={className}>
      <p id={id}>{question}</p>
      <div className="mt-2 flex gap-2">
        <Button autoFocus onClick={onConfirm}>
          {confirm}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

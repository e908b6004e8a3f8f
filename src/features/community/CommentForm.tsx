import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../ui/Button';

/**
 * A comment's words while they are written (a draft, kept in the form until the post page's
 * actor says it was sent: `sent` grows); the actor decides and sends.
 */
export function CommentForm({
  label,
  submit,
  initial = '',
  sent,
  busy,
  onSubmit,
  onCancel,
}: {
  label: string;
  submit: string;
  initial?: string;
  sent: number;
  busy: boolean;
  onSubmit: (body: string) => void;
  onCancel?: () => void;
}) {
  const [text, setText] = useState(initial);
  const id = useId();
  const seen = useRef(sent);
  useEffect(() => {
    if (sent !== seen.current) {
      seen.current = sent;
      setText('');
      onCancel?.();
    }
  }, [sent, onCancel]);
  return (
    <form
      className="mt-2"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(text);
      }}
    >
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        value={text}
        rows={2}
        maxLength={5000}
        onChange={(e) => setText(e.target.value)}
        className="focus-ring mt-1 w-full rounded-[var(--radius)] border border-slate-300 bg-white px-3 py-2 dark:border-slate-600 dark:bg-slate-800"
      />
      <div className="mt-1 flex gap-2">
        <Button type="submit" disabled={busy || !text.trim()}>
          {submit}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

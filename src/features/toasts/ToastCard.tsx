import type { Toast } from '../../../machines/toasts/toasts.machine';
import { Avatar } from '../../ui/Avatar';
import { Icon } from '../../ui/icons';

/** One toast: the message (a button when it leads somewhere), a close button, and its remaining time. */
export function ToastCard({
  toast,
  lifetime,
  onActivate,
  onDismiss,
}: {
  toast: Toast;
  lifetime: number;
  onActivate: () => void;
  onDismiss: () => void;
}) {
  const remaining = Math.max(0, 1 - toast.elapsed / lifetime);
  const tone = toast.system
    ? 'border-amber-400 bg-amber-50 text-amber-950 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-50'
    : 'border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-50';
  const body = (
    <span className="flex min-w-0 items-start gap-3">
      {toast.kind === 'chat' || toast.avatarUrl ? (
        <Avatar src={toast.avatarUrl} name={toast.title} size={32} />
      ) : (
        <span className="mt-0.5 text-brand-700 dark:text-teal-200">
          <Icon name={toast.system ? 'shield' : 'bell'} />
        </span>
      )}
      <span className="min-w-0 text-start">
        <span className="block text-sm font-semibold">
          {toast.system ? <span className="sr-only">System message: </span> : null}
          {toast.title}
        </span>
        <span className="block text-sm break-words">{toast.text}</span>
      </span>
    </span>
  );
  return (
    <li
      className={`pointer-events-auto relative w-80 max-w-[calc(100vw-2rem)] overflow-hidden rounded-[var(--radius)] border shadow-lg ${tone}`}
      data-testid="toast"
      data-kind={toast.kind}
      data-system={toast.system || undefined}
    >
      <div className="flex items-start gap-2 p-3">
        {toast.route ? (
          <button type="button" onClick={onActivate} className="focus-ring min-w-0 flex-1 rounded text-start">
            {body}
          </button>
        ) : (
          <div className="min-w-0 flex-1">{body}</div>
        )}
        <button
          type="button"
          onClick={onDismiss}
          aria-label={`Dismiss: ${toast.title}`}
          className="focus-ring rounded p-1 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          <Icon name="close" className="h-4 w-4" />
        </button>
      </div>
      <div aria-hidden="true" className="h-1 bg-slate-100 dark:bg-slate-800">
        <div
          className="h-1 bg-brand-700 dark:bg-teal-300"
          style={{ width: `${remaining * 100}%` }}
          data-testid="toast-progress"
        />
      </div>
    </li>
  );
}

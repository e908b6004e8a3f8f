// The signed-in app's utilities load with it (see src/styles.css).
import '../../app.css';
import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { DELAYS } from '../../../machines/domain/constants';
import { SESSION_REMINDER_TITLE } from '../../../machines/domain/notifications';
import { useAppSystem, useSystemActor } from '../../system/context';
import { Button } from '../../ui/Button';
import { ToastCard } from './ToastCard';

/**
 * The toast region, present from page load so screen readers announce what
 * arrives (a polite live region). It renders the toasts actor's snapshot and
 * sends it what the person does: hover, focus, activate, dismiss, tab hidden.
 */
export function LiveToasts() {
  const toasts = useSystemActor('toasts');
  const { root } = useAppSystem();
  const visible = useSelector(toasts, (s) => s?.context.visible ?? []);
  const lifetime = useSelector(toasts, (s) => s?.context.lifetime ?? DELAYS.toastLifetime);
  const reminder = useSelector(toasts, (s) => s?.context.reminder ?? null);
  const newPost = useSelector(toasts, (s) => s?.hasTag('new post') ?? false);
  const onCommunity = useSelector(root, (s) => s.context.location.pathname.startsWith('/community'));

  useEffect(() => {
    if (!toasts) return;
    const report = () => toasts.send({ type: 'tab.visibility', hidden: document.visibilityState === 'hidden' });
    report();
    document.addEventListener('visibilitychange', report);
    return () => document.removeEventListener('visibilitychange', report);
  }, [toasts]);

  if (!toasts) return null;
  return (
    <>
      <section
        aria-label="Notifications"
        aria-live="polite"
        className="pointer-events-none fixed end-4 bottom-4 z-50 flex flex-col items-end gap-2"
        onPointerEnter={() => toasts.send({ type: 'region.hover', hovered: true })}
        onPointerLeave={() => toasts.send({ type: 'region.hover', hovered: false })}
        onFocus={() => toasts.send({ type: 'region.focus', focused: true })}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
            toasts.send({ type: 'region.focus', focused: false });
          }
        }}
      >
        <ol className="flex flex-col items-end gap-2">
          {visible.map((toast) => (
            <ToastCard
              key={toast.id}
              toast={toast}
              lifetime={lifetime}
              onActivate={() => toasts.send({ type: 'toast.activate', id: toast.id })}
              onDismiss={() => toasts.send({ type: 'toast.dismiss', id: toast.id })}
            />
          ))}
        </ol>
      </section>
      {reminder ? (
        <aside
          aria-labelledby="session-reminder-title"
          className="fixed inset-x-4 top-20 z-50 mx-auto max-w-md rounded-[var(--radius)] border border-brand-700 bg-white p-4 shadow-xl dark:border-teal-300 dark:bg-slate-900"
          data-testid="session-reminder"
        >
          <h2 id="session-reminder-title" className="font-semibold">{SESSION_REMINDER_TITLE}</h2>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{reminder.text}</p>
          <div className="mt-3 flex gap-2">
            {reminder.route ? <Button onClick={() => toasts.send({ type: 'reminder.activate' })}>View session</Button> : null}
            <Button variant="ghost" onClick={() => toasts.send({ type: 'reminder.dismiss' })}>Dismiss</Button>
          </div>
        </aside>
      ) : null}
      {newPost && onCommunity ? (
        <div className="fixed inset-x-0 top-24 z-40 flex justify-center">
          <Button onClick={() => toasts.send({ type: 'newPost.activate' })} className="rounded-full shadow-lg">
            New Post
          </Button>
        </div>
      ) : null}
    </>
  );
}

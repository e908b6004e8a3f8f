// The signed-in app's utilities load with it (see src/styles.css).
import '../../app.css';
import { useEffect } from 'react';
import { DELAYS } from '../../../machines/domain/constants';
import { useSystemActor, useSystemSelector, useSystemTag } from '../../system/context';
import { ToastCard } from './ToastCard';
import type { Toast } from '../../../machines/toasts/toasts.machine';

/** One empty list for every render while signed out (a new [] each time would re-render forever). */
const NO_TOASTS: Toast[] = [];

/**
 * The toast region (the session reminder and the New Post chip are in SessionNotices, in the
 * page's flow, so they never cover it), present from page load so screen readers announce what
 * arrives (a polite live region). It renders the toasts actor's snapshot and
 * sends it what the person does: hover, focus, activate, dismiss, tab hidden.
 */
export function LiveToasts() {
  const toasts = useSystemActor('toasts');
  const visible = useSystemSelector('toasts', (s) => s.context.visible, NO_TOASTS);
  const lifetime = useSystemSelector('toasts', (s) => s.context.lifetime, DELAYS.toastLifetime);
  // The queue's own flag, for people reading the DOM (and the Chromium flow driver).
  const paused = useSystemTag('toasts', 'paused');

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
        data-queue={paused ? 'paused' : 'running'}
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
    </>
  );
}

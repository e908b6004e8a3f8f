import type { PageLifecycleEvent } from '../../machines/eventStream/eventStream.machine';

/**
 * The window's `pagehide` and `pageshow`, told as `page.left` and `page.returned`. A `pageshow` that
 * is not `persisted` is the page's first show, not a return, and is not told.
 */
export function pageLifecycleCallback({ sendBack }: { sendBack: (event: PageLifecycleEvent) => void }) {
  const left = () => sendBack({ type: 'page.left' });
  const shown = (event: PageTransitionEvent) => {
    if (event.persisted) sendBack({ type: 'page.returned' });
  };
  window.addEventListener('pagehide', left);
  window.addEventListener('pageshow', shown);
  return () => {
    window.removeEventListener('pagehide', left);
    window.removeEventListener('pageshow', shown);
  };
}

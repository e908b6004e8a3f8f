import { lazy, Suspense, type ReactNode } from 'react';

/**
 * The PIN guard (./PinGuard.tsx) in its own chunk, loaded by the protected pages only: the
 * dashboard does not carry it. While it loads, nothing of the page shows.
 */
const loadPinGuard = () => import('./PinGuard');
const PinGuard = lazy(loadPinGuard);

/**
 * A protected route's loader fetches the guard's code while the PIN's status is read, rather than
 * once the page first renders (a round trip later on a slow network, issue #38). A failure here
 * is left to the page's own load, which shows it.
 */
export function preloadPinGuard() {
  void loadPinGuard().catch(() => undefined);
}

export function ProtectedPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <PinGuard title={title}>{children}</PinGuard>
    </Suspense>
  );
}

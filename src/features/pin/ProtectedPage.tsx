import { lazy, Suspense, type ReactNode } from 'react';

/**
 * The PIN guard (./PinGuard.tsx) in its own chunk, loaded by the protected pages only: the
 * dashboard does not carry it. While it loads, nothing of the page shows.
 */
const PinGuard = lazy(() => import('./PinGuard'));

export function ProtectedPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <PinGuard title={title}>{children}</PinGuard>
    </Suspense>
  );
}

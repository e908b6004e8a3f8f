import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React hydrates a prerendered page (scripts/prerender.tsx renders it false too) and
 * true from the next render on; always true for a page the app rendered itself. A control that
 * needs the app is disabled until then, so a press before the app is ready is not silently lost,
 * and the hydrating render matches the prerendered markup whatever the session turns out to be.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

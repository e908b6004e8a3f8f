import { useEffect, useSyncExternalStore } from 'react';

/** SPEC §9 breakpoints, as Tailwind's: sm 640 px, lg 1024 px. */
export const WIDE_QUERY = '(min-width: 1024px)';
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** The environment (a media query), read without keeping any state in React. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Tells an actor whenever a media query changes (and once at start). */
export function useMediaQueryEvents(query: string, onChange: (matches: boolean) => void) {
  useEffect(() => {
    const list = window.matchMedia(query);
    onChange(list.matches);
    const listener = (e: MediaQueryListEvent) => onChange(e.matches);
    list.addEventListener('change', listener);
    return () => list.removeEventListener('change', listener);
  }, [query, onChange]);
}

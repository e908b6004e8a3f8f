import { useEffect, useRef } from 'react';

/**
 * Moves focus to the returned heading when a step appears and whenever `step` changes, so a
 * keyboard or screen reader user lands on the new step and hears it ("Question 3 of 9"). The
 * steps appear only after the person acts (or a reload returns to one), never on a plain visit.
 */
export function useFocusOnStep<T extends HTMLElement>(step: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [step]);
  return ref;
}

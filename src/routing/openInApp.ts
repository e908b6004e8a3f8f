import type { MouseEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';

/**
 * A link to a path the server named (a bookmark's href): opened by the router inside the app; a
 * click with a modifier (a new tab or window) is left to the browser.
 */
export function useOpenInApp() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate({ href });
  };
}

import type { MouseEvent } from 'react';

/**
 * First stop in the tab order: moves focus to <main id="main">. Handled in
 * script so that the router's URL does not gain a #main fragment.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById('main');
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a
      href="#main"
      onClick={skip}
      className="sr-only rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 shadow-lg focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-[100] focus:outline-2 focus:outline-offset-2 focus:outline-teal-700 dark:bg-slate-900 dark:text-teal-300 dark:focus:outline-teal-300"
    >
      Skip to content
    </a>
  );
}

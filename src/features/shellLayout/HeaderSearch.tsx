import { useRef } from 'react';
import { Icon } from '../../ui/icons';
import { useSystemActor, useSystemTag } from '../../system/context';

/**
 * The global search field (SPEC §2). The search flow (suggestions, history,
 * voice) is a later issue: for now it is only the labelled field. Below sm it
 * sits behind a search button (the shellLayout actor's `search` region).
 */
export function HeaderSearch() {
  const layout = useSystemActor('shellLayout');
  const revealed = useSystemTag('shellLayout', 'search revealed');
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        className="focus-ring inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 sm:hidden dark:text-slate-200 dark:hover:bg-slate-800"
        aria-label="Show search"
        aria-expanded={revealed}
        aria-controls="global-search-box"
        onClick={() => {
          layout?.send({ type: revealed ? 'search.conceal' : 'search.reveal' });
          if (!revealed) requestAnimationFrame(() => input.current?.focus());
        }}
      >
        <Icon name="search" />
      </button>
      <div
        id="global-search-box"
        role="search"
        className={`${
          revealed
            ? 'absolute inset-x-0 top-full flex border-b border-slate-200 bg-white p-2 dark:border-slate-800 dark:bg-slate-900'
            : 'hidden'
        } sm:static sm:flex sm:w-full sm:max-w-sm sm:border-0 sm:bg-transparent sm:p-0`}
      >
        <label htmlFor="global-search" className="sr-only">
          Search
        </label>
        <div className="relative w-full">
          <Icon
            name="search"
            className="pointer-events-none absolute start-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-500 dark:text-slate-400"
          />
          <input
            ref={input}
            id="global-search"
            type="search"
            placeholder="Search"
            autoComplete="off"
            onKeyDown={(e) => {
              if (e.key === 'Escape' && revealed) layout?.send({ type: 'search.conceal' });
            }}
            className="focus-ring h-10 w-full rounded-[var(--radius)] border border-slate-300 bg-white ps-10 pe-3 text-sm text-slate-900 placeholder:text-slate-600 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:placeholder:text-slate-300"
          />
        </div>
      </div>
    </>
  );
}

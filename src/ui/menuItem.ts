/**
 * How a menu's links show the current page, shared by the side menu and the lists in it (My
 * Communities, My Notes), which live in different features: here so neither imports the other.
 */

/** Lists (communities, notes) match their exact address. */
export const ACTIVE_OPTIONS = { exact: true, includeSearch: true } as const;

/** Highlight of the current entry, from the router's data-status="active" (the same rule as aria-current). */
export const ACTIVE_ITEM =
  'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 data-[status=active]:bg-brand-700 data-[status=active]:text-white dark:data-[status=active]:bg-teal-300 dark:data-[status=active]:text-slate-950';

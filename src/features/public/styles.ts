/**
 * Shared class lists for the public site. Colours are chosen for WCAG 2.2 AA
 * contrast in both themes: brand teal #0f5c63 on white (7.4:1), white on it,
 * teal-300 on slate-900 (11:1), slate-600 on white (7.6:1), slate-300 on slate-900 (12:1).
 */
export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 dark:focus-visible:outline-teal-300';

/** Page-width container used by every section. */
export const container = 'mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8';

const buttonBase =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-60';

export const primaryButton = `${buttonBase} ${focusRing} bg-brand-700 text-white shadow-sm hover:bg-brand-800 disabled:hover:bg-brand-700 dark:bg-teal-300 dark:text-slate-900 dark:hover:bg-teal-200 dark:disabled:hover:bg-teal-300`;

export const secondaryButton = `${buttonBase} ${focusRing} border border-brand-700 bg-white text-brand-700 hover:bg-teal-50 disabled:hover:bg-white dark:border-teal-300 dark:bg-slate-900 dark:text-teal-300 dark:hover:bg-slate-800 dark:disabled:hover:bg-slate-900`;

/** Larger variants for hero and call-to-action sections. */
export const primaryButtonLarge = `${primaryButton} px-5 py-3 text-base`;
export const secondaryButtonLarge = `${secondaryButton} px-5 py-3 text-base`;

/** Inline text link inside copy. */
export const textLink = `${focusRing} rounded-sm font-medium text-brand-700 underline underline-offset-2 hover:no-underline dark:text-teal-300`;

/** Brand-coloured text (headings, eyebrows, icons). */
export const brandText = 'text-brand-700 dark:text-teal-300';

/** Secondary body text. */
export const mutedText = 'text-slate-600 dark:text-slate-300';

/** Card surface. */
export const card = 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-800';

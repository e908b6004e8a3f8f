import { FEEDBACK_FORM_URL } from './navigation';
import { NewTabLink } from './NewTabLink';

/** Thin notice above the header: the product is in beta, and where to tell us what to fix. */
export function BetaBanner() {
  return (
    <aside aria-label="Beta notice" className="bg-brand-700 text-white dark:bg-teal-950 dark:text-teal-50">
      <p className="mx-auto max-w-7xl px-4 py-2 text-center text-sm sm:px-6 lg:px-8">
        <span className="me-2 inline-block rounded-full bg-white/15 px-2 py-0.5 text-xs font-semibold tracking-wide uppercase">
          Beta
        </span>
        NeuroHealth Care is in beta and changing every week.{' '}
        <NewTabLink
          href={FEEDBACK_FORM_URL}
          className="inline-flex items-center gap-1 rounded-sm font-semibold underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          Tell us what to improve
        </NewTabLink>
      </p>
    </aside>
  );
}

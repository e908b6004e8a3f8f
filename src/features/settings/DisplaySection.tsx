import { DisplayChoices } from './DisplayChoices';

/** Settings' Display section: the drawer's choices on a page of their own. */
export function DisplaySection() {
  return (
    <section
      aria-labelledby="display-title"
      className="rounded-[var(--radius)] border border-slate-200 p-5 dark:border-slate-700"
    >
      <h2 id="display-title" className="text-lg font-semibold">
        Display
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-700 dark:text-slate-300">
        Theme, direction and layout change at once. The gear in the top bar opens the same choices from any page.
      </p>
      <DisplayChoices idPrefix="display" />
    </section>
  );
}

import { useSystemTag } from '../../system/context';
import { DisplayChoices } from './DisplayChoices';

/** Settings' Display section: the drawer's choices on a page of their own, with where they are kept. */
export function DisplaySection() {
  const saving = useSystemTag('settings', 'account saving');
  const offline = useSystemTag('settings', 'account offline');
  return (
    <section
      aria-labelledby="display-title"
      className="rounded-[var(--radius)] border border-slate-200 p-5 dark:border-slate-700"
    >
      <h2 id="display-title" className="text-lg font-semibold">
        Display
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-700 dark:text-slate-300">
        Theme, direction and layout change at once and are kept with your account, so they follow you to another browser. The gear
        in the top bar opens the same choices from any page.
      </p>
      <DisplayChoices idPrefix="display" />
      <p className="mt-4 text-sm" role="status" data-testid="display-sync">
        {saving
          ? 'Saving to your account…'
          : offline
            ? 'Your account could not be reached: this browser keeps your choices and saves them with your next change.'
            : ''}
      </p>
    </section>
  );
}

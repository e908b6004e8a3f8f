import type { Feature } from '../content/features';
import { brandText, mutedText } from '../styles';

/** Beside a feature that is not built yet (issue #28.9): the page promises only what is there. */
export function ComingSoon() {
  return (
    <span className="ms-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 align-middle text-xs font-semibold text-amber-950 dark:bg-amber-900 dark:text-amber-50">
      Coming soon
    </span>
  );
}

/** Features as a responsive grid of short cards (h3 per feature), those not built yet marked "Coming soon". */
export function FeatureGrid({ items }: { items: readonly Feature[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map(({ key, title, body, Icon, comingSoon }) => (
        <li key={key} className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-800">
          <span className="inline-flex size-10 items-center justify-center rounded-xl bg-teal-50 dark:bg-slate-900">
            <Icon className={`size-6 ${brandText}`} />
          </span>
          <h3 className="mt-4 text-base font-semibold text-slate-900 dark:text-white">
            {title}
            {comingSoon ? <ComingSoon /> : null}
          </h3>
          <p className={`mt-2 text-sm ${mutedText}`}>{body}</p>
        </li>
      ))}
    </ul>
  );
}

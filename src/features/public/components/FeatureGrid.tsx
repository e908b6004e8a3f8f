import type { Feature } from '../content/features';
import { brandText, mutedText } from '../styles';

/** Features as a responsive grid of short cards (h3 per feature). */
export function FeatureGrid({ items }: { items: readonly Feature[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map(({ key, title, body, Icon }) => (
        <li key={key} className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-800">
          <span className="inline-flex size-10 items-center justify-center rounded-xl bg-teal-50 dark:bg-slate-900">
            <Icon className={`size-6 ${brandText}`} />
          </span>
          <h3 className="mt-4 text-base font-semibold text-slate-900 dark:text-white">{title}</h3>
          <p className={`mt-2 text-sm ${mutedText}`}>{body}</p>
        </li>
      ))}
    </ul>
  );
}

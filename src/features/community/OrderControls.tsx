import { useId } from 'react';
import type { FeedOrder, FeedSort, TopPeriod } from '../../../machines/community/community.types';
import { PERIOD_LABEL, SORT_LABEL } from './format';

const chip = (on: boolean) =>
  `focus-ring rounded-full border px-3 py-1.5 text-sm ${
    on
      ? 'border-brand-700 bg-brand-700 text-white dark:border-teal-200 dark:bg-teal-200 dark:text-slate-950'
      : 'border-slate-300 bg-white text-slate-800 hover:border-brand-700 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100'
  }`;

/** Hot, New or Top, and Top's period: each choice is sent to the feed actor, which writes the URL. */
export function OrderControls({ order, onOrder }: { order: FeedOrder; onOrder: (order: FeedOrder) => void }) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div role="group" aria-label="Sort by" className="flex gap-2">
        {(Object.keys(SORT_LABEL) as FeedSort[]).map((sort) => (
          <button
            key={sort}
            type="button"
            aria-pressed={order.sort === sort}
            className={chip(order.sort === sort)}
            onClick={() => onOrder({ ...order, sort })}
          >
            {SORT_LABEL[sort]}
          </button>
        ))}
      </div>
      {order.sort === 'top' ? (
        <span className="flex items-center gap-2">
          <label htmlFor={id} className="text-sm">
            Period
          </label>
          <select
            id={id}
            value={order.period}
            onChange={(e) => onOrder({ ...order, period: e.target.value as TopPeriod })}
            className="focus-ring rounded-[var(--radius)] border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-600 dark:bg-slate-900"
          >
            {(Object.keys(PERIOD_LABEL) as TopPeriod[]).map((p) => (
              <option key={p} value={p}>
                {PERIOD_LABEL[p]}
              </option>
            ))}
          </select>
        </span>
      ) : null}
    </div>
  );
}

import type { FeedOrder, FeedSort, TopPeriod } from '../../../machines/community/community.types';

const DAY = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'long', year: 'numeric' });

/** SPEC §9's date format (05 March 2025), in the reader's zone. */
export function formatDay(iso: string | null): string {
  if (!iso) return '';
  const t = Date.parse(iso);
  return Number.isNaN(t) ? '' : DAY.format(t);
}

export const SORT_LABEL: Record<FeedSort, string> = { hot: 'Hot', new: 'New', top: 'Top' };
export const PERIOD_LABEL: Record<TopPeriod, string> = { week: 'This week', month: 'This month', all: 'All time' };

/** The order as the URL holds it: `?sort=top&t=month`, nothing for the default Hot. */
export function orderSearch(order: FeedOrder): { sort?: FeedSort; t?: TopPeriod } {
  if (order.sort === 'hot') return {};
  return order.sort === 'top' ? { sort: 'top', t: order.period } : { sort: order.sort };
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

import { DEFAULT_ORDER, type FeedOrder, type FeedSort, type TopPeriod } from '../../../machines/community/community.types';

const SORTS: FeedSort[] = ['hot', 'new', 'top'];
const PERIODS: TopPeriod[] = ['week', 'month', 'all'];

/** The feed's order from the URL's `sort` and `t` (anything unknown reads as the default). */
export function orderFromSearch(sort: string | undefined, t: string | undefined): FeedOrder {
  return {
    sort: SORTS.includes(sort as FeedSort) ? (sort as FeedSort) : DEFAULT_ORDER.sort,
    period: PERIODS.includes(t as TopPeriod) ? (t as TopPeriod) : DEFAULT_ORDER.period,
  };
}

import { PRODUCT_LOCALE } from '../../../machines/domain/time';

/** SPEC §9's dates: en-GB, "05 March 2025", in the viewer's zone. */
const longDate = new Intl.DateTimeFormat(PRODUCT_LOCALE, { day: '2-digit', month: 'long', year: 'numeric' });

export const reviewDate = (iso: string) => longDate.format(new Date(iso));

/** "4.8 out of 5 from 5 reviews", or that there are none yet. */
export function ratingSummary(average: number | null, count: number | null): string {
  if (!count) return 'No reviews yet';
  return `${(average ?? 0).toFixed(1)} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`;
}

export const starsLabel = (rating: number) => `${rating} ${rating === 1 ? 'star' : 'stars'} out of 5`;

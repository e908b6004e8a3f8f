import { NO_FILTER, type ConciergeFilter } from '../../../machines/booking/booking.types';

/** The filter's keys in the URL (short, plain, SPEC §2 style): `?q=…&lang=Spanish,English&minExp=5`. */
export interface ConciergeSearchParams {
  q?: string;
  lang?: string;
  svc?: string;
  minExp?: number;
  maxExp?: number;
  loc?: string;
  gender?: string;
  rating?: number;
  from?: string;
  to?: string;
  page?: number;
}

const list = (value: string | undefined) =>
  value
    ? value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
    : [];
const isDate = (value: string | undefined) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);

export function filterFromParams(p: ConciergeSearchParams): ConciergeFilter {
  const from = isDate(p.from);
  const to = isDate(p.to);
  return {
    ...NO_FILTER,
    search_text: p.q?.trim() ?? '',
    languages: list(p.lang),
    services: list(p.svc),
    genders: list(p.gender),
    min_experience: p.minExp ?? null,
    max_experience: p.maxExp ?? null,
    location: p.loc?.trim() ?? '',
    rating: p.rating ?? null,
    availability: from && to && from <= to ? 'RANGE' : 'ANY',
    start_date: from && to && from <= to ? from : null,
    end_date: from && to && from <= to ? to : null,
    page: Math.max(0, p.page ?? 0),
  };
}

export function paramsFromFilter(f: ConciergeFilter): ConciergeSearchParams {
  const join = (values: string[]) => (values.length ? values.join(',') : undefined);
  const params: ConciergeSearchParams = {
    q: f.search_text || undefined,
    lang: join(f.languages),
    svc: join(f.services),
    gender: join(f.genders),
    minExp: f.min_experience ?? undefined,
    maxExp: f.max_experience ?? undefined,
    loc: f.location || undefined,
    rating: f.rating ?? undefined,
    from: f.availability === 'RANGE' ? (f.start_date ?? undefined) : undefined,
    to: f.availability === 'RANGE' ? (f.end_date ?? undefined) : undefined,
    page: f.page || undefined,
  };
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined)) as ConciergeSearchParams;
}

/**
 * How many filters are in force, for the "Filters (n)" toggle on a phone (issue #28 item 5):
 * each language, service and gender ticked, and each of experience, location, rating and the
 * free-dates range. The name or keyword is left out: its field stays in view.
 */
export function activeFilterCount(f: ConciergeFilter): number {
  return (
    f.languages.length +
    f.services.length +
    f.genders.length +
    [
      f.min_experience !== null,
      f.max_experience !== null,
      Boolean(f.location),
      f.rating !== null,
      Boolean(f.start_date && f.end_date),
    ].filter(Boolean).length
  );
}

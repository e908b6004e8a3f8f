import {
  AGE_GROUPS,
  INSURANCE,
  LANGUAGES,
  MODES,
  NAME_MAX,
  NEAR_MAX,
  RADII,
  SERVICES,
  SORTS,
  type Filters,
  type Radius,
} from '../../../contract/directory';

/**
 * /providers keeps its filters in the URL with the wire's own names, plain and short: lists
 * comma-separated, defaults left out (`/providers?services=speech,aba&zip_code=78701&radius_miles=25`, or a
 * town: `near=Boston, MA`).
 * A link typed by hand keeps what it can read and drops the rest, rather than failing.
 */
export type FiltersSearch = Partial<Record<keyof Filters, string>>;

type Vocabulary = readonly (readonly [string, string])[];

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const known = <K extends string>(v: Vocabulary, value: unknown) =>
  text(value)
    .split(',')
    .map((s) => s.trim())
    .filter((key, i, all) => v.some(([k]) => k === key) && all.indexOf(key) === i) as K[];

export function filtersFromSearch(raw: Record<string, unknown>): Filters {
  const mode = text(raw.mode);
  const sort = text(raw.sort);
  const zip = text(raw.zip_code).trim();
  const near = text(raw.near).trim().slice(0, NEAR_MAX);
  const radius = Number(text(raw.radius_miles));
  const filters: Filters = {
    therapist_name: text(raw.therapist_name).trim().slice(0, NAME_MAX),
    services: known(SERVICES, raw.services),
    ages: known(AGE_GROUPS, raw.ages),
    languages: known(LANGUAGES, raw.languages),
    insurance: known(INSURANCE, raw.insurance),
    mode: (MODES as readonly string[]).includes(mode) ? (mode as Filters['mode']) : 'any',
    sort: (SORTS as readonly string[]).includes(sort) ? (sort as Filters['sort']) : 'distance',
  };
  if (/^\d{5}$/.test(zip)) filters.zip_code = zip;
  else if (near) filters.near = near;
  if ((filters.zip_code || filters.near) && (RADII as readonly number[]).includes(radius))
    filters.radius_miles = radius as Radius;
  return filters;
}

export function searchFromFilters(filters: Filters): FiltersSearch {
  const search: FiltersSearch = {};
  if (filters.therapist_name) search.therapist_name = filters.therapist_name;
  for (const key of ['services', 'ages', 'languages', 'insurance'] as const) {
    if (filters[key].length) search[key] = filters[key].join(',');
  }
  if (filters.mode !== 'any') search.mode = filters.mode;
  if (filters.zip_code) search.zip_code = filters.zip_code;
  else if (filters.near) search.near = filters.near;
  if ((filters.zip_code || filters.near) && filters.radius_miles) search.radius_miles = String(filters.radius_miles);
  if (filters.sort !== 'distance') search.sort = filters.sort;
  return search;
}

declare module '@tanstack/history' {
  interface HistoryState {
    /** The /providers search a provider's page was opened from: its Back link returns to it. */
    directorySearch?: FiltersSearch;
  }
}

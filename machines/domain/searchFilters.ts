/**
 * SPEC §9: the search page's six filters (1 Caregiver … 6 Tags; default 1). Here, not in
 * the search page's setup, because the header's box links to the page too and should
 * not carry the page's machine to do it.
 */
export const SEARCH_FILTERS = [
  { value: 1, label: 'Caregiver' },
  { value: 2, label: 'Concierge' },
  { value: 3, label: 'Provider' },
  { value: 4, label: 'Community' },
  { value: 5, label: 'Questions' },
  { value: 6, label: 'Tags' },
] as const;
export type SearchFilter = (typeof SEARCH_FILTERS)[number]['value'];
export const DEFAULT_FILTER: SearchFilter = 1;

/** A filter number from a URL: anything else reads as the default (SPEC §9). */
export const asFilter = (value: number | undefined): SearchFilter =>
  SEARCH_FILTERS.some((f) => f.value === value) ? (value as SearchFilter) : DEFAULT_FILTER;

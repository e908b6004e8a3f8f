import { assign, raise, setup } from 'xstate';
import { DELAYS } from '../domain/constants';
import type { Filters, ListedProvider, Origin } from '../../contract/directory';
import { unprovided, unprovidedPromise } from '../domain/placeholder';

/** What one search answers: a page, or the zip code or town the directory does not know. */
export interface DirectoryPage {
  items: ListedProvider[];
  total: number;
  page: number;
  origin: Origin | null;
  unknownZip: string | null;
}

export type ListFilter = 'services' | 'ages' | 'languages' | 'insurance';

export const NO_FILTERS: Filters = {
  therapist_name: '',
  services: [],
  ages: [],
  languages: [],
  insurance: [],
  mode: 'any',
  sort: 'distance',
};

export interface DirectoryContext {
  filters: Filters;
  /** The name as typed; it becomes a filter 300 ms after the last key. */
  nameDraft: string;
  items: ListedProvider[];
  total: number;
  page: number;
  origin: Origin | null;
  unknownZip: string | null;
  /** Hovered or focused in the list or on the map: the row and the dot show it together. */
  highlighted: number | null;
  /** Chosen on the map: the list brings its row into view. */
  selected: number | null;
  moreFailed: boolean;
}

export type DirectoryEvent =
  | { type: 'directory.params'; filters: Filters }
  | { type: 'directory.nameInput'; text: string }
  | { type: 'directory.nameSubmit' }
  | { type: 'directory.set'; patch: Partial<Filters> }
  | { type: 'directory.toggle'; filter: ListFilter; key: string }
  | { type: 'directory.clear' }
  | { type: 'directory.reload' }
  | { type: 'directory.retry' }
  | { type: 'directory.loadMore' }
  | { type: 'directory.highlight'; id: number | null }
  | { type: 'directory.select'; id: number };

export const same = (a: Filters, b: Filters) => JSON.stringify(a) === JSON.stringify(b);
export const toggled = (list: readonly string[], key: string) =>
  list.includes(key) ? list.filter((k) => k !== key) : [...list, key];
/**
 * A place is a zip code (five digits) or a town ("Boston, MA"), one of them, the zip code first; a
 * radius means nothing without one.
 */
export const tidy = (filters: Filters): Filters => {
  const { zip_code, near, radius_miles, ...rest } = filters;
  const place = zip_code ? { zip_code } : near ? { near } : null;
  return place ? { ...rest, ...place, ...(radius_miles ? { radius_miles } : {}) } : rest;
};

export const directorySetup = setup({
  types: {
    context: {} as DirectoryContext,
    events: {} as DirectoryEvent,
    input: {} as { filters: Filters },
    tags: {} as 'loading' | 'loaded' | 'empty' | 'failed' | 'loading more' | 'typing',
  },
  actors: {
    fetchPage: unprovidedPromise<DirectoryPage, { filters: Filters; page: number }>('directory', 'fetchPage'),
  },
  actions: {
    /** Puts the filters in the URL (replace, so Back leaves the page); provided by the wiring. */
    syncUrl: (_, _params: { filters: Filters }) => unprovided('directory', 'syncUrl'),
    reload: raise({ type: 'directory.reload' }),
    'take name': assign(({ context }) => ({ filters: { ...context.filters, therapist_name: context.nameDraft.trim() } })),
    'take first page': assign((_, { page }: { page: DirectoryPage }) => ({
      items: page.items,
      total: page.total,
      page: 0,
      origin: page.origin,
      unknownZip: page.unknownZip,
      moreFailed: false,
    })),
  },
  guards: {
    'filters differ': ({ context }, { filters }: { filters: Filters }) => !same(context.filters, tidy(filters)),
    'has results': (_, { page }: { page: DirectoryPage }) => page.items.length > 0,
    'has more': ({ context }) => context.items.length < context.total,
    'name changed': ({ context }) => context.nameDraft.trim() !== context.filters.therapist_name,
  },
  delays: { NAME_DEBOUNCE: DELAYS.debounce },
});

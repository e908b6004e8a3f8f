import { LIMITS } from '../domain/constants';
import type { SearchFilter } from '../domain/searchFilters';

/** SPEC §3 search result provider. */
export interface ProviderResult {
  therapy_provider_id: number;
  name: string;
  provider_image_url: string | null;
  website: string | null;
}

/** SPEC §3 search result user. */
export interface UserResult {
  user_id: number;
  user_name: string;
  user_type: number;
  profile_picture: string | null;
  display_name: string;
}

export type HistorySubType = 'PROVIDER_NAME' | 'USER' | 'FREE_TEXT';

/** SPEC §3 search history item. */
export interface RecentSearch {
  search_text: string;
  sub_type: HistorySubType;
  search_providers: ProviderResult[];
  users: UserResult[];
}

export interface Suggestions {
  /** The text they answer (an answer for another text is dropped). */
  text: string;
  providers: ProviderResult[];
  users: UserResult[];
}

/** What one save of the search history carries (SPEC §7: search_text, sub_type, and what was chosen). */
export interface HistoryEntry {
  search_text: string;
  sub_type: HistorySubType;
  providerId?: number;
  userId?: number;
}

/** One row of the open list, in the order ArrowDown walks it. */
export type SearchOption =
  | { kind: 'provider'; id: string; label: string; provider: ProviderResult }
  | { kind: 'user'; id: string; label: string; user: UserResult }
  /** The search page for the text: on the filter of the group it closes (3 providers, 1 people), or none (the page picks). */
  | { kind: 'view more'; id: string; label: string; filter?: SearchFilter }
  | { kind: 'recent'; id: string; label: string; recent: RecentSearch };

export const SEARCH = {
  /** The server's limit: longer text (a paste) is cut to it. */
  maxLength: 100,
} as const;

/** Text as it goes into the box: at most SEARCH.maxLength characters (not UTF-16 units). */
export const cutToLimit = (text: string) => {
  const chars = Array.from(text);
  return chars.length > SEARCH.maxLength ? chars.slice(0, SEARCH.maxLength).join('') : text;
};

/** SPEC §5: blank text is ignored. */
export const isBlank = (text: string) => text.trim().length === 0;
/** SPEC §5: text starting with a space is rejected (with a hint). */
export const startsWithSpace = (text: string) => /^\s/.test(text) && !isBlank(text);
/** SPEC §5: a leading # is stripped before the suggestion call ("#sleep" asks for "sleep"). */
export const suggestionQuery = (text: string) => text.replace(/^#+/, '').trim();

/**
 * The rows of the open list: at most 3 providers, 3 people (SPEC §9), each group closed by
 * its View More (the providers' opens the Provider filter, the people's the Caregiver
 * filter: issue #28.2); with neither, one View More of the text.
 */
export function suggestionOptions(s: Suggestions | null): SearchOption[] {
  if (!s) return [];
  const providers = s.providers.slice(0, LIMITS.suggestionsPerKind).map((provider): SearchOption => ({
    kind: 'provider',
    id: `search-option-provider-${provider.therapy_provider_id}`,
    label: provider.name,
    provider,
  }));
  const users = s.users
    .slice(0, LIMITS.suggestionsPerKind)
    .map((user): SearchOption => ({ kind: 'user', id: `search-option-user-${user.user_id}`, label: user.display_name, user }));
  const more = (filter: SearchFilter, group: string): SearchOption[] => [
    { kind: 'view more', id: `search-option-view-more-${group}`, label: s.text, filter },
  ];
  if (providers.length === 0 && users.length === 0) return [{ kind: 'view more', id: 'search-option-view-more', label: s.text }];
  return [...providers, ...(providers.length ? more(3, 'provider') : []), ...users, ...(users.length ? more(1, 'user') : [])];
}

export function recentOptions(recent: RecentSearch[]): SearchOption[] {
  return recent.map((item, i): SearchOption => ({
    kind: 'recent',
    id: `search-option-recent-${i}`,
    label: item.search_text,
    recent: item,
  }));
}

/**
 * The results page for free text (SPEC §2): `/search?q=…&selectedFilter=3` on a filter, or
 * `/search?q=…` with none, where the page shows SPEC's default filter when it has results
 * and else one that has (issue #28.2: Enter never lands on an empty tab).
 */
export const searchPageHref = (text: string, filter?: SearchFilter) =>
  `/search?q=${encodeURIComponent(text)}${filter ? `&selectedFilter=${filter}` : ''}`;

/** Where choosing an option goes and what is saved to the history (SPEC §4, §7). */
export function destination(option: SearchOption, typed: string): { href: string; history: HistoryEntry } {
  switch (option.kind) {
    case 'provider':
      return {
        href: `/directory-item/${option.provider.therapy_provider_id}`,
        history: {
          search_text: option.provider.name,
          sub_type: 'PROVIDER_NAME',
          providerId: option.provider.therapy_provider_id,
        },
      };
    case 'user':
      return {
        href: `/user?u=${encodeURIComponent(option.user.user_name)}`,
        history: { search_text: option.label, sub_type: 'USER', userId: option.user.user_id },
      };
    case 'view more':
      return freeText(typed, option.filter);
    case 'recent': {
      const { recent } = option;
      const provider = recent.search_providers[0];
      const user = recent.users[0];
      if (recent.sub_type === 'PROVIDER_NAME' && provider)
        return destination({ kind: 'provider', id: '', label: '', provider }, typed);
      if (recent.sub_type === 'USER' && user)
        return destination({ kind: 'user', id: '', label: recent.search_text, user }, typed);
      return freeText(recent.search_text);
    }
  }
}

export const freeText = (text: string, filter?: SearchFilter) => ({
  href: searchPageHref(text.trim(), filter),
  history: { search_text: text.trim(), sub_type: 'FREE_TEXT' as const },
});

/**
 * The parts of a label that match the typed words, for emphasis (rendered as text,
 * never as HTML): "Harbor Speech Therapy" with "spe" → Harbor, [Spe], ech Therapy.
 */
export function matchParts(label: string, typed: string): Array<{ text: string; match: boolean }> {
  const words = (
    suggestionQuery(typed)
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).filter((w) => w.length > 0);
  if (words.length === 0) return [{ text: label, match: false }];
  const lower = label.toLowerCase();
  const marked = new Array<boolean>(label.length).fill(false);
  for (const word of words) {
    for (let at = lower.indexOf(word); at !== -1; at = lower.indexOf(word, at + word.length)) {
      for (let i = at; i < at + word.length; i++) marked[i] = true;
    }
  }
  const parts: Array<{ text: string; match: boolean }> = [];
  for (let i = 0; i < label.length; i++) {
    const last = parts.at(-1);
    if (last && last.match === marked[i]) last.text += label[i];
    else parts.push({ text: label[i]!, match: marked[i]! });
  }
  return parts;
}

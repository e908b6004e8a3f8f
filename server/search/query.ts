/** Search text's rule (trimmed, at most SEARCH_TEXT_MAX characters) is the wire's: contract/search.ts. */
export { SEARCH_TEXT_MAX, searchText } from '../../contract/search';

/** The most words a query searches for (each is a term of the full-text query). */
export const MAX_TERMS = 8;

/** The words of a query: letters and digits only, lower case, at most `max` (MAX_TERMS). */
export function words(text: string, max = MAX_TERMS): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, max);
}

/** The text for trigram matching: the words joined by spaces. */
export const fuzzyText = (text: string) => words(text).join(' ');

/** A LIKE pattern that finds `text` anywhere, with LIKE's own characters escaped. */
export const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

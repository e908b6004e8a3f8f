import { z } from 'zod';

/**
 * The longest search text the server reads (characters). The client cuts pasted text
 * to the same limit (machines/domain/constants.ts SEARCH.maxLength).
 */
export const SEARCH_TEXT_MAX = 100;

/** Search text as typed: trimmed, at most SEARCH_TEXT_MAX characters; empty is allowed where a route says so. */
export const searchText = z
  .string({ message: 'must be text' })
  .max(SEARCH_TEXT_MAX * 4, `must be ${SEARCH_TEXT_MAX} characters or fewer`)
  .transform((text) => Array.from(text.trim()).slice(0, SEARCH_TEXT_MAX).join(''));

/** The words of a query: letters and digits only, lower case, at most eight. */
export function words(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/** The text for trigram matching: the words joined by spaces. */
export const fuzzyText = (text: string) => words(text).join(' ');

/** A LIKE pattern that finds `text` anywhere, with LIKE's own characters escaped. */
export const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

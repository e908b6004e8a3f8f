import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router';

/**
 * URLs carry query values in the plain form SPEC §2 writes (`?t=1`, `?u=maya`,
 * `?openAddNote=true`), never JSON (`?t=%221%22`). The router's decoder already turns
 * `1` into 1 and `true` into true; values are written back with String(), unquoted.
 * Each route's `validateSearch` then types its own keys with the readers below, so a link
 * typed by hand, from an e-mail or a bookmark, reads the same as one the app produced.
 */
export const parseSearch = parseSearchWith((value) => value);
export const stringifySearch = stringifySearchWith((value) => String(value));

/** A whole number (an id, a tab); anything else is treated as absent. */
export function searchInt(value: unknown): number | undefined {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(n) ? n : undefined;
}

/** Text (a user name, a query): numbers and booleans the decoder typed go back to their text. */
export function searchText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** A flag written `true` or `false`. */
export function searchFlag(value: unknown): boolean | undefined {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return undefined;
}

/** Drops absent keys, so a validated search stringifies to exactly what was given. */
export function present<T extends Record<string, unknown>>(search: T): Partial<T> {
  return Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined)) as Partial<T>;
}

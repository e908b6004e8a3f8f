import * as z from 'zod/mini';

/** Field rules many entries share (a database id, a page, a short token), with the words a 400 says. */

const INT4_MAX = 2_147_483_647;

const wholeNumber = () => z.coerce.number({ error: 'must be a number' }).check(z.int({ error: 'must be a whole number' }));

/** A database id in a path or query: a positive int4 (a bigger number would be a 500 in SQL). */
export const id = wholeNumber().check(
  z.minimum(1, { error: 'must be 1 or more' }),
  z.maximum(INT4_MAX, { error: 'is too large' }),
);

/** A page index from a query string, 0-based. */
export const pageIndex = wholeNumber().check(
  z.minimum(0, { error: 'must be 0 or more' }),
  z.maximum(1_000_000, { error: 'is too large' }),
);

export const pageSize = (max: number) =>
  wholeNumber().check(z.minimum(1, { error: 'must be 1 or more' }), z.maximum(max, { error: `must be ${max} or less` }));

/** A short single-line value (names, ids from query strings). */
export const token = (max = 64) =>
  z
    .string()
    .check(z.trim(), z.minLength(1, { error: 'is required' }), z.maxLength(max, { error: `must be ${max} characters or fewer` }));

/** A count in an answer. */
export const count = z.int().check(z.nonnegative());

/** A person's own id in a path (`/user/:userId`): the server answers 403 for anyone else's. */
export const userParams = z.object({ userId: id });
export const idParams = z.object({ id });

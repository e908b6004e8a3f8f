import type * as z from 'zod/mini';

/**
 * A public form's refusal in its own words: one sentence per field it has (the first issue of
 * each), from the contract's schema, whose messages are written for the person filling it in.
 * A field that is missing altogether (a form posted without it) says what it needs.
 */
export function fieldErrors<F extends string>(
  error: z.core.$ZodError,
  fields: readonly F[],
  missing: Record<F, string>,
): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !(fields as readonly string[]).includes(field)) continue;
    out[field as F] ??= issue.code === 'invalid_type' ? missing[field as F] : issue.message;
  }
  return out;
}

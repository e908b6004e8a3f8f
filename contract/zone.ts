import * as z from 'zod/mini';

/*
 * A time zone field on its own, so that an entry needing only it (preferences.ts, read by every
 * signed-in page) does not bring the booking feature's every entry along (issue #38).
 */

/** An IANA time zone the runtime knows (Intl refuses an unknown one). */
const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};
export const zone = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: 'is required' }),
    z.maxLength(64),
    z.refine(isTimeZone, { error: 'is not a known time zone' }),
  );

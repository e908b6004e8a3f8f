/**
 * The account's time limits (issue #37), in a file of their own without zod: the app's first
 * bundle reads them (machines/domain/constants.ts ACCOUNT), and importing them from the calls'
 * files put zod, 12.7 kB gzip, on every page, the public ones included (issue #38).
 */

/** How long an e-mail change's confirmation link works. */
export const EMAIL_CHANGE_LINK_HOURS = 24;

/**
 * The least time between two confirmation links for one person (a new change or a resend), so a
 * session cannot use the server to mail an address over and over.
 */
export const EMAIL_LINK_COOLDOWN_SECONDS = 60;

/** The grace before a scheduled deletion happens. */
export const DELETION_GRACE_DAYS = 14;

/** Why the server said no, in its own words; `unavailable` when it could not be reached. */
export interface Refusal {
  code: string;
  message: string;
}

/**
 * Each feature's words for "could not be reached" (code `unavailable`): the one thing about a
 * refusal that differs by feature, kept here so that `refusalOf` is one rule for all of them.
 */
export const UNAVAILABLE = {
  booking: { code: 'unavailable', message: "We couldn't reach the booking service. Your choice is kept: try again." },
  messaging: { code: 'unavailable', message: "We couldn't reach messaging. Nothing you wrote is lost: try again." },
} as const satisfies Record<string, Refusal>;

export type RefusingFeature = keyof typeof UNAVAILABLE;

/**
 * The refusal an actor's error carries (a feature's `…Refused` error, made by its service from the
 * server's answer), or that feature's `unavailable`. Not `src/services/refusal.ts`'s
 * `refusalInAnswer`, which reads the server's answer itself.
 */
export const refusalOf = (error: unknown, feature: RefusingFeature): Refusal =>
  (error as { refusal?: Refusal } | null | undefined)?.refusal ?? UNAVAILABLE[feature];

/**
 * How much longer than on a quiet developer machine the browser tests may wait for a page, a
 * socket or the recogniser. CI runs three lanes on two cores and is slower than ours (its last run
 * took its server tests 2.8 times as long as the one before), so under CI every wait is doubled.
 * A wait is never a measure of speed (npm run bench prints those): a test that passes here passes
 * there, only later.
 */
export const SLOWNESS = Number(process.env.E2E_SLOWNESS ?? (process.env.CI ? 2 : 1));

/** A wait of `ms` on a quiet machine, stretched to this machine's slowness. */
export const waitOf = (ms: number) => ms * SLOWNESS;

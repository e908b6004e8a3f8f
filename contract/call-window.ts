/**
 * When a session's call is open (issue #61), one rule for the server that enforces it
 * (server/call/access.ts) and the app that offers Join (machines/dashboard/nextSessions.ts): on
 * its own, without schemas, so the dashboard's bundle carries two numbers and not the call's
 * contract.
 */

/** The call opens this long before the session starts. */
export const JOIN_EARLY_MS = 10 * 60_000;

/**
 * After the scheduled end, someone who was in the call may still come back to it this long (a
 * dropped connection in a session that overran); nobody new comes in.
 */
export const REJOIN_AFTER_END_MS = 30 * 60_000;

/** "5 minutes left": how long before the scheduled end the call says so. */
export const ENDING_SOON_MS = 5 * 60_000;

/** Join from ten minutes before the start until the end. */
export const callOpen = (startMs: number, endMs: number, now: number) => now >= startMs - JOIN_EARLY_MS && now < endMs;

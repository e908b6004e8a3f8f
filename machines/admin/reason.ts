import { REASON_MAX } from '../../contract/admin';

/**
 * What every administrator's action shares (issue #36): the reason it needs before anything is
 * sent, and what the page says when the server refuses it or cannot be reached.
 */

/** A reason is given when, trimmed, it is neither empty nor longer than REASON_MAX. */
export const reasonGiven = (reason: string) => reason.trim().length > 0 && reason.trim().length <= REASON_MAX;

export const UNREACHABLE = 'Could not reach the server. Nothing was changed; try again.';

/** The server's own words when it refused (an error carrying `refusal.message`), else UNREACHABLE. */
export const failureOf = (error: unknown): string => {
  const message = (error as { refusal?: { message?: unknown } } | null)?.refusal?.message;
  return typeof message === 'string' && message ? message : UNREACHABLE;
};

/**
 * The inside of a step that waits for a reason, shared by every administrator's confirmation:
 * `empty` until a reason is given, then `ready`, tagged `canConfirm` (the view's Confirm is on).
 * The step's `reason.change` re-enters `empty`, which decides again. The machine provides the
 * `reason given` guard.
 */
export const awaitingReason = () => ({
  initial: 'empty' as const,
  states: {
    empty: { always: { guard: 'reason given' as const, target: 'ready' } },
    ready: { tags: ['canConfirm' as const] },
  },
});

import type { PinGateContext } from './pinGate.setup';

/**
 * The profile and messages stay hidden while the status is unknown yet, and while an
 * active PIN has not been given in this session (SPEC §1). A status that could not be
 * loaded counts as "no PIN known" (SPEC §8): reported, and the page shows.
 */
export function protectedContentHidden(snapshot: { context: PinGateContext; hasTag(tag: 'checking'): boolean }) {
  const { status, unlocked } = snapshot.context;
  if (status === null) return snapshot.hasTag('checking');
  return status.hasPin && status.active && !unlocked;
}

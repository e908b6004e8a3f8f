import { JOIN_EARLY_MS, REJOIN_AFTER_END_MS } from '../../contract/call-window';
import type { CallRefusalReason } from '../../contract/call';
import type { CallRole, CallSession } from './store';

/**
 * Who may come into a session's call, and end it (issue #61). Only its two people; a stranger
 * holding the meeting id gets the answer an unknown id gets, so the link reveals nothing.
 */

export interface CallRefusal {
  reason: CallRefusalReason;
  message: string;
}

export const roleIn = (session: CallSession, userId: number): CallRole | undefined =>
  session.concierge_id === userId ? 'concierge' : session.booker_id === userId ? 'booker' : undefined;

const NOT_FOUND: CallRefusal = { reason: 'not found', message: 'There is no session with this link for you.' };

/** The refusals any act on a session starts with: not theirs, cancelled or moved, already over. */
function closed(session: CallSession | undefined, userId: number): CallRefusal | CallRole {
  const role = session && roleIn(session, userId);
  if (!session || !role) return NOT_FOUND;
  if (session.status === 'cancelled') return { reason: 'cancelled', message: 'This session was cancelled.' };
  if (session.status === 'rescheduled')
    return { reason: 'cancelled', message: 'This session was moved to another time: join it from your bookings.' };
  if (session.status !== 'scheduled') return { reason: 'ended', message: 'This session has ended.' };
  return role;
}

/**
 * Coming in: from ten minutes before the start until the scheduled end; someone who was in it may
 * come back for 30 minutes more (a dropped connection in a session that overran).
 */
export function mayJoin(session: CallSession | undefined, userId: number, now: number): CallRefusal | CallRole {
  const verdict = closed(session, userId);
  if (typeof verdict !== 'string') return verdict;
  const s = session!;
  if (now < s.start_ms - JOIN_EARLY_MS)
    return { reason: 'too early', message: 'The call opens 10 minutes before the session starts.' };
  const cameBefore = verdict === 'booker' ? s.booker_joined : s.concierge_joined;
  if (now >= s.end_ms + (cameBefore ? REJOIN_AFTER_END_MS : 0))
    return { reason: 'ended', message: 'This session’s time is over.' };
  return verdict;
}

/** Ending: either of its two people, from its start (before it, nobody could have missed it). */
export function mayEnd(session: CallSession | undefined, userId: number, now: number): CallRefusal | CallRole {
  const verdict = closed(session, userId);
  if (typeof verdict !== 'string') return verdict;
  if (now < session!.start_ms) return { reason: 'not started', message: 'A session can be ended from its start time.' };
  return verdict;
}

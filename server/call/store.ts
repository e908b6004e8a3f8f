import type { NamedPerson } from '../../contract/display-name';
import type { Queryable } from '../db/database';
import { displayNameOf, personJson } from '../db/users';

/** Every SQL statement of the call (issue #61): a session by meeting id, who came, and its end. */

export type CallRole = 'booker' | 'concierge';

export interface CallSession {
  id: number;
  status: 'scheduled' | 'rescheduled' | 'cancelled' | 'completed' | 'no-show';
  concierge_id: number;
  booker_id: number;
  start_ms: number;
  end_ms: number;
  booker_joined: boolean;
  concierge_joined: boolean;
  booker_name: string;
  concierge_name: string;
}

export async function sessionByMeeting(q: Queryable, meetingId: string): Promise<CallSession | undefined> {
  const { rows } = await q.query<
    Omit<CallSession, 'booker_name' | 'concierge_name'> & { booker: NamedPerson; concierge: NamedPerson }
  >(
    `select b.id, b.status, b.concierge_id, b.booker_id,
            extract(epoch from lower(b.during))::float8 * 1000 as start_ms, extract(epoch from upper(b.during))::float8 * 1000 as end_ms,
            b.booker_joined_at is not null as booker_joined, b.concierge_joined_at is not null as concierge_joined,
            ${personJson('k')} as booker, ${personJson('c')} as concierge
       from bookings b join users k on k.user_id = b.booker_id join users c on c.user_id = b.concierge_id
      where b.meeting_id = $1`,
    [meetingId],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { booker, concierge, ...rest } = row;
  // Each named by SPEC §6's display name, as everywhere (issue #63.6).
  return {
    ...rest,
    start_ms: Number(row.start_ms),
    end_ms: Number(row.end_ms),
    booker_name: displayNameOf(booker),
    concierge_name: displayNameOf(concierge),
  };
}

/** The first time this side came into the call (later joins keep it). */
export async function markJoined(q: Queryable, sessionId: number, role: CallRole, at: number) {
  const column = role === 'booker' ? 'booker_joined_at' : 'concierge_joined_at';
  await q.query(`update bookings set ${column} = coalesce(${column}, $2) where id = $1`, [sessionId, new Date(at)]);
}

/**
 * Ends a scheduled session, once, whoever asks first on whichever node: completed when both of its
 * people came into the call at some point, otherwise a no-show naming who never came. Undefined
 * when it was no longer scheduled (ended meanwhile).
 */
export async function endSession(q: Queryable, sessionId: number) {
  const { rows } = await q.query<{ status: 'completed' | 'no-show'; missing: 'booker' | 'concierge' | 'both' | null }>(
    `update bookings
        set status = case when booker_joined_at is not null and concierge_joined_at is not null then 'completed' else 'no-show' end,
            missing = case when booker_joined_at is null and concierge_joined_at is null then 'both'
                           when booker_joined_at is null then 'booker'
                           when concierge_joined_at is null then 'concierge' end,
            changed_at = now()
      where id = $1 and status = 'scheduled'
      returning status, missing`,
    [sessionId],
  );
  return rows[0];
}

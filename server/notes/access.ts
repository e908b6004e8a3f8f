import type { FastifyReply } from 'fastify';
import { mayJoin } from '../call';
import type { Queryable } from '../db/database';
import { dependentsOf, noteOwner, readableNote, sessionByMeeting, type NoteRow } from './store';

/**
 * Who may do what with notes. Reading: the author, and, when the note is on a session and
 * shared, the other person of that session (store.ts READABLE, the same rule in SQL). Changing:
 * the author, and the session's other person during its call (issue #61: from ten minutes before
 * its start until it ends, server/call/access.ts's mayJoin, one rule). Pinning and deleting: the
 * author only. Writing on a session: its two people, once it has begun,
 * unless it was cancelled or moved. A note that is not the reader's to read is "not found", so
 * nobody learns which ids exist.
 */

export const MAX_NOTES_PER_PERSON = 1_000;

export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues?: { path: string; message: string }[],
  ) {
    super(message);
  }
}

export const answerRefusal = (reply: FastifyReply, error: unknown) => {
  if (!(error instanceof Refusal)) throw error;
  return reply.status(error.status).send({
    error: error.code,
    message: error.message,
    ...(error.issues ? { issues: error.issues } : {}),
    ...(error instanceof StaleNote ? { data: error.current } : {}),
  });
};

const notFound = () => new Refusal(404, 'not found', 'There is no note with that id.');

/** The author may change their note; someone it is shared with may not; anyone else does not see it. */
export async function mustAuthor(db: Queryable, userId: number, noteId: number, mayRead: boolean) {
  const owner = await noteOwner(db, noteId);
  if (!owner || (owner.author_id !== userId && !mayRead)) throw notFound();
  if (owner.author_id !== userId) throw new Refusal(403, 'forbidden', 'Only the author of a note may change it.');
  return owner;
}

/**
 * Whether the reader may change the note now: its author always; the other person of its session
 * while the note is shared with them and they may be in the session's call.
 */
export function mayEdit(row: NoteRow, readerId: number, now: number) {
  if (row.author_id === readerId) return true;
  if (!row.is_shared || row.booking_id === null || row.session_start === null || row.session_end === null) return false;
  const verdict = mayJoin(
    {
      id: row.booking_id,
      status: row.session_status as 'scheduled',
      concierge_id: row.concierge_id ?? 0,
      booker_id: row.booker_id ?? 0,
      start_ms: new Date(row.session_start).getTime(),
      end_ms: new Date(row.session_end).getTime(),
      booker_joined: Boolean(row.booker_joined),
      concierge_joined: Boolean(row.concierge_joined),
      booker_name: '',
      concierge_name: '',
    },
    readerId,
    now,
  );
  return typeof verdict === 'string';
}

/**
 * The note the person may change now (mayEdit), as they read it; someone it is shared with outside
 * the call is refused, and anyone else does not see it.
 */
export async function mustEdit(db: Queryable, userId: number, noteId: number, now: number) {
  const row = await readableNote(db, userId, noteId);
  if (!row) throw notFound();
  if (!mayEdit(row, userId, now))
    throw new Refusal(
      403,
      'forbidden',
      'Only the author of a note may change it; during the session’s call, the person it is shared with may too.',
    );
  return row;
}

/** A save based on an older version: refused with the note as it is now (`data`), for the person to choose. */
export class StaleNote extends Refusal {
  constructor(readonly current: unknown) {
    super(409, 'stale version', 'This note was changed by someone else while you were writing.');
  }
}

/** A dependent must be one of the author's own. */
export async function mustOwnDependent(db: Queryable, userId: number, dependentId: number | null, path: string) {
  if (dependentId === null) return;
  const mine = await dependentsOf(db, userId);
  if (!mine.some((d) => d.id === dependentId))
    throw new Refusal(400, 'invalid request', 'That is not one of your dependents.', [
      { path, message: 'is not one of your dependents' },
    ]);
}

/**
 * The session a person may write a note on: one of its two people, neither cancelled nor moved. A
 * session still to come takes one too (issue #63.7): what to ask, shared with the concierge ahead.
 */
export async function mustHaveHadSession(db: Queryable, userId: number, meetingId: string) {
  const session = await sessionByMeeting(db, meetingId);
  if (!session) throw new Refusal(404, 'not found', 'There is no session with that meeting id.');
  if (session.concierge_id !== userId && session.booker_id !== userId)
    throw new Refusal(403, 'forbidden', 'Only the two people of a session may write a note on it.');
  if (session.status === 'cancelled' || session.status === 'rescheduled')
    throw new Refusal(409, 'session closed', 'That session was cancelled or moved; write the note on the session it became.');
  return { ...session, otherId: session.concierge_id === userId ? session.booker_id : session.concierge_id };
}

/** Bounds what one account can store. */
export function mustHaveRoom(count: number) {
  if (count >= MAX_NOTES_PER_PERSON)
    throw new Refusal(409, 'too many notes', `You have ${MAX_NOTES_PER_PERSON} notes; delete some before writing more.`);
}

import type { FastifyReply } from 'fastify';
import type { Queryable } from '../db/database';
import { dependentsOf, noteOwner, sessionByMeeting } from './store';

/**
 * Who may do what with notes. Reading: the author, and, when the note is on a session and
 * shared, the other person of that session (store.ts READABLE, the same rule in SQL). Changing,
 * pinning and deleting: the author only. Writing on a session: its two people, once it has begun,
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
  return reply
    .status(error.status)
    .send({ error: error.code, message: error.message, ...(error.issues ? { issues: error.issues } : {}) });
};

const notFound = () => new Refusal(404, 'not found', 'There is no note with that id.');

/** The author may change their note; someone it is shared with may not; anyone else does not see it. */
export async function mustAuthor(db: Queryable, userId: number, noteId: number, mayRead: boolean) {
  const owner = await noteOwner(db, noteId);
  if (!owner || (owner.author_id !== userId && !mayRead)) throw notFound();
  if (owner.author_id !== userId) throw new Refusal(403, 'forbidden', 'Only the author of a note may change it.');
  return owner;
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

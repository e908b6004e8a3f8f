import type { FastifyReply } from 'fastify';
import type { Queryable } from '../db/database';
import { readersOf } from './share-store';

/**
 * Who may do what with screening results: only the person who took a screening lists, reads or
 * deletes it. Not a concierge they booked, not an administrator: no route takes another person's
 * id, and every statement in store.ts is bound to the caller's own (req.userId from the bearer
 * token). Another person's result is "not found", so nobody learns which ids exist.
 *
 * Sharing (issue #62) is the one way out, by the person's consent: they share one result with a
 * concierge of a session they booked (share-store.ts readersOf). The relation is a booked session,
 * not a connection: the session is the care relation the product records between a family and a
 * coordinator or provider (SPEC §1, §7 mentor-booking), the one notes are already shared along,
 * while a connection is a social follow between any two members. The reader reads only what is
 * shared with them and in force (share-store.ts sharedWith); an administrator reads none of it
 * (server/admin keepAdministratorsOut refuses /api/screening/ to them).
 */

export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = () => new Refusal(404, 'not found', 'There is no screening result with that id.');

/** A row the store found with the caller's id, or not found. */
export function mustBeOwn<T>(row: T | undefined): T {
  if (!row) throw notFound();
  return row;
}

/** The insert found no room: the person keeps the most results allowed. */
export function mustHaveRoom(id: number | undefined, max: number): number {
  if (id === undefined)
    throw new Refusal(409, 'too many results', `You keep ${max} screening results; delete some before saving more.`);
  return id;
}

/** The reader must be a concierge of a session the owner booked. */
export async function mustMayShareWith(q: Queryable, ownerId: number, readerId: number): Promise<void> {
  if (!(await readersOf(q, ownerId)).some((p) => p.user_id === readerId))
    throw new Refusal(403, 'forbidden', 'You can share a result only with a concierge of a session you booked.');
}

export const answerRefusal = (reply: FastifyReply, error: unknown) => {
  if (!(error instanceof Refusal)) throw error;
  return reply.status(error.status).send({ error: error.code, message: error.message });
};

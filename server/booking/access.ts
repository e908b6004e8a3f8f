import type { FastifyReply } from 'fastify';
import type { Database } from '../db/database';
import { DatabaseError } from '../db/errors';
import { findConcierge } from './store';

/**
 * Who may do what in booking, beside roles.ts (who books, who hosts): the concierge a request
 * names, a concierge's own profile, and the refusals the app shows as they are.
 */

/** A refusal the app shows as it is: a short code and a sentence for a person. */
export const refuse = (reply: FastifyReply, status: number, error: string, message: string) =>
  reply.status(status).send({ error, message });

/** A refusal thrown from inside a transaction, answered by `answerRefusal`. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The exclusion constraint on bookings: the time was taken meanwhile. */
const isTaken = (error: unknown) => error instanceof DatabaseError && error.code === '23P01';

export const answerRefusal = (reply: FastifyReply, error: unknown) => {
  if (error instanceof Refusal) return refuse(reply, error.status, error.code, error.message);
  if (isTaken(error)) return refuse(reply, 409, 'slot taken', 'That time was just booked.');
  throw error;
};

/** The concierge named by both ids, or a refusal. */
export async function resolveConcierge(db: Database, reply: FastifyReply, conciergeId: number, authId: string) {
  const concierge = await findConcierge(db, conciergeId);
  if (!concierge) return void refuse(reply, 404, 'not found', 'There is no concierge with that id.');
  if (authId !== String(concierge.user_id)) {
    return void refuse(reply, 400, 'invalid request', 'conciergeAuthId does not belong to that concierge.');
  }
  return concierge;
}

/** The token's user must be a concierge (care provider or coordinator with a profile). */
export async function ownProfile(db: Database, reply: FastifyReply, userId: number) {
  const concierge = await findConcierge(db, userId, { activeOnly: false });
  if (!concierge) return void refuse(reply, 403, 'forbidden', 'Only concierges have availability.');
  return concierge;
}

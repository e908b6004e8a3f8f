import type { FastifyReply } from 'fastify';

/**
 * Who may do what with screening results: only the person who took a screening lists, reads or
 * deletes it. Not a concierge they booked, not an administrator: no route takes another person's
 * id, and every statement in store.ts is bound to the caller's own (req.userId from the bearer
 * token). Another person's result is "not found", so nobody learns which ids exist.
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

export const answerRefusal = (reply: FastifyReply, error: unknown) => {
  if (!(error instanceof Refusal)) throw error;
  return reply.status(error.status).send({ error: error.code, message: error.message });
};

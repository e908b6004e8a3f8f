import type { FastifyReply } from 'fastify';
import type { Database } from '../db/database';
import { findUserById } from '../db/users';
import type { SessionRow } from './store';

/**
 * Who may do what with reviews and the FAQ. The menu and route guards apply the same split
 * (SPEC §2/§6: providers and coordinators host sessions and write an FAQ; everyone else books
 * and reviews); this is the server's copy, called by every route before it acts.
 */
const HOSTS = new Set([4, 5]);

export const ALREADY_REVIEWED = 'You have already reviewed this session; edit that review instead.';

export const refuse = (reply: FastifyReply, status: number, error: string, message: string) =>
  reply.status(status).send({ error, message });

/** The token's user, when they are a care provider or coordinator; otherwise a 403. */
export async function mayHost(db: Database, reply: FastifyReply, userId: number, what: string) {
  const user = await findUserById(db, userId);
  if (user && HOSTS.has(user.user_type)) return user;
  return void refuse(reply, 403, 'forbidden', `Only care providers and coordinators ${what}.`);
}

/** A concierge named in a path: a provider or coordinator. */
export async function isHost(db: Database, userId: number) {
  const user = await findUserById(db, userId);
  return user !== undefined && HOSTS.has(user.user_type);
}

/**
 * Why `userId` may not review `session` (a sentence for a person), or null when they may:
 * only the person who booked it, once it is completed, once.
 */
export function whyNoReview(
  session: SessionRow | undefined,
  userId: number,
): { status: number; code: string; message: string } | null {
  if (!session || session.booker_id !== userId)
    return { status: 404, code: 'not found', message: 'You have no such session to review.' };
  if (session.status !== 'completed')
    return { status: 409, code: 'not completed', message: 'A session can be reviewed once it has taken place.' };
  if (session.review_id !== null)
    return {
      status: 409,
      code: 'already reviewed',
      message: ALREADY_REVIEWED,
    };
  return null;
}

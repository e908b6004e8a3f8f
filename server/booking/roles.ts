import type { FastifyReply } from 'fastify';
import type { Database } from '../db/database';
import { findUserById } from '../db/users';

/**
 * SPEC §2/§6's mentorship split, enforced where it counts: care providers (4) and coordinators (5)
 * offer sessions (Availability, FAQ) and never see Book a Session; everyone else books and has
 * no availability. Administrators (99) have neither. The menu and the route guards apply the
 * same rule (machines/domain/user.ts runsSessions); this is the server's copy of it.
 */
const HOSTS = new Set([4, 5]);
const ADMINISTRATOR = 99;

export const runsSessions = (userType: number) => HOSTS.has(userType);
export const booksSessions = (userType: number) => !HOSTS.has(userType) && userType !== ADMINISTRATOR;

/**
 * Lets the call through when the token's user may book sessions; otherwise answers
 * 403 `{ error, message }` and returns false.
 */
export async function mayBook(db: Database, reply: FastifyReply, userId: number): Promise<boolean> {
  const user = await findUserById(db, userId);
  if (user && booksSessions(user.user_type)) return true;
  const message =
    user?.user_type === ADMINISTRATOR
      ? 'Administrators cannot book sessions.'
      : 'Care providers and coordinators offer sessions; Book a Session is for the families who book them.';
  void reply.status(403).send({ error: 'forbidden', message });
  return false;
}

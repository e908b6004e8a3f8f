import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/types';

export const ADMINISTRATOR = 99;

export const NOT_ADMINISTRATOR = { error: 'forbidden', message: 'Only an administrator may do this.' } as const;
export const NOT_FOR_ADMINISTRATORS = {
  error: 'forbidden',
  message: 'Administrators cannot read members\u2019 messages, notes or screening results.',
} as const;

const userTypeOf = async (db: Queryable, userId: number) =>
  (await db.query<{ user_type: number }>('select user_type from users where user_id = $1', [userId])).rows[0]?.user_type;

/**
 * Every admin route's check, before its input is parsed: the type is read from the database at
 * each request (not from the token), so a type changed by another administrator counts at once.
 */
/** True for user type 99, read now (the chat socket asks at each connection). */
export const isAdministrator = async (db: Queryable, userId: number) => (await userTypeOf(db, userId)) === ADMINISTRATOR;

export const onlyAdministrators = (db: Queryable) => async (req: FastifyRequest, reply: FastifyReply) => {
  if ((await userTypeOf(db, req.userId)) !== ADMINISTRATOR) return reply.status(403).send(NOT_ADMINISTRATOR);
};

/**
 * Members' private data: messages (the whole chat server), notes and screening results. SPEC §6
 * gives the administrator only the admin menu (no messages); the server makes it true for a
 * script holding an administrator's token. The chat socket refuses them too (chat/administrators.ts).
 */
const MEMBER_ONLY = [
  /^\/api\/chat-server\//,
  /^\/api\/user-manager\/v1\/notes(\/|$)/,
  /^\/api\/user-manager\/v1\/mentor-booking\/notes/,
  /^\/api\/screening\//,
];

export const memberOnly = (route: string | undefined) => !!route && MEMBER_ONLY.some((r) => r.test(route));

/** An /api hook (after the bearer check): an administrator's token is refused on members' private data. */
export function keepAdministratorsOut(api: FastifyInstance, db: Queryable) {
  api.addHook('onRequest', async (req, reply) => {
    if (!memberOnly(req.routeOptions.url)) return;
    if ((await userTypeOf(db, req.userId)) === ADMINISTRATOR) return reply.status(403).send(NOT_FOR_ADMINISTRATORS);
  });
}

import type { FastifyReply } from 'fastify';
import type { Queryable } from '../db/database';
import { ChatError, type ChatService, type GroupPermissions, type Membership } from './service';
import { adminCount, lockChatRow, currentRole } from './group-store';

/**
 * Who may do what in a conversation: the checks every chat route asks before it acts. A check
 * that refuses throws a ChatError; `fail` turns it into the answer.
 */

/** Answers a ChatError with its status and sentence; anything else is a server error. */
export function fail(reply: FastifyReply, error: unknown) {
  if (error instanceof ChatError) return reply.status(error.status).send({ error: error.message, message: error.message });
  throw error;
}

/** A route whose refusals are thrown as ChatErrors (wraps a serve() handler, server/http/endpoint.ts). */
export const route =
  <C extends { reply: FastifyReply }>(work: (call: C) => Promise<unknown>) =>
  async (call: C) => {
    try {
      return await work(call);
    } catch (error) {
      return fail(call.reply, error);
    }
  };

/** A message is visible to a participant after their "clear history" and up to their removal. */
export const VISIBLE = `m.id > p.cleared_up_to and (p.removed_at is null or m.sent_at <= p.removed_at)`;

/** The caller as a current member of the group; a removed member may only read. */
export async function member(chat: ChatService, groupId: number, userId: number): Promise<Membership> {
  const m = await chat.membership(groupId, userId, true);
  if (m.removed) throw new ChatError(403, 'You are no longer a member of this group.');
  return m;
}

export async function admin(chat: ChatService, groupId: number, userId: number, what: string) {
  const m = await member(chat, groupId, userId);
  if (!m.is_admin) throw new ChatError(403, `Only admins can ${what}.`);
  return m;
}

/** `permission` set to "admins" means the caller must be one. */
export async function allowed(
  chat: ChatService,
  groupId: number,
  userId: number,
  permission: keyof GroupPermissions,
  what: string,
) {
  const m = await member(chat, groupId, userId);
  if (m.permissions[permission] === 'admins' && !m.is_admin) throw new ChatError(403, `Only admins can ${what}.`);
  return m;
}

/**
 * Inside a transaction: locks the group's row, so changes to who is an admin (demote, leave,
 * remove) run one after another and each counts the admins the one before it left; then
 * checks the caller is still a current member (an admin, when `asAdmin`).
 */
export async function lockGroup(tx: Queryable, groupId: number, userId: number, asAdmin?: string) {
  await lockChatRow(tx, groupId);
  const role = await currentRole(tx, groupId, userId);
  if (!role) throw new ChatError(403, 'You are no longer a member of this group.');
  if (asAdmin && !role.is_admin) throw new ChatError(403, `Only admins can ${asAdmin}.`);
  const n = await adminCount(tx, groupId);
  return { isAdmin: role.is_admin, admins: n?.n ?? 0, members: n?.members ?? 0 };
}

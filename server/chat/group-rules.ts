import type { Queryable } from '../db/database';
import { displayNameOf, type UserRow } from '../db/users';
import { whyNotReachable } from '../connections';
import { ChatError } from './service';

/**
 * Who may be put into a group, and whether they get it as a request (issue #26, item 5): a
 * block keeps two people apart in groups as it does one-to-one, and being added by a stranger
 * is like a first message from one.
 */

/**
 * Refuses to add `added` to a group whose members (the caller among them) are `members` when a
 * block lies, either way, between someone added and anyone who would then share the group. The
 * caller is told only what they know already: that they blocked someone, or that a person
 * cannot be added; never who blocked whom.
 */
export async function refuseBlockedMembers(db: Queryable, callerId: number, added: number[], members: number[]) {
  if (!added.length) return;
  const everyone = [...new Set([callerId, ...members, ...added])];
  const { rows } = await db.query<{ blocker_id: number; blocked_id: number }>(
    `select blocker_id, blocked_id from chat_blocks
      where (blocker_id = any($1::int[]) and blocked_id = any($2::int[]))
         or (blocked_id = any($1::int[]) and blocker_id = any($2::int[]))`,
    [added, everyone],
  );
  if (!rows.length) return;
  const mine = rows.find((r) => r.blocker_id === callerId && added.includes(r.blocked_id));
  if (mine) throw new ChatError(403, `You blocked ${await nameOf(db, mine.blocked_id)}. Unblock them to add them to a group.`);
  const refused = rows.map((r) => (added.includes(r.blocked_id) ? r.blocked_id : r.blocker_id)).find((id) => id !== callerId);
  throw new ChatError(403, `${await nameOf(db, refused ?? added[0]!)} cannot be added to this group.`);
}

/** Refuses to add someone whose "who can message me" (issue #33) does not let the caller invite them. */
export async function refuseUnreachable(db: Queryable, callerId: number, added: number[]) {
  for (const id of added) {
    if (id === callerId) continue;
    const { rows } = await db.query<UserRow>('select * from users where user_id = $1', [id]);
    const why = rows[0] ? await whyNotReachable(db, callerId, rows[0], 'group') : undefined;
    if (why) throw new ChatError(403, why);
  }
}

async function nameOf(db: Queryable, userId: number) {
  const { rows } = await db.query<UserRow>('select * from users where user_id = $1', [userId]);
  return rows[0] ? displayNameOf(rows[0]) : 'That person';
}

/**
 * SQL: whether the person `person` has taken part, by choice, in a conversation with `caller`
 * (a chat they both are or were in, accepted on the person's side). Someone who has not is added
 * to a group as a request, to accept or leave.
 */
export const TALKED_WITH = (caller: string, person: string) => `exists (
  select 1 from chat_participants mine join chat_participants theirs on theirs.chat_id = mine.chat_id
   where mine.user_id = ${caller} and theirs.user_id = ${person} and theirs.accepted)`;

import type { FastifyReply } from 'fastify';
import type { Queryable } from '../db/database';

/**
 * Who may do what in the community. Reading: a PUBLIC community's content is anyone's, an APPROVAL
 * community's its members' only; hidden content (a moderator's, or two reports') its author's and
 * the moderators' only; a blocked person's content is never the blocker's (visibility.ts has these
 * in SQL). Writing: anyone where the community is PUBLIC, members only where it needs approval.
 * Changing a post or comment: its author, within the edit window. Hiding, answering requests:
 * the community's moderators (an administrator moderates everywhere). What a reader may not see is
 * "not found", so nobody learns which ids exist.
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

/** Answers a Refusal with its status; anything else is the server's error. */
export function answerRefusal(reply: FastifyReply, error: unknown) {
  if (!(error instanceof Refusal)) throw error;
  return reply.status(error.status).send({ error: error.code, message: error.message });
}

/** Runs a route's work, answering a Refusal it throws. */
export const refusing =
  <A extends { reply: FastifyReply }>(work: (call: A) => Promise<unknown>) =>
  async (call: A) => {
    try {
      return await work(call);
    } catch (error) {
      return answerRefusal(call.reply, error);
    }
  };

export const ADMIN_TYPE = 99;

export interface Standing {
  community_id: number;
  join_policy: 'PUBLIC' | 'APPROVAL';
  /** MEMBER or MODERATOR, or null. */
  role: 'MEMBER' | 'MODERATOR' | null;
  pending: boolean;
  /** An administrator archived it: read-only. */
  archived: boolean;
  is_admin: boolean;
}

/** The reader's standing in a community, or undefined when there is no such community. */
export async function standingIn(db: Queryable, userId: number, communityId: number): Promise<Standing | undefined> {
  const { rows } = await db.query<Standing>(
    `select c.community_id, c.join_policy, m.role, c.archived_at is not null as archived,
            exists (select 1 from community_join_requests r where r.community_id = c.community_id and r.user_id = $1) as pending,
            exists (select 1 from users u where u.user_id = $1 and u.user_type = ${ADMIN_TYPE}) as is_admin
       from communities c left join community_members m on m.community_id = c.community_id and m.user_id = $1
      where c.community_id = $2`,
    [userId, communityId],
  );
  return rows[0];
}

export const isModerator = (s: Standing) => s.role === 'MODERATOR' || s.is_admin;
export const mayRead = (s: Standing) => s.join_policy === 'PUBLIC' || s.role !== null || s.is_admin;
/** Only members write where the community needs approval. */
export const mayWrite = (s: Standing) => s.join_policy === 'PUBLIC' || s.role !== null;

export const membershipOf = (s: Pick<Standing, 'role' | 'pending'>) =>
  s.role === 'MODERATOR' ? 'MODERATOR' : s.role === 'MEMBER' ? 'MEMBER' : s.pending ? 'PENDING' : 'NONE';

export const noCommunity = () => new Refusal(404, 'not found', 'There is no community with that id.');
export const noPost = () => new Refusal(404, 'not found', 'There is no post with that id.');
export const noComment = () => new Refusal(404, 'not found', 'There is no comment with that id.');

/** The community, to a reader who may read it. */
export async function mustRead(db: Queryable, userId: number, communityId: number) {
  const standing = await standingIn(db, userId, communityId);
  if (!standing || !mayRead(standing)) throw noCommunity();
  return standing;
}

/** The community, to a reader who may write in it. */
export async function mustWrite(db: Queryable, userId: number, communityId: number) {
  const standing = await standingIn(db, userId, communityId);
  if (!standing) throw noCommunity();
  if (standing.archived) throw new Refusal(409, 'archived', 'This community is archived: it can be read but takes nothing new.');
  if (!mayWrite(standing))
    throw new Refusal(403, 'forbidden', 'Join this community to write in it; a moderator approves requests.');
  return standing;
}

export async function mustModerate(db: Queryable, userId: number, communityId: number) {
  const standing = await standingIn(db, userId, communityId);
  if (!standing) throw noCommunity();
  if (!isModerator(standing)) throw new Refusal(403, 'forbidden', 'Only the community’s moderators may do that.');
  return standing;
}

import type { FastifyInstance } from 'fastify';
import * as api from '../../contract/community';
import { appendAudit } from '../admin';
import type { ServerContext } from '../config';
import type { Database } from '../db/database';
import { serve } from '../http/endpoint';
import { invalid } from '../http/validation';
import { mustModerate, mustWrite, noComment, noPost, Refusal, refusing } from './access';
import * as store from './comments-store';
import type { CommunityNotices } from './notify';
import { postOf } from './posts-store';
import { presentComment } from './present';
import { closeReports, fileReport, hideIfReported } from './safety-store';

/**
 * Comments two levels deep (a reply answers a top-level comment), their author's edit within the
 * window and delete, one upvote each, moderators' hiding; and reports of posts, comments and members.
 */
export function registerComments(app: FastifyInstance, ctx: ServerContext, db: Database, notices: CommunityNotices) {
  const origin = ctx.publicOrigin;
  const now = () => ctx.clock?.() ?? Date.now();
  /** A comment as the reader may see it, with its post's accepted answer. */
  const readComment = async (userId: number, commentId: number) => {
    const row = await store.commentOf(db, userId, commentId);
    if (!row) throw noComment();
    const post = await postOf(db, userId, row.post_id);
    if (!post) throw noComment();
    return { row, post };
  };
  const present = async (userId: number, commentId: number) => {
    const { row, post } = await readComment(userId, commentId);
    return presentComment(origin, row, userId, post.accepted_comment_id, now());
  };
  const mustAuthor = async (userId: number, commentId: number) => {
    const found = await readComment(userId, commentId);
    if (found.row.author_id !== userId || found.row.is_deleted)
      throw new Refusal(403, 'forbidden', 'Only its author may change a comment.');
    return found;
  };

  serve(
    app,
    api.createComment,
    refusing(async ({ req, reply, params, body }) => {
      const post = await postOf(db, req.userId, params.id);
      if (!post) throw noPost();
      await mustWrite(db, req.userId, post.community_id);
      if (await store.isClosed(db, post.post_id))
        throw new Refusal(409, 'closed', 'An administrator closed this question: it takes no new answers.');
      let parentAuthor: number | undefined;
      if (body.parent_id !== null) {
        const parent = await store.commentOf(db, req.userId, body.parent_id);
        if (!parent || parent.post_id !== post.post_id) throw noComment();
        if (parent.parent_id !== null)
          throw new Refusal(409, 'too deep', 'Reply to the comment above: replies go two levels deep.');
        if (parent.is_deleted) throw new Refusal(409, 'deleted', 'That comment was deleted.');
        parentAuthor = parent.author_id;
      }
      const id = await store.insertComment(db, req.userId, post.post_id, body.parent_id, body.body);
      await notices.commented(
        req.userId,
        { postId: post.post_id, communityId: post.community_id },
        [post.author_id, ...(parentAuthor === undefined ? [] : [parentAuthor])],
        body.parent_id !== null,
        (readerId) => present(readerId, id),
      );
      return reply.status(201).send({ data: await present(req.userId, id) });
    }),
  );

  serve(
    app,
    api.editComment,
    refusing(async ({ req, params, body }) => {
      await mustAuthor(req.userId, params.id);
      if (!(await store.updateComment(db, req.userId, params.id, body.body, new Date(now()))))
        throw new Refusal(
          409,
          'edit window passed',
          `A comment can be edited for ${api.EDIT_WINDOW_MINUTES} minutes after it is written.`,
        );
      return { data: await present(req.userId, params.id) };
    }),
  );

  serve(
    app,
    api.deleteComment,
    refusing(async ({ req, params, reply }) => {
      await mustAuthor(req.userId, params.id);
      await db.transaction((tx) => store.deleteComment(tx, params.id));
      return reply.status(204).send();
    }),
  );

  serve(
    app,
    api.voteComment,
    refusing(async ({ req, params, body }) => {
      const { row, post } = await readComment(req.userId, params.id);
      if (row.is_deleted) throw new Refusal(409, 'deleted', 'That comment was deleted.');
      await mustWrite(db, req.userId, post.community_id);
      if (row.author_id === req.userId) throw new Refusal(403, 'own comment', 'You cannot upvote your own comment.');
      const vote = await store.setCommentVote(db, req.userId, params.id, body.upvoted);
      if (vote.added) await notices.upvoted(req.userId, row.author_id, post.post_id, post.community_id, 'comment');
      return { data: { upvoted: body.upvoted, upvotes: vote.upvotes } };
    }),
  );

  serve(
    app,
    api.hideComment,
    refusing(async ({ req, params, body }) => {
      const { row, post } = await readComment(req.userId, params.id);
      await mustModerate(db, req.userId, post.community_id);
      // One row in the audit log the administrators read (/admin-audit), with the act, in one transaction.
      const where = { target_type: 'COMMENT', target_id: params.id, post_id: row.post_id, community_id: post.community_id };
      await db.transaction(async (tx) => {
        await store.setCommentHidden(tx, params.id, body.hidden, body.reason, req.userId);
        await closeReports(tx, 'COMMENT', params.id, req.userId, body.hidden);
        await appendAudit(tx, {
          actorId: req.userId,
          action: body.hidden ? 'hide_comment' : 'show_comment',
          targetId: row.author_id,
          before: { ...where, hidden: row.hidden_by_moderator, hidden_reason: row.hidden_reason },
          after: { ...where, hidden: body.hidden, hidden_reason: body.hidden ? body.reason : null },
          reason: body.reason,
          address: req.ip,
        });
      });
      return { data: await present(req.userId, params.id) };
    }),
  );

  serve(
    app,
    api.report,
    refusing(async ({ req, reply, body }) => {
      let communityId = body.community_id;
      if (body.target_type === 'POST') {
        const post = await postOf(db, req.userId, body.target_id);
        if (!post) throw noPost();
        if (post.author_id === req.userId) throw new Refusal(409, 'own', 'You cannot report your own post.');
        communityId = post.community_id;
      } else if (body.target_type === 'COMMENT') {
        const { row, post } = await readComment(req.userId, body.target_id);
        if (row.author_id === req.userId) throw new Refusal(409, 'own', 'You cannot report your own comment.');
        communityId = post.community_id;
      } else {
        if (body.target_id === req.userId) throw new Refusal(409, 'own', 'You cannot report yourself.');
        // An unknown id is reported as a member is (no foreign key on target_id): a 404 here told
        // which ids are accounts (#57.14). The moderators' queue lists posts and comments only.
        // The community named must exist (it was a foreign-key 500, issue #57.12).
        if (communityId !== null) {
          const { rows } = await db.query('select 1 from communities where community_id = $1', [communityId]);
          if (!rows.length) return invalid(reply, [{ path: 'body.community_id', message: 'no such community' }]);
        }
      }
      const report = await db.transaction(async (tx) => {
        const made = await fileReport(tx, req.userId, { ...body, community_id: communityId });
        if (body.target_type !== 'MEMBER') await hideIfReported(tx, body.target_type, body.target_id);
        return made;
      });
      return reply.status(201).send({ data: report });
    }),
  );
}

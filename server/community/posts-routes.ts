import type { FastifyInstance } from 'fastify';
import * as api from '../../contract/community';
import { appendAudit } from '../admin';
import type { ServerContext } from '../config';
import type { Database } from '../db/database';
import { serve } from '../http/endpoint';
import { membershipOf, mustModerate, mustWrite, noPost, Refusal, refusing, standingIn } from './access';
import { commentPlace, commentsOf } from './comments-store';
import type { CommunityNotices } from './notify';
import * as store from './posts-store';
import { plainOf, presentComment, presentPost, presentSummary } from './present';
import { closeReports } from './safety-store';
import { keepPostPictures, postPicturesOwned } from './pictures';
import { richTextPictures } from '../../contract/notes-rich-text';

/** Tags once each (the contract has already trimmed and lower-cased them). */
const unique = (tags: string[]) => [...new Set(tags)];

/**
 * Posts and questions: the feeds (hot, new, top within a window), a post page with its comments,
 * writing (members only where the community needs approval; its members hear of it), the author's
 * edit within the window and delete, one upvote each, the accepted answer, and moderators' hiding.
 */
export function registerPosts(app: FastifyInstance, ctx: ServerContext, db: Database, notices: CommunityNotices) {
  const origin = ctx.publicOrigin;
  const now = () => ctx.clock?.() ?? Date.now();
  /** The post as the reader may see it, with their standing in its community. */
  const readPost = async (userId: number, postId: number) => {
    const row = await store.postOf(db, userId, postId);
    if (!row) throw noPost();
    const standing = await standingIn(db, userId, row.community_id);
    return { row, standing: standing! };
  };
  const present = async (userId: number, postId: number) => {
    const { row, standing } = await readPost(userId, postId);
    return presentPost(origin, row, userId, membershipOf(standing), now());
  };

  serve(
    app,
    api.feed,
    refusing(async ({ req, query }) => {
      if (query.community_id !== undefined) {
        const standing = await standingIn(db, req.userId, query.community_id);
        if (!standing) throw new Refusal(404, 'not found', 'There is no community with that id.');
      }
      const rows = await store.feed(db, req.userId, {
        kind: query.kind,
        sort: query.sort,
        window: query.window,
        communityId: query.community_id,
        pinned: query.pinned,
        limit: query.size + 1,
        offset: query.page * query.size,
      });
      return {
        data: { data: rows.slice(0, query.size).map((r) => presentSummary(origin, r)), has_more: rows.length > query.size },
      };
    }),
  );

  serve(
    app,
    api.createPost,
    refusing(async ({ req, reply, body }) => {
      await mustWrite(db, req.userId, body.community_id);
      const pictures = await postPicturesOwned(db, origin, richTextPictures(body.body), req.userId);
      const plain = plainOf(body.body);
      const postId = await db.transaction(async (tx) => {
        const made = await store.insertPost(tx, req.userId, {
          community_id: body.community_id,
          kind: body.kind,
          title: body.title,
          body_json: body.body,
          plain,
          tags: unique(body.tags),
        });
        await keepPostPictures(tx, made, pictures);
        return made;
      });
      await store.addToLexicon(db, `${body.title} ${plain}`);
      const post = await present(req.userId, postId);
      await notices.postCreated(req.userId, {
        post_id: postId,
        community_id: body.community_id,
        community_name: post.community.community_name,
        kind: body.kind,
      });
      return reply.status(201).send({ data: post });
    }),
  );

  serve(
    app,
    api.onePost,
    refusing(async ({ req, params }) => {
      const { row, standing } = await readPost(req.userId, params.id);
      const comments = await commentsOf(db, req.userId, params.id);
      return {
        data: {
          post: presentPost(origin, row, req.userId, membershipOf(standing), now()),
          comments: comments.map((k) => presentComment(origin, k, req.userId, row.accepted_comment_id, now())),
        },
      };
    }),
  );

  /** The author's own post, to change: anyone else's is refused (or not found, when not theirs to see). */
  const mustAuthor = async (userId: number, postId: number) => {
    const { row } = await readPost(userId, postId);
    if (row.author_id !== userId) throw new Refusal(403, 'forbidden', 'Only its author may change a post.');
    return row;
  };

  serve(
    app,
    api.editPost,
    refusing(async ({ req, params, body }) => {
      await mustAuthor(req.userId, params.id);
      const pictures = await postPicturesOwned(db, origin, richTextPictures(body.body), req.userId);
      const plain = plainOf(body.body);
      const edited = await db.transaction(async (tx) => {
        const done = await store.updatePost(
          tx,
          req.userId,
          params.id,
          {
            title: body.title,
            body_json: body.body,
            plain,
            tags: unique(body.tags),
          },
          new Date(now()),
        );
        if (done) await keepPostPictures(tx, params.id, pictures);
        return done;
      });
      if (!edited)
        throw new Refusal(
          409,
          'edit window passed',
          `A post can be edited for ${api.EDIT_WINDOW_MINUTES} minutes after it is written.`,
        );
      await store.addToLexicon(db, `${body.title} ${plain}`);
      return { data: await present(req.userId, params.id) };
    }),
  );

  serve(
    app,
    api.deletePost,
    refusing(async ({ req, params, reply }) => {
      await mustAuthor(req.userId, params.id);
      await db.transaction((tx) => store.deletePost(tx, params.id));
      return reply.status(204).send();
    }),
  );

  serve(
    app,
    api.votePost,
    refusing(async ({ req, params, body }) => {
      const { row } = await readPost(req.userId, params.id);
      await mustWrite(db, req.userId, row.community_id);
      if (row.author_id === req.userId) throw new Refusal(403, 'own post', 'You cannot upvote your own post.');
      const vote = await store.setPostVote(db, req.userId, params.id, body.upvoted);
      if (vote.added) await notices.upvoted(req.userId, row.author_id, row.post_id, row.community_id, 'post');
      return { data: { upvoted: body.upvoted, upvotes: vote.upvotes } };
    }),
  );

  serve(
    app,
    api.acceptAnswer,
    refusing(async ({ req, params, body }) => {
      const { row, standing } = await readPost(req.userId, params.id);
      const moderator = standing.role === 'MODERATOR' || standing.is_admin;
      if (row.author_id !== req.userId && !moderator)
        throw new Refusal(403, 'forbidden', 'Only the asker or a moderator may choose the accepted answer.');
      if (row.kind !== 'QUESTION') throw new Refusal(409, 'not a question', 'Only a question has an accepted answer.');
      if (body.comment_id !== null) {
        const place = await commentPlace(db, body.comment_id);
        if (!place || place.post_id !== row.post_id || place.parent_id !== null || place.is_deleted)
          throw new Refusal(409, 'not an answer', 'The accepted answer must be one of the question’s own replies.');
      }
      await store.setAccepted(db, params.id, body.comment_id);
      return { data: await present(req.userId, params.id) };
    }),
  );

  serve(
    app,
    api.hidePost,
    refusing(async ({ req, params, body }) => {
      const { row } = await readPost(req.userId, params.id);
      await mustModerate(db, req.userId, row.community_id);
      // One row in the audit log the administrators read (/admin-audit), with the act, in one transaction.
      const where = { target_type: 'POST', target_id: params.id, post_id: params.id, community_id: row.community_id };
      await db.transaction(async (tx) => {
        await store.setPostHidden(tx, params.id, body.hidden);
        await closeReports(tx, 'POST', params.id, req.userId, body.hidden);
        await appendAudit(tx, {
          actorId: req.userId,
          action: body.hidden ? 'hide_post' : 'show_post',
          targetId: row.author_id,
          before: { ...where, hidden: row.hidden_by_moderator, reported: row.report_hidden },
          after: { ...where, hidden: body.hidden, reported: body.hidden && row.report_hidden },
          reason: body.reason,
          address: req.ip,
        });
      });
      return { data: await present(req.userId, params.id) };
    }),
  );
}

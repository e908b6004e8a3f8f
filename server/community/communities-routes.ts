import type { FastifyInstance } from 'fastify';
import * as api from '../../contract/community';
import type { ServerContext } from '../config';
import type { Database } from '../db/database';
import { serve } from '../http/endpoint';
import { absoluteUrl } from '../http/urls';
import { isModerator, mustModerate, mustRead, noCommunity, Refusal, refusing, standingIn } from './access';
import { createBookmark, bookmarksOf, deleteBookmark } from './bookmarks-store';
import * as store from './communities-store';
import { pictureOwned } from './pictures';
import { presentCommunity, presentPerson } from './present';
import type { CommunityNotices } from './notify';
import { myCommunities } from './side-menu-store';
import { postOf } from './posts-store';

/**
 * The communities themselves: the side menu's list (SPEC §7 community list), Discover, a
 * community's page and members, creating one, joining (or asking to), leaving, answering requests,
 * pins, and SPEC §3/§7 bookmarks of communities and posts.
 */
export function registerCommunities(app: FastifyInstance, ctx: ServerContext, db: Database, notices: CommunityNotices) {
  const origin = ctx.publicOrigin;
  const summary = async (userId: number, communityId: number) => {
    const row = await store.communityOf(db, userId, communityId);
    if (!row) throw noCommunity();
    return presentCommunity(origin, row);
  };
  const detail = async (userId: number, communityId: number) => {
    // Any community's page (about, rules, moderators) is shown to anyone; an APPROVAL one's posts are its members'.
    const [standing, row] = await Promise.all([standingIn(db, userId, communityId), store.communityOf(db, userId, communityId)]);
    if (!standing || !row) throw noCommunity();
    const [moderators, bookmark, pending] = await Promise.all([
      store.moderatorsOf(db, communityId),
      db.query<{ bookmark_id: string }>(
        `select bookmark_id from community_bookmarks where user_id = $1 and sub_source_type = 'COMMUNITY' and source_id = $2`,
        [userId, communityId],
      ),
      isModerator(standing) ? store.pendingCount(db, communityId) : Promise.resolve(0),
    ]);
    return {
      ...presentCommunity(origin, row),
      rules: row.rules,
      moderators: moderators.map((m) => presentPerson(origin, m)),
      bookmark_id: bookmark.rows[0]?.bookmark_id ?? null,
      created_at: new Date(row.created_at).toISOString(),
      pending_requests: pending,
    };
  };

  serve(app, api.myCommunities, async ({ req }) => {
    const rows = await myCommunities(db, req.userId);
    return {
      communities: rows.map((r) => ({ ...r, image_url: absoluteUrl(origin, r.image_url) })),
    };
  });

  serve(app, api.discover, async ({ req, query }) => {
    const rows = await store.discover(db, req.userId, {
      text: query.search_text,
      mine: query.mine,
      limit: query.size + 1,
      offset: query.page * query.size,
    });
    return {
      data: { data: rows.slice(0, query.size).map((r) => presentCommunity(origin, r)), has_more: rows.length > query.size },
    };
  });

  serve(
    app,
    api.createCommunity,
    refusing(async ({ req, reply, body }) => {
      let image: string | null = null;
      if (body.image_url) {
        image = await pictureOwned(db, origin, body.image_url, req.userId);
        if (!image)
          throw new Refusal(
            400,
            'invalid request',
            'image_url must be a picture you uploaded for a community (POST /communities/pictures).',
          );
      }
      if (await store.nameTaken(db, body.community_name))
        throw new Refusal(409, 'name taken', 'A community of that name exists already.');
      const id = await db.transaction((tx) => store.createCommunity(tx, req.userId, { ...body, image_url: image }));
      if (id === undefined) throw new Refusal(409, 'name taken', 'A community of that name exists already.');
      return reply.status(201).send({ data: await detail(req.userId, id) });
    }),
  );

  serve(
    app,
    api.communityPage,
    refusing(async ({ req, params }) => ({ data: await detail(req.userId, params.id) })),
  );

  serve(
    app,
    api.members,
    refusing(async ({ req, params, query }) => {
      await mustRead(db, req.userId, params.id);
      const rows = await store.membersOf(db, params.id, query.size + 1, query.page * query.size);
      return {
        data: {
          data: rows.slice(0, query.size).map((m) => ({
            ...presentPerson(origin, m),
            role: m.role,
            joined_at: new Date(m.joined_at).toISOString(),
          })),
          has_more: rows.length > query.size,
        },
      };
    }),
  );

  serve(
    app,
    api.join,
    refusing(async ({ req, params }) => {
      const standing = await standingIn(db, req.userId, params.id);
      if (!standing) throw noCommunity();
      if (standing.role === null) {
        if (standing.join_policy === 'PUBLIC') await store.addMember(db, params.id, req.userId);
        else if (!standing.pending) {
          await store.requestToJoin(db, params.id, req.userId);
          const community = await summary(req.userId, params.id);
          await notices.joinRequested(req.userId, community);
          return { data: community };
        }
      }
      return { data: await summary(req.userId, params.id) };
    }),
  );

  serve(
    app,
    api.leave,
    refusing(async ({ req, params }) => {
      const standing = await standingIn(db, req.userId, params.id);
      if (!standing) throw noCommunity();
      if (standing.role === 'MODERATOR') {
        const count = await store.headcount(db, params.id);
        if (count.moderators === 1 && count.members > 1)
          throw new Refusal(409, 'last moderator', 'Make another member a moderator before you leave: you are its only one.');
      }
      await store.removeMember(db, params.id, req.userId);
      return { data: await summary(req.userId, params.id) };
    }),
  );

  serve(
    app,
    api.joinRequests,
    refusing(async ({ req, params }) => {
      await mustModerate(db, req.userId, params.id);
      const rows = await store.requestsOf(db, params.id);
      return { data: rows.map((r) => ({ ...presentPerson(origin, r), requested_at: new Date(r.requested_at).toISOString() })) };
    }),
  );

  serve(
    app,
    api.answerJoinRequest,
    refusing(async ({ req, params, body }) => {
      await mustModerate(db, req.userId, params.id);
      const had = await db.transaction(async (tx) => {
        const was = await store.dropRequest(tx, params.id, params.userId);
        if (was && body.action === 'ACCEPT') await store.addMember(tx, params.id, params.userId);
        return was;
      });
      if (!had) throw new Refusal(404, 'not found', 'That person has not asked to join.');
      if (body.action === 'ACCEPT') await notices.joinAccepted(params.userId, await summary(params.userId, params.id));
      return { data: { membership: body.action === 'ACCEPT' ? ('MEMBER' as const) : ('NONE' as const) } };
    }),
  );

  serve(
    app,
    api.setRole,
    refusing(async ({ req, params, body }) => {
      await mustModerate(db, req.userId, params.id);
      const member = await store.memberOf(db, params.id, params.userId);
      if (!member) throw new Refusal(404, 'not found', 'That person is not a member.');
      if (member.role === 'MODERATOR' && body.role === 'MEMBER' && (await store.headcount(db, params.id)).moderators === 1)
        throw new Refusal(409, 'last moderator', 'A community keeps at least one moderator.');
      await store.setRole(db, params.id, params.userId, body.role);
      return {
        data: { ...presentPerson(origin, member), role: body.role, joined_at: new Date(member.joined_at).toISOString() },
      };
    }),
  );

  serve(
    app,
    api.pin,
    refusing(async ({ req, params, body }) => {
      const standing = await standingIn(db, req.userId, params.id);
      if (!standing) throw noCommunity();
      if (!(await store.setPinned(db, params.id, req.userId, body.is_pinned)))
        throw new Refusal(409, 'not a member', 'Join the community to pin it.');
      return { data: await summary(req.userId, params.id) };
    }),
  );

  serve(
    app,
    api.bookmark,
    refusing(async ({ req, body }) => {
      if (body.created_by !== undefined && body.created_by !== req.userId)
        throw new Refusal(403, 'forbidden', 'A bookmark is made by the person signed in.');
      const kind = body.sub_source_type;
      // The contract requires source_id unless a DELETE names its bookmark.
      const sourceId = body.source_id ?? 0;
      if (body.action === 'DELETE') {
        await deleteBookmark(
          db,
          req.userId,
          body.bookmark_id ? { bookmark_id: body.bookmark_id } : { kind, source_id: sourceId },
        );
        return { data: { bookmark_id: null } };
      }
      const exists =
        kind === 'COMMUNITY' ? await store.communityOf(db, req.userId, sourceId) : await postOf(db, req.userId, sourceId);
      if (!exists)
        throw new Refusal(404, 'not found', `There is no ${kind === 'COMMUNITY' ? 'community' : 'post'} with that id.`);
      return { data: { bookmark_id: (await createBookmark(db, req.userId, kind, sourceId, body.bookmark_id)) ?? null } };
    }),
  );

  serve(app, api.bookmarks, async ({ req }) => ({
    data: (await bookmarksOf(db, req.userId)).map((b) => ({
      ...b,
      image_url: absoluteUrl(origin, b.image_url),
      created_at: new Date(b.created_at).toISOString(),
    })),
  }));
}

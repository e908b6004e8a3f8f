import type { FastifyInstance } from 'fastify';
import * as contract from '../../contract/connections';
import type { ServerContext } from '../config';
import type { Database } from '../db/database';
import { findUserById, findUserByName } from '../db/users';
import { serve } from '../http/endpoint';
import { absoluteUrl } from '../http/urls';
import { sameUser } from '../http/same-user';
import type { NotificationHub } from '../realtime/notification-hub';
import { duplicate, whyNoRequest } from './access';
import { presentConnection, presentPerson } from './present';
import { communitiesFor } from './privacy';
import { conciergeFacts } from './profile-reads';
import { registerProfile } from './profile-routes';
import { profileOf } from './profile-store';
import * as store from './store';

const LIST_OF = { ALL: 'requests', SENT: 'sent' } as const;

/** SPEC §7's user-manager follow calls and the public profile (contract/connections.ts). */
export function registerConnections(api: FastifyInstance, ctx: ServerContext, db: Database, hub: NotificationHub) {
  const origin = ctx.publicOrigin;
  const clock = ctx.clock ?? Date.now;
  registerProfile(api, ctx, db);
  const page = async (userId: number, kind: store.ListKind, p: number, size: number) => {
    const [{ rows, total }, counts] = await Promise.all([store.listPage(db, userId, kind, p, size), store.countsOf(db, userId)]);
    return { data: { data: rows.map((r) => presentConnection(origin, r)), total, page: p, size, counts } };
  };
  /** Tells `to` what `from` did, as a Follow Request notification (toast, bell, and their count). */
  const tell = async (to: number, fromId: number, text: string, subType?: 'Follow accepted') => {
    const from = await findUserById(db, fromId);
    if (!from) return;
    const person = presentPerson(origin, from);
    await hub.publish(to, {
      type: 'Follow Request',
      ...(subType ? { subType } : {}),
      notification: `${person.display_name} ${text}`,
      // The sender's id: the app's follow button picks its own person's acceptance by it.
      notificationFrom: String(from.user_id),
      notificationUsername: from.user_name,
      userImageUrl: person.profile_picture ?? undefined,
    });
  };

  serve(api, contract.sendFollowRequest, async ({ params, body, req, reply }) => {
    if (!sameUser(req, reply, params.userId)) return reply;
    const refusal = await whyNoRequest(db, req.userId, body.receiver_id);
    if (refusal) return reply.status(refusal.status).send({ error: refusal.error, message: refusal.message });
    const id = await store.insertRequest(db, req.userId, body.receiver_id);
    if (id === undefined) {
      // A second send raced the first past the check: the unique index kept one.
      const d = duplicate((await store.liveRequest(db, req.userId, body.receiver_id))?.status ?? 'PENDING');
      return reply.status(d.status).send({ error: d.error, message: d.message });
    }
    // A send/cancel loop notifies the person once a day, not every time (#57.9).
    if (await store.claimFollowNotice(db, req.userId, body.receiver_id, clock()))
      await tell(body.receiver_id, req.userId, 'wants to follow you.');
    return reply.status(201).send({ data: presentConnection(origin, (await store.connectionById(db, id, req.userId))!) });
  });

  serve(api, contract.listFollowRequests, async ({ params, query, req, reply }) => {
    if (!sameUser(req, reply, params.userId)) return reply;
    return page(req.userId, LIST_OF[query.action], query.page, query.size);
  });

  serve(api, contract.followers, async ({ params, query, req, reply }) => {
    if (!sameUser(req, reply, params.userId)) return reply;
    return page(req.userId, 'followers', query.page, query.size);
  });

  serve(api, contract.following, async ({ params, query, req, reply }) => {
    if (!sameUser(req, reply, params.userId)) return reply;
    return page(req.userId, 'following', query.page, query.size);
  });

  serve(api, contract.respondToFollowRequest, async ({ params, query, req, reply }) => {
    if (!sameUser(req, reply, params.userId)) return reply;
    const notFound = () => reply.status(404).send({ error: 'not found', message: 'That request is no longer waiting.' });
    if (query.action === 'CANCEL') {
      if ((await store.cancelRequest(db, params.requestId, req.userId)) === undefined) return notFound();
      return { data: { request_id: params.requestId, status: 'CANCELLED' as const } };
    }
    const accepted = query.action === 'ACCEPT';
    const sender = await store.answerRequest(db, params.requestId, req.userId, accepted ? 'ACCEPTED' : 'REJECTED');
    if (sender === undefined) return notFound();
    if (accepted) await tell(sender, req.userId, 'accepted your follow request.', 'Follow accepted');
    return { data: { request_id: params.requestId, status: accepted ? ('ACCEPTED' as const) : ('DECLINED' as const) } };
  });

  serve(api, contract.endFollow, async ({ params, query, req, reply }) => {
    if (!sameUser(req, reply, params.userId)) return reply;
    const other = query.action === 'UNFOLLOW' ? query.receiver_id : query.follower_id;
    if (other === undefined)
      return reply.status(400).send({
        error: 'invalid request',
        issues: [{ path: query.action === 'UNFOLLOW' ? 'query.receiver_id' : 'query.follower_id', message: 'is required' }],
      });
    const ended =
      query.action === 'UNFOLLOW' ? await store.endFollow(db, req.userId, other) : await store.endFollow(db, other, req.userId);
    if (!ended) return reply.status(404).send({ error: 'not found', message: 'That person is not connected with you.' });
    return { data: { counts: await store.countsOf(db, req.userId) } };
  });

  serve(api, contract.publicProfile, async ({ params, req, reply }) => {
    const user = await findUserByName(db, params.userName);
    // Unknown, deleted, the administrator, or someone who blocked the reader: the same answer.
    if (!user || user.deleted_at || user.user_type === 99 || (await store.hasBlocked(db, user.user_id, req.userId)))
      return reply.status(404).send({ error: 'not found', message: 'There is no such profile.' });
    const self = user.user_id === req.userId;
    const live = self ? undefined : await store.liveRequest(db, req.userId, user.user_id);
    const own = (await profileOf(db, user.user_id)).bio;
    const bio = own || (typeof user.mentor_detail?.bio === 'string' ? user.mentor_detail.bio : '');
    const [communities, concierge] = await Promise.all([
      communitiesFor(db, user.user_id, req.userId),
      conciergeFacts(db, user.user_id),
    ]);
    return {
      data: {
        user: presentPerson(origin, user),
        bio,
        relation: self
          ? ('self' as const)
          : live?.status === 'ACCEPTED'
            ? ('following' as const)
            : live
              ? ('requested' as const)
              : ('none' as const),
        request_id: live?.status === 'PENDING' ? live.id : null,
        blocked: self ? false : await store.hasBlocked(db, req.userId, user.user_id),
        communities: communities?.map((c) => ({ ...c, image_url: absoluteUrl(origin, c.image_url) })) ?? null,
        ...concierge,
      },
    };
  });
}

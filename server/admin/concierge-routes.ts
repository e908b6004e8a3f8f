import type { FastifyInstance } from 'fastify';
import * as contract from '../../contract/admin-concierge';
import * as member from '../../contract/concierge-request';
import type { Database } from '../db/database';
import { displayNameOf } from '../db/users';
import { serve, type Handler } from '../http/endpoint';
import type { NotificationHub } from '../realtime/notification-hub';
import { ADMINISTRATOR, NOT_ADMINISTRATOR, onlyAdministrators } from './access';
import { appendAudit } from './audit-store';
import * as store from './concierge-store';

const NO_CONCIERGE = { error: 'not found', message: 'There is no concierge with that id.' } as const;
const NO_REQUEST = { error: 'not found', message: 'There is no request with that id.' } as const;
const TYPE_NAME: Record<number, string> = { 4: 'care provider', 5: 'care coordinator' };

/**
 * /admin's concierges and requests (contract/admin-concierge.ts). Each action runs in one
 * transaction with its audit row; the people it concerns are told after the commit.
 */
export function registerConciergeAdmin(api: FastifyInstance, db: Database, hub: NotificationHub) {
  const options = { preHandler: onlyAdministrators(db) };

  serve(
    api,
    contract.listConcierges,
    async ({ query }) => {
      const { rows, total } = await store.listConcierges(db, query);
      return { data: { data: rows, total, page: query.page, size: query.size } };
    },
    options,
  );

  serve(
    api,
    contract.setMentoring,
    async ({ params, body, req, reply }) => {
      const outcome = await db.transaction(async (tx) => {
        const before = await store.conciergeById(tx, params.id);
        if (!before) return { refused: 404 as const };
        if (before.is_mentor === body.is_mentor) return { refused: 409 as const, before };
        await store.setMentor(tx, params.id, body.is_mentor);
        const cancelled = body.is_mentor ? [] : await store.cancelComingSessions(tx, params.id, body.reason);
        const after = (await store.conciergeById(tx, params.id))!;
        await appendAudit(tx, {
          actorId: req.userId,
          action: body.is_mentor ? 'mentoring_on' : 'mentoring_off',
          targetId: params.id,
          before: { is_mentor: before.is_mentor, upcoming_sessions: before.upcoming_sessions },
          after: {
            is_mentor: after.is_mentor,
            upcoming_sessions: after.upcoming_sessions,
            cancelled: cancelled.map((c) => c.id),
          },
          reason: body.reason,
          address: req.ip,
        });
        return { after, cancelled };
      });
      if (outcome.refused === 404) return reply.status(404).send(NO_CONCIERGE);
      if (outcome.refused === 409)
        return reply.status(409).send({
          error: 'conflict',
          message: `Mentoring is already ${body.is_mentor ? 'on' : 'off'} for this concierge.`,
        });
      const { after, cancelled } = outcome;
      const name = displayNameOf(after);
      // Both people of each session hear of it; the reader's app writes the time in their zone.
      for (const session of cancelled) {
        const notice = {
          type: 'Concierge' as const,
          notificationFrom: 'SYSADMIN',
          postId: session.id,
          starts_at: session.startsAt,
          booking_change: 'cancelled' as const,
        };
        await hub.publish(session.bookerId, {
          ...notice,
          notification: `Your session with ${name} was cancelled: ${name} is no longer taking sessions.`,
        });
        await hub.publish(after.user_id, {
          ...notice,
          notification: 'An administrator switched your mentoring off; this session was cancelled.',
        });
      }
      return { data: { concierge: after, cancelled: cancelled.length } };
    },
    options,
  );

  serve(
    api,
    contract.conciergeBookings,
    async ({ params, query, reply }) => {
      if (!(await store.conciergeById(db, params.id))) return reply.status(404).send(NO_CONCIERGE);
      const { rows, total } = await store.bookingsOf(db, params.id, query.size, query.page * query.size);
      return { data: { data: rows, total, page: query.page, size: query.size } };
    },
    options,
  );

  serve(
    api,
    contract.listRequests,
    async ({ query }) => {
      const { rows, total } = await store.listRequests(db, query.status, query.size, query.page * query.size);
      return { data: { data: rows, total, page: query.page, size: query.size } };
    },
    options,
  );

  const decide =
    (decision: 'approved' | 'declined'): Handler<typeof contract.approveRequest> =>
    async ({ params, body, req, reply }) => {
      const outcome = await db.transaction(async (tx) => {
        const before = await store.requestById(tx, params.id, { lock: true });
        if (!before) return { refused: 404 as const };
        if (before.status !== 'pending') return { refused: 409 as const, before };
        await store.decideRequest(tx, params.id, decision, req.userId, body.reason);
        if (decision === 'approved') await store.makeConcierge(tx, before.user.user_id, before.as_type);
        const after = (await store.requestById(tx, params.id))!;
        await appendAudit(tx, {
          actorId: req.userId,
          action: decision === 'approved' ? 'concierge_approve' : 'concierge_decline',
          targetId: before.user.user_id,
          before: { request: before.id, status: before.status, user_type: before.user.user_type },
          after: { request: after.id, status: after.status, user_type: after.user.user_type },
          reason: body.reason,
          address: req.ip,
        });
        return { after };
      });
      if (outcome.refused === 404) return reply.status(404).send(NO_REQUEST);
      if (outcome.refused === 409)
        return reply.status(409).send({ error: 'conflict', message: `That request was already ${outcome.before.status}.` });
      const { after } = outcome;
      await hub.publish(after.user.user_id, {
        type: 'Concierge',
        notificationFrom: 'SYSADMIN',
        notification:
          decision === 'approved'
            ? `You are now a concierge (${TYPE_NAME[after.as_type]}). Set your hours under Availability.`
            : `Your request to become a concierge was declined: ${body.reason}`,
      });
      return { data: after };
    };

  serve(api, contract.approveRequest, decide('approved'), options);
  serve(api, contract.declineRequest, decide('declined'), options);

  /* The member's side (Settings): anyone signed in but an administrator. */
  const notAdministrator = async (userId: number) => (await store.userTypeOf(db, userId))?.user_type !== ADMINISTRATOR;

  serve(api, member.myRequest, async ({ req, reply }) => {
    if (!(await notAdministrator(req.userId))) return reply.status(403).send(NOT_ADMINISTRATOR_REQUEST);
    return { data: (await store.latestRequestOf(db, req.userId)) ?? null };
  });

  serve(api, member.sendRequest, async ({ body, req, reply }) => {
    const me = await store.userTypeOf(db, req.userId);
    if (!me || me.user_type === ADMINISTRATOR) return reply.status(403).send(NOT_ADMINISTRATOR_REQUEST);
    if (me.has_profile && (me.user_type === 4 || me.user_type === 5))
      return reply.status(409).send({ error: 'conflict', message: 'You are already a concierge.' });
    const id = await store.insertRequest(db, req.userId, body.as_type, body.message);
    if (id === undefined)
      return reply.status(409).send({ error: 'conflict', message: 'Your request is already waiting for an administrator.' });
    return reply.status(201).send({ data: (await store.requestById(db, id))! });
  });
}

const NOT_ADMINISTRATOR_REQUEST = {
  ...NOT_ADMINISTRATOR,
  message: 'Administrators do not ask to become concierges.',
} as const;

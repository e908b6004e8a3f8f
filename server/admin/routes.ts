import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as contract from '../../contract/admin';
import { signOutEverywhere } from '../../contract/admin-sessions';
import type { AuditAction, Member, MemberDetail } from '../../contract/admin';
import type { SignInGuard } from '../accounts';
import type { Database } from '../db/database';
import type { Queryable } from '../db/types';
import { serve } from '../http/endpoint';
import type { LiveConnections } from '../realtime/live-connections';
import type { NotificationHub } from '../realtime/notification-hub';
import { NOT_ADMINISTRATOR, onlyAdministrators } from './access';
import { appendAudit, readAudit } from './audit-store';
import { announceAccess, recordAccess } from '../accessLog';
import type { AccessEntry } from '../../contract/accessLog';
import { auditCsvText } from './csv';
import { registerConciergeAdmin } from './concierge-routes';
import { registerProviderAdmin } from './provider-routes';
import * as store from './store';

const NO_MEMBER = { error: 'not found', message: 'There is no member with that id.' } as const;
const NOT_ON_ONESELF = { error: 'conflict', message: 'An administrator cannot do this to their own account.' } as const;
const NOT_AHEAD = { error: 'invalid request', message: 'A suspension must end in the future (or leave the end empty).' } as const;

/** The fields an action changes, as the audit log keeps them before and after. */
const snapshot = (m: Member) => ({
  user_type: m.user_type,
  suspended: m.suspended,
  suspended_until: m.suspended_until,
  suspension_reason: m.suspension_reason,
});

/**
 * The admin API (contract/admin.ts): every route answers 403 to anyone but an administrator
 * before it reads its input. Each action runs in one transaction with its audit row, so an
 * action without its row (or a row without its action) cannot happen.
 */
export function registerAdmin(
  api: FastifyInstance,
  db: Database,
  live: LiveConnections,
  guard: SignInGuard,
  hub: NotificationHub,
) {
  const options = { preHandler: onlyAdministrators(db) };
  registerConciergeAdmin(api, db, hub);
  registerProviderAdmin(api, db);

  const detail = async (q: Queryable, m: Member): Promise<MemberDetail> => {
    const signIn = await guard.accountLockedUntil(m.user_id, q);
    return {
      ...m,
      pin_locked_until: await store.pinLockedUntil(q, m.user_id),
      sign_in_locked_until: signIn ? new Date(signIn).toISOString() : null,
    };
  };

  /** Runs one action on a member with its audit row; answers the member as they are after it. */
  const act = async (
    req: FastifyRequest,
    reply: FastifyReply,
    targetId: number,
    action: AuditAction,
    reason: string,
    change: (tx: Queryable, before: Member) => Promise<unknown>,
    /** What else the row keeps of the member before (read before the change). */
    extra: (tx: Queryable, before: Member) => Promise<Record<string, unknown>> = async () => ({}),
  ) => {
    if (targetId === req.userId) return reply.status(409).send(NOT_ON_ONESELF);
    const outcome = await db.transaction(async (tx) => {
      // The acting administrator's row and the member's, locked in id order (two administrators
      // acting on each other take turns, and cannot deadlock), then the actor's type read again:
      // one demoted meanwhile by the other acts no more (issue #57.15: two demoting each other
      // at once left no administrator). The actor stays one until this commits.
      if (!(await store.lockAndCheckActor(tx, req.userId, targetId))) return 'not administrator' as const;
      const before = await store.memberById(tx, targetId);
      if (!before) return undefined;
      const kept = await extra(tx, before);
      await change(tx, before);
      const after = (await store.memberById(tx, targetId))!;
      await appendAudit(tx, {
        actorId: req.userId,
        action,
        targetId,
        before: { ...snapshot(before), ...kept },
        after: snapshot(after),
        reason,
        address: req.ip,
      });
      return { after };
    });
    if (outcome === 'not administrator') return reply.status(403).send(NOT_ADMINISTRATOR);
    if (!outcome) return reply.status(404).send(NO_MEMBER);
    return { data: await detail(db, outcome.after) };
  };

  serve(
    api,
    contract.listMembers,
    async ({ query }) => {
      const { rows, total } = await store.searchMembers(db, query);
      return { data: { data: rows, total, page: query.page, size: query.size } };
    },
    options,
  );

  serve(
    api,
    contract.member,
    async ({ params, query, req, reply }) => {
      // Opening a member's panel is audited and in the member's "Who saw my data" (issue #62), both
      // in the read's own transaction: a read that cannot be recorded is not answered.
      let entry: AccessEntry | undefined;
      const answer = await db.transaction(async (tx) => {
        const m = await store.memberById(tx, params.id);
        if (!m) return undefined;
        const reason = query.reason ?? null;
        if (m.user_id !== req.userId) {
          await appendAudit(tx, {
            actorId: req.userId,
            action: 'view_member',
            targetId: m.user_id,
            before: null,
            after: null,
            reason: reason ?? 'no reason given',
            address: req.ip,
          });
          entry = await recordAccess(tx, {
            subjectId: m.user_id,
            readerId: req.userId,
            kind: 'account',
            what: 'your account panel',
            reason,
          });
        }
        return detail(tx, m);
      });
      if (!answer) return reply.status(404).send(NO_MEMBER);
      // Once committed, the member's open "Who saw my data" hears it.
      await announceAccess(hub, answer.user_id, entry);
      return { data: answer };
    },
    options,
  );

  serve(
    api,
    contract.suspend,
    async ({ params, body, req, reply }) => {
      if (body.until !== null && new Date(body.until).getTime() <= Date.now()) return reply.status(400).send(NOT_AHEAD);
      const answer = await act(req, reply, params.id, 'suspend', body.reason, async (tx) => {
        await store.setSuspension(tx, params.id, body.until, body.reason);
        await store.endSessions(tx, params.id);
      });
      // After the commit: the streams and sockets their tokens opened close now, not at expiry.
      if (!reply.sent) live.closeUser(params.id, 'suspended');
      return answer;
    },
    options,
  );

  serve(
    api,
    signOutEverywhere,
    async ({ params, body, req, reply }) => {
      const answer = await act(req, reply, params.id, 'sign_out_everywhere', body.reason, (tx) =>
        store.endSessions(tx, params.id),
      );
      // After the commit, as a suspension: their open pages hear why and sign out.
      if (!reply.sent) live.closeUser(params.id, 'signed_out_by_administrator');
      return answer;
    },
    options,
  );

  serve(
    api,
    contract.unsuspend,
    async ({ params, body, req, reply }) =>
      act(req, reply, params.id, 'unsuspend', body.reason, async (tx) => store.clearSuspension(tx, params.id)),
    options,
  );

  serve(
    api,
    contract.changeType,
    async ({ params, body, req, reply }) =>
      act(req, reply, params.id, 'change_type', body.reason, async (tx) => store.setUserType(tx, params.id, body.user_type)),
    options,
  );

  serve(
    api,
    contract.unlock,
    async ({ params, body, req, reply }) =>
      act(
        req,
        reply,
        params.id,
        'unlock',
        body.reason,
        async (tx) => {
          await store.clearPinLockout(tx, params.id);
          await guard.unlockAccount(params.id, tx);
        },
        async (tx, before) => {
          const signIn = await guard.accountLockedUntil(before.user_id, tx);
          return {
            pin_locked_until: await store.pinLockedUntil(tx, before.user_id),
            sign_in_locked_until: signIn ? new Date(signIn).toISOString() : null,
          };
        },
      ),
    options,
  );

  serve(
    api,
    contract.auditLog,
    async ({ query }) => {
      const { page, size, ...filters } = query;
      const { rows, total } = await readAudit(db, filters, size, page * size);
      return { data: { data: rows, total, page, size } };
    },
    options,
  );

  serve(
    api,
    contract.auditCsv,
    async ({ query, reply }) => {
      const { rows } = await readAudit(db, query, null, 0);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .send(auditCsvText(rows));
    },
    options,
  );
}

import type { FastifyInstance } from 'fastify';
import * as contract from '../../contract/admin-feed';
import type { AuditAction } from '../../contract/admin';
import type { Database } from '../db/database';
import { serve } from '../http/endpoint';
import type { NotificationHub } from '../realtime/notification-hub';
import { onlyAdministrators } from './access';
import { appendAudit } from './audit-store';
import { applyDecision, otherAdministrators, queueItems, queuePage, setClaim } from './feed-store';

const NOT_QUEUED = { error: 'not found', message: 'That post or comment has no open reports (decided already?).' } as const;
const claimedBy = (name: string) =>
  ({ error: 'conflict', message: `${name} is working on this item; ask them or wait until they decide.` }) as const;

const ACTION: Record<contract.Decision, AuditAction> = {
  approve: 'approve_content',
  remove: 'remove_content',
  ignore: 'ignore_reports',
};

/**
 * /admin-feed's routes (contract/admin-feed.ts), each refused with 403 to anyone but an
 * administrator before it reads its input. A decision on several items runs in one transaction
 * with one audit row per item (the target is the author; before and after say what became of the
 * content), so a decision is never half made. The authors of removed items are told the reason
 * after the commit.
 */
export function registerFeedModeration(api: FastifyInstance, db: Database, hub: NotificationHub) {
  const options = { preHandler: onlyAdministrators(db) };

  serve(
    api,
    contract.queue,
    async ({ query, req }) => {
      const { rows, total } = await queuePage(db, query, req.userId);
      return { data: { data: rows, total, page: query.page, size: query.size } };
    },
    options,
  );

  serve(
    api,
    contract.claim,
    async ({ params, body, req, reply }) => {
      const ref = { target_type: params.target_type, target_id: params.id };
      const [item] = await queueItems(db, [ref], req.userId);
      if (!item) return reply.status(404).send(NOT_QUEUED);
      const holder = await setClaim(db, ref, req.userId, body.claimed);
      const [after] = await queueItems(db, [ref], req.userId);
      if (holder !== null && holder !== req.userId) return reply.status(409).send(claimedBy(after!.claimed_by!.display_name));
      // The other administrators' open queues show who holds it now, without a reload (ADMIN_QUEUE,
      // push only, through the outbox: any node's stream delivers it).
      if ((item.claimed_by?.user_id ?? null) !== holder)
        for (const adminId of await otherAdministrators(db, req.userId))
          await hub.publish(adminId, {
            type: 'ADMIN_QUEUE',
            notification: after!.claimed_by ? `${after!.claimed_by.display_name} claimed an item.` : 'An item was let go.',
            claim: { ...ref, claimed_by: after!.claimed_by },
          });
      return { data: after! };
    },
    options,
  );

  serve(
    api,
    contract.decide,
    async ({ body, req, reply }) => {
      const outcome = await db.transaction(async (tx) => {
        const items = await queueItems(tx, body.items, req.userId);
        if (items.length < new Set(body.items.map((i) => `${i.target_type}:${i.target_id}`)).size) return { refused: NOT_QUEUED };
        const other = items.find((i) => i.claimed_by && i.claimed_by.user_id !== req.userId);
        if (other) return { refused: { ...claimedBy(other.claimed_by!.display_name), status: 409 } };
        for (const item of items) {
          const ref = { target_type: item.target_type, target_id: item.target_id };
          await applyDecision(tx, ref, body.decision, req.userId);
          await appendAudit(tx, {
            actorId: req.userId,
            action: ACTION[body.decision],
            targetId: item.author.user_id,
            before: { ...ref, post_id: item.post_id, hidden: item.hidden, reports: item.report_count },
            after: { ...ref, post_id: item.post_id, hidden: hiddenAfter(body.decision, item.hidden) },
            reason: body.reason,
            address: req.ip,
          });
        }
        return { items };
      });
      if ('refused' in outcome) {
        const { status, ...refusal } = { status: 404, ...outcome.refused };
        return reply.status(status).send(refusal);
      }
      if (body.decision === 'remove')
        for (const item of outcome.items) {
          const what = item.target_type === 'POST' ? `your post “${item.title ?? ''}”` : 'your comment';
          await hub.publish(item.author.user_id, {
            type: 'Post',
            notification: `An administrator removed ${what}. Reason: ${body.reason}`,
            postId: item.post_id,
            ...(item.community ? { communityId: item.community.community_id } : {}),
          });
        }
      return { data: { decided: outcome.items.length } };
    },
    options,
  );
}

const hiddenAfter = (decision: contract.Decision, before: contract.QueueItem['hidden']) =>
  decision === 'approve' ? null : decision === 'remove' ? 'MODERATOR' : before;

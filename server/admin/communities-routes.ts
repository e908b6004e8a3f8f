import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuditAction } from '../../contract/admin';
import * as contract from '../../contract/admin-communities';
import type { AdminCommunity } from '../../contract/admin-communities';
import type { Database } from '../db/database';
import type { Queryable } from '../db/types';
import { serve } from '../http/endpoint';
import { onlyAdministrators } from './access';
import { appendAudit } from './audit-store';
import * as store from './communities-store';

const NO_COMMUNITY = { error: 'not found', message: 'There is no community with that id.' } as const;
const NAME_TAKEN = 'A community with that name exists already.';

/** What the audit row keeps of a community before and after. */
const snapshot = (c: AdminCommunity | undefined) =>
  c && {
    community_id: c.community_id,
    community_name: c.community_name,
    join_policy: c.join_policy,
    archived: c.archived,
    pinned_for_everyone: c.pinned_for_everyone,
    moderators: c.moderators.map((m) => m.user_name),
  };

interface Step {
  /** A refusal's words (409: nothing changed, no row), or undefined to go ahead. */
  check?: (tx: Queryable, c: AdminCommunity | undefined) => Promise<string | undefined>;
  /** Makes the change; answers the community's id (a creation's new one) and the person acted on, if any. */
  change: (tx: Queryable) => Promise<{ communityId: number; targetId?: number }>;
}

/**
 * /admin-communities' routes (contract/admin-communities.ts), refused with 403 to anyone but an
 * administrator before their input is read. Each action runs in one transaction with its audit row.
 */
export function registerCommunitiesAdmin(api: FastifyInstance, db: Database) {
  const options = { preHandler: onlyAdministrators(db) };

  const act = async (
    req: FastifyRequest,
    reply: FastifyReply,
    communityId: number | null,
    action: AuditAction,
    reason: string,
    step: Step,
    status = 200,
  ) => {
    const outcome = await db.transaction(async (tx) => {
      const before = communityId === null ? undefined : await store.communityById(tx, communityId);
      if (communityId !== null && !before) return { status: 404, body: NO_COMMUNITY };
      const refused = await step.check?.(tx, before);
      if (refused) return { status: 409, body: { error: 'conflict', message: refused } };
      const { communityId: id, targetId } = await step.change(tx);
      const after = (await store.communityById(tx, id))!;
      await appendAudit(tx, {
        actorId: req.userId,
        action,
        targetId: targetId ?? null,
        before: snapshot(before) ?? null,
        after: snapshot(after),
        reason,
        address: req.ip,
      });
      return { status, body: { data: after } };
    });
    return reply.status(outcome.status).send(outcome.body);
  };

  serve(
    api,
    contract.communities,
    async ({ query }) => {
      const { rows, total } = await store.communitiesPage(db, query);
      return { data: { data: rows, total, page: query.page, size: query.size } };
    },
    options,
  );

  serve(
    api,
    contract.createCommunity,
    async ({ body, req, reply }) => {
      const { reason, ...fields } = body;
      return act(
        req,
        reply,
        null,
        'create_community',
        reason,
        {
          check: async (tx) => ((await store.nameTaken(tx, fields.community_name, null)) ? NAME_TAKEN : undefined),
          change: async (tx) => ({ communityId: await store.insertCommunity(tx, req.userId, fields) }),
        },
        201,
      );
    },
    options,
  );

  serve(
    api,
    contract.editCommunity,
    async ({ params, body, req, reply }) => {
      const { reason, ...fields } = body;
      return act(req, reply, params.id, 'edit_community', reason, {
        check: async (tx) => ((await store.nameTaken(tx, fields.community_name, params.id)) ? NAME_TAKEN : undefined),
        change: async (tx) => (await store.updateCommunity(tx, params.id, fields), { communityId: params.id }),
      });
    },
    options,
  );

  serve(
    api,
    contract.archiveCommunity,
    async ({ params, body, req, reply }) =>
      act(req, reply, params.id, body.archived ? 'archive_community' : 'restore_community', body.reason, {
        check: async (_tx, c) =>
          c!.archived === body.archived ? `This community is ${c!.archived ? 'archived' : 'not archived'} already.` : undefined,
        change: async (tx) => (await store.setArchived(tx, params.id, body.archived), { communityId: params.id }),
      }),
    options,
  );

  serve(
    api,
    contract.pinCommunity,
    async ({ params, body, req, reply }) =>
      act(req, reply, params.id, body.pinned ? 'pin_community' : 'unpin_community', body.reason, {
        check: async (_tx, c) =>
          c!.pinned_for_everyone === body.pinned
            ? `This community is ${body.pinned ? 'pinned' : 'not pinned'} already.`
            : undefined,
        change: async (tx) => (await store.setPinned(tx, params.id, body.pinned), { communityId: params.id }),
      }),
    options,
  );

  serve(
    api,
    contract.setModerator,
    async ({ params, body, req, reply }) => {
      let userId: number | undefined;
      return act(req, reply, params.id, body.moderator ? 'add_moderator' : 'remove_moderator', body.reason, {
        check: async (tx, c) => {
          userId = await store.userIdByName(tx, body.user_name);
          if (userId === undefined) return `There is no member called ${body.user_name}.`;
          const is = c!.moderators.some((m) => m.user_id === userId);
          if (is === body.moderator) return `${body.user_name} is ${is ? 'a moderator' : 'not a moderator'} of it already.`;
          return undefined;
        },
        change: async (tx) => (
          await store.setModerator(tx, params.id, userId!, body.moderator),
          { communityId: params.id, targetId: userId! }
        ),
      });
    },
    options,
  );
}

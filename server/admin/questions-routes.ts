import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuditAction } from '../../contract/admin';
import * as contract from '../../contract/admin-questions';
import type { AdminQuestion } from '../../contract/admin-questions';
import type { Database } from '../db/database';
import type { Queryable } from '../db/types';
import { serve } from '../http/endpoint';
import { onlyAdministrators } from './access';
import { appendAudit } from './audit-store';
import * as store from './questions-store';

const NO_QUESTION = { error: 'not found', message: 'There is no question with that id.' } as const;
const conflict = (message: string) => ({ error: 'conflict', message }) as const;

/** What the audit row keeps of a question before and after. */
const snapshot = (q: AdminQuestion) => ({
  post_id: q.post_id,
  closed: q.closed,
  community_id: q.community?.community_id ?? null,
  accepted_comment_id: q.accepted_comment_id,
});

/**
 * /admin-questions' routes (contract/admin-questions.ts), refused with 403 to anyone but an
 * administrator before their input is read. Each action runs in one transaction with its audit
 * row; `check` answers a refusal (nothing changed, no row) or undefined to go ahead.
 */
export function registerQuestionsAdmin(api: FastifyInstance, db: Database) {
  const options = { preHandler: onlyAdministrators(db) };

  const act = async (
    req: FastifyRequest,
    reply: FastifyReply,
    postId: number,
    action: AuditAction,
    reason: string,
    check: (tx: Queryable, q: AdminQuestion) => Promise<string | undefined>,
    change: (tx: Queryable) => Promise<void>,
  ) => {
    const outcome = await db.transaction(async (tx) => {
      const before = await store.questionById(tx, postId);
      if (!before) return { status: 404, body: NO_QUESTION };
      const refused = await check(tx, before);
      if (refused) return { status: 409, body: conflict(refused) };
      await change(tx);
      const after = (await store.questionById(tx, postId))!;
      await appendAudit(tx, {
        actorId: req.userId,
        action,
        targetId: before.author.user_id,
        before: snapshot(before),
        after: snapshot(after),
        reason,
        address: req.ip,
      });
      return { status: 200, body: { data: after } };
    });
    return reply.status(outcome.status).send(outcome.body);
  };

  serve(
    api,
    contract.questions,
    async ({ query }) => {
      const { rows, total } = await store.questionsPage(db, query);
      const communities = await store.communityNames(db);
      return { data: { data: rows, total, page: query.page, size: query.size, communities } };
    },
    options,
  );

  serve(
    api,
    contract.closeQuestion,
    async ({ params, body, req, reply }) =>
      act(
        req,
        reply,
        params.id,
        body.closed ? 'close_question' : 'reopen_question',
        body.reason,
        async (_tx, q) => (q.closed === body.closed ? `This question is already ${q.closed ? 'closed' : 'open'}.` : undefined),
        (tx) => store.setClosed(tx, params.id, body.closed),
      ),
    options,
  );

  serve(
    api,
    contract.moveQuestion,
    async ({ params, body, req, reply }) =>
      act(
        req,
        reply,
        params.id,
        'move_question',
        body.reason,
        async (tx, q) =>
          q.community?.community_id === body.community_id
            ? 'The question is in that community already.'
            : (await store.communityExists(tx, body.community_id))
              ? undefined
              : 'There is no community with that id.',
        (tx) => store.moveTo(tx, params.id, body.community_id),
      ),
    options,
  );

  serve(
    api,
    contract.acceptForCommunity,
    async ({ params, body, req, reply }) =>
      act(
        req,
        reply,
        params.id,
        'accept_answer',
        body.reason,
        async (_tx, q) =>
          q.answers.some((a) => a.comment_id === body.comment_id)
            ? undefined
            : 'Choose one of the question’s own top-level replies.',
        (tx) => store.setAccepted(tx, params.id, body.comment_id),
      ),
    options,
  );
}

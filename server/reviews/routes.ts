import type { FastifyInstance } from 'fastify';
import * as contract from '../../contract/reviews';
import type { ServerContext } from '../config';
import type { Database } from '../db/database';
import { serve } from '../http/endpoint';
import type { NotificationHub } from '../realtime/notification-hub';
import { ALREADY_REVIEWED, isHost, mayHost, refuse, whyNoReview } from './access';
import { awardBadges } from './award';
import { descriptionOf } from './badges';
import { presentAwaiting, presentReview } from './present';
import * as store from './store';

const AWAITING_SHOWN = 20;
const WRITE_FAQ = 'write an FAQ';
const NO_CONCIERGE = 'There is no concierge with that id.';

/**
 * SPEC §7's reviews (/api/search-engine/v1/mentor-session-reviews) and badges
 * (/mentor-booking/mentors/{id}/badges), and the concierge FAQ beside them (contract/reviews.ts).
 */
export function registerReviews(api: FastifyInstance, ctx: ServerContext, db: Database, hub: NotificationHub) {
  const origin = ctx.publicOrigin;
  const review = async (id: number) => presentReview(origin, (await store.reviewById(db, id))!);

  serve(api, contract.listReviews, async ({ query: q, req, reply }) => {
    if (q.type === 'RECEIVED' && !(await mayHost(db, reply, req.userId, 'receive reviews'))) return reply;
    if (q.type === 'CONCIERGE' && !(await isHost(db, q.mentorId!))) return refuse(reply, 404, 'not found', NO_CONCIERGE);
    const subject = q.type === 'CONCIERGE' ? q.mentorId! : req.userId;
    const { rows, total } = await store.listReviews(db, q.type === 'GIVEN' ? 'reviewer' : 'concierge', subject, q.page, q.size);
    const page = { data: rows.map((r) => presentReview(origin, r)), total, page: q.page, size: q.size };
    if (q.type === 'GIVEN') {
      const awaiting = await store.awaitingReview(db, req.userId, AWAITING_SHOWN);
      return { data: { ...page, awaiting: awaiting.map(presentAwaiting) } };
    }
    return { data: { ...page, ...(await store.ratingOf(db, subject)) } };
  });

  serve(api, contract.createReview, async ({ body, req, reply }) => {
    const refusal = whyNoReview(await store.sessionForReview(db, body.session_id), req.userId);
    if (refusal) return refuse(reply, refusal.status, refusal.code, refusal.message);
    const values = { rating: body.rating, text: body.review_text, keywords: await store.knownKeywords(db, body.keywords) };
    const written = await store.insertReview(db, body.session_id, req.userId, values);
    // Checked above and again by the insert: a second submission racing the first ends here.
    if (!written) return refuse(reply, 409, 'already reviewed', ALREADY_REVIEWED);
    await awardBadges(db, hub, written.concierge_id);
    return reply.status(201).send({ data: await review(written.id) });
  });

  serve(api, contract.updateReview, async ({ params, body, req, reply }) => {
    const values = { rating: body.rating, text: body.review_text, keywords: await store.knownKeywords(db, body.keywords) };
    const changed = await store.updateReview(db, params.id, req.userId, values);
    if (!changed) return refuse(reply, 404, 'not found', 'You have no such review.');
    await awardBadges(db, hub, changed.concierge_id);
    return { data: await review(changed.id) };
  });

  serve(api, contract.deleteReview, async ({ params, req, reply }) => {
    const gone = await store.deleteReview(db, params.id, req.userId);
    if (!gone) return refuse(reply, 404, 'not found', 'You have no such review.');
    return { data: { id: gone.id } };
  });

  serve(api, contract.badges, async ({ params, reply }) => {
    if (!(await isHost(db, params.id))) return refuse(reply, 404, 'not found', NO_CONCIERGE);
    const badges = await store.badgesOf(db, params.id);
    return { data: badges.map((b) => ({ name: b.badge, description: descriptionOf(b.badge), earned_at: b.earned_at })) };
  });

  serve(api, contract.conciergeFaqs, async ({ params, reply }) => {
    if (!(await isHost(db, params.id))) return refuse(reply, 404, 'not found', NO_CONCIERGE);
    return { data: await store.listFaqs(db, params.id) };
  });

  serve(api, contract.ownFaqs, async ({ req, reply }) => {
    if (!(await mayHost(db, reply, req.userId, WRITE_FAQ))) return reply;
    return { data: await store.listFaqs(db, req.userId) };
  });

  serve(api, contract.addFaq, async ({ body, req, reply }) => {
    if (!(await mayHost(db, reply, req.userId, WRITE_FAQ))) return reply;
    const added = await db.transaction(async (tx) => {
      await store.lockFaqs(tx, req.userId);
      if ((await store.countFaqs(tx, req.userId)) >= contract.FAQ_LIMITS.questions) return false;
      await store.insertFaq(tx, req.userId, body.question, body.answer);
      return true;
    });
    if (!added)
      return refuse(reply, 409, 'too many', `An FAQ holds at most ${contract.FAQ_LIMITS.questions} questions; remove one first.`);
    return reply.status(201).send({ data: await store.listFaqs(db, req.userId) });
  });

  // /faqs/order before /faqs/:id reads better; Fastify's router prefers the static segment anyway.
  serve(api, contract.orderFaqs, async ({ body, req, reply }) => {
    if (!(await mayHost(db, reply, req.userId, WRITE_FAQ))) return reply;
    const done = await db.transaction(async (tx) => {
      await store.lockFaqs(tx, req.userId);
      const own = (await store.listFaqs(tx, req.userId)).map((f) => f.id);
      if (own.length !== body.ids.length || own.some((id) => !body.ids.includes(id))) return false;
      await store.reorderFaqs(tx, req.userId, body.ids);
      return true;
    });
    if (!done) return refuse(reply, 409, 'stale order', 'Your questions changed meanwhile; here they are again.');
    return { data: await store.listFaqs(db, req.userId) };
  });

  serve(api, contract.updateFaq, async ({ params, body, req, reply }) => {
    if (!(await mayHost(db, reply, req.userId, WRITE_FAQ))) return reply;
    if (!(await store.updateFaq(db, params.id, req.userId, body.question, body.answer)))
      return refuse(reply, 404, 'not found', 'You have no such question.');
    return { data: await store.listFaqs(db, req.userId) };
  });

  serve(api, contract.deleteFaq, async ({ params, req, reply }) => {
    if (!(await mayHost(db, reply, req.userId, WRITE_FAQ))) return reply;
    if (!(await store.deleteFaq(db, params.id, req.userId))) return refuse(reply, 404, 'not found', 'You have no such question.');
    return { data: await store.listFaqs(db, req.userId) };
  });
}

/** POST /public/static-data/v1/review-keywords (SPEC §7): suggestions as a person types a review. */
export function registerReviewKeywords(app: FastifyInstance, db: Database) {
  serve(app, contract.reviewKeywords, async ({ body }) => ({
    data: (await store.matchKeywords(db, body.search_text, contract.KEYWORD_SUGGESTIONS)).map((keyword) => ({ keyword })),
  }));
}

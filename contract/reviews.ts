import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { count, id, idParams, pageIndex, pageSize } from './fields';

/**
 * Reviews of concierge sessions, review keywords, badges and the concierge FAQ (SPEC §3 Review,
 * §4 Concierge/Badge, §7, §9): every wire shape, once. SPEC §7 shows the reviews, keywords and
 * badges paths; the FAQ's are chosen beside the badges (`/mentor-booking/faqs`,
 * `/mentor-booking/mentors/{id}/faqs`), and `type` of the reviews list is GIVEN, RECEIVED or
 * CONCIERGE (SPEC leaves its values unshown).
 */

const SE = '/api/search-engine/v1/mentor-session-reviews';
const UM = '/api/user-manager/v1/mentor-booking';

/** SPEC §9: the first page is 0, of 10. */
export const REVIEWS_PAGE_SIZE = 10;
export const REVIEW_LIMITS = { textMin: 10, textMax: 2000, keywords: 5, keyword: 40 } as const;
export const FAQ_LIMITS = { question: 200, answer: 2000, questions: 20 } as const;
export const KEYWORD_SUGGESTIONS = 8;

export const REVIEW_LIST_TYPES = ['GIVEN', 'RECEIVED', 'CONCIERGE'] as const;
export type ReviewListType = (typeof REVIEW_LIST_TYPES)[number];

const person = z.object({ user_id: z.int(), display_name: z.string() });

export const reviewSchema = z.object({
  id: z.int(),
  session_id: z.int(),
  rating: z.int(),
  review_text: z.string(),
  keywords: z.array(z.string()),
  created_at: z.string(),
  updated_at: z._default(z.nullable(z.string()), null),
  session_start: z.string(),
  reviewer: z.object({ user_id: z.int(), display_name: z.string(), profile_picture: z._default(z.nullable(z.string()), null) }),
  concierge: person,
});
export type Review = z.infer<typeof reviewSchema>;

/** A completed session of the reader that has no review yet. */
export const awaitingSchema = z.object({ session_id: z.int(), meeting_id: z.string(), start: z.string(), concierge: person });
export type AwaitingReview = z.infer<typeof awaitingSchema>;

export const reviewPage = z.object({
  data: z.object({
    data: z.array(reviewSchema),
    total: count,
    page: z.int(),
    size: z.int(),
    /** RECEIVED and CONCIERGE: the concierge's average, rounded to one place (0 with none), and count. */
    average: z.optional(z.number()),
    count: z.optional(count),
    /** GIVEN: the reader's completed sessions awaiting a review, newest first (at most 20). */
    awaiting: z.optional(z.array(awaitingSchema)),
  }),
});

const rating = z
  .number({ error: 'choose a rating from 1 to 5' })
  .check(
    z.int({ error: 'choose a whole star' }),
    z.minimum(1, { error: 'choose a rating from 1 to 5' }),
    z.maximum(5, { error: 'choose a rating from 1 to 5' }),
  );
const reviewText = z
  .string({ error: 'is required' })
  .check(
    z.trim(),
    z.minLength(REVIEW_LIMITS.textMin, { error: `write at least ${REVIEW_LIMITS.textMin} characters` }),
    z.maxLength(REVIEW_LIMITS.textMax, { error: `must be ${REVIEW_LIMITS.textMax} characters or fewer` }),
  );
const keywords = z._default(
  z
    .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(REVIEW_LIMITS.keyword)))
    .check(z.maxLength(REVIEW_LIMITS.keywords, { error: `choose at most ${REVIEW_LIMITS.keywords} keywords` })),
  [],
);
const reviewFields = { rating, review_text: reviewText, keywords };

export const listReviews = endpoint({
  method: 'GET',
  path: SE,
  summary:
    'A page of reviews: written by the reader (GIVEN, with sessions awaiting one), about the reader as a concierge (RECEIVED), or about a concierge (CONCIERGE, mentorId).',
  query: z
    .object({
      type: z.enum(REVIEW_LIST_TYPES, { error: 'must be GIVEN, RECEIVED or CONCIERGE' }),
      mentorId: z.optional(id),
      page: z._default(pageIndex, 0),
      size: z._default(pageSize(50), REVIEWS_PAGE_SIZE),
    })
    .check(z.refine((q) => q.type !== 'CONCIERGE' || q.mentorId !== undefined, { error: 'is required', path: ['mentorId'] })),
  response: reviewPage,
  errors: { 403: 'RECEIVED by someone who is not a concierge', 404: 'no such concierge' },
  auth: 'bearer',
});

export const createReview = endpoint({
  method: 'POST',
  path: SE,
  summary: 'Reviews a completed session of the reader’s, once.',
  body: z.object({ session_id: id, ...reviewFields }),
  response: z.object({ data: reviewSchema }),
  errors: {
    404: 'no such session of the reader’s',
    409: 'the session has not taken place, or is already reviewed',
  },
  auth: 'bearer',
});

export const updateReview = endpoint({
  method: 'PUT',
  path: `${SE}/:id`,
  summary: 'Changes the reader’s own review.',
  params: idParams,
  body: z.object(reviewFields),
  response: z.object({ data: reviewSchema }),
  errors: { 404: 'no such review of the reader’s' },
  auth: 'bearer',
});

export const deleteReview = endpoint({
  method: 'DELETE',
  path: `${SE}/:id`,
  summary: 'Deletes the reader’s own review (the session may be reviewed again).',
  params: idParams,
  response: z.object({ data: z.object({ id: z.int() }) }),
  errors: { 404: 'no such review of the reader’s' },
  auth: 'bearer',
});

export const reviewKeywords = endpoint({
  method: 'POST',
  path: '/public/static-data/v1/review-keywords',
  summary: 'Keywords for a review: those starting with the text first, then those containing it.',
  body: z.object({
    search_text: z._default(z.string().check(z.trim(), z.maxLength(40, { error: 'must be 40 characters or fewer' })), ''),
  }),
  response: z.object({ data: z.array(z.object({ keyword: z.string() })) }),
  auth: 'public',
});

export const badgeSchema = z.object({
  name: z.string(),
  description: z._default(z.string(), ''),
  earned_at: z.optional(z.string()),
});
export type Badge = z.infer<typeof badgeSchema>;

export const badges = endpoint({
  method: 'GET',
  path: `${UM}/mentors/:id/badges`,
  summary: 'The badges a concierge earned from completed sessions and reviews, oldest first.',
  params: idParams,
  response: z.object({ data: z.array(badgeSchema) }),
  errors: { 404: 'no such concierge' },
  auth: 'bearer',
});

export const faqSchema = z.object({ id: z.int(), question: z.string(), answer: z.string(), position: z.int() });
export type Faq = z.infer<typeof faqSchema>;
const faqList = z.object({ data: z.array(faqSchema) });

const faqBody = z.object({
  question: z
    .string({ error: 'is required' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'is required' }),
      z.maxLength(FAQ_LIMITS.question, { error: `must be ${FAQ_LIMITS.question} characters or fewer` }),
    ),
  answer: z
    .string({ error: 'is required' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'is required' }),
      z.maxLength(FAQ_LIMITS.answer, { error: `must be ${FAQ_LIMITS.answer} characters or fewer` }),
    ),
});
const HOSTS_ONLY = { 403: 'not a care provider or coordinator' };

export const conciergeFaqs = endpoint({
  method: 'GET',
  path: `${UM}/mentors/:id/faqs`,
  summary: 'A concierge’s questions and answers, in their order (shown on their card when booking).',
  params: idParams,
  response: faqList,
  errors: { 404: 'no such concierge' },
  auth: 'bearer',
});

export const ownFaqs = endpoint({
  method: 'GET',
  path: `${UM}/faqs`,
  summary: 'The concierge’s own questions and answers.',
  response: faqList,
  errors: HOSTS_ONLY,
  auth: 'bearer',
});

export const addFaq = endpoint({
  method: 'POST',
  path: `${UM}/faqs`,
  summary: 'Adds a question and answer at the end of the concierge’s FAQ.',
  body: faqBody,
  response: faqList,
  errors: { ...HOSTS_ONLY, 409: `the FAQ already holds ${FAQ_LIMITS.questions} questions` },
  auth: 'bearer',
});

export const orderFaqs = endpoint({
  method: 'PUT',
  path: `${UM}/faqs/order`,
  summary: 'Puts the concierge’s questions in the order given (every one of theirs, each once).',
  body: z.object({
    ids: z.array(id).check(
      z.maxLength(FAQ_LIMITS.questions),
      z.refine((ids) => new Set(ids).size === ids.length, { error: 'must name each question once' }),
    ),
  }),
  response: faqList,
  errors: { ...HOSTS_ONLY, 409: 'the questions changed meanwhile' },
  auth: 'bearer',
});

export const updateFaq = endpoint({
  method: 'PUT',
  path: `${UM}/faqs/:id`,
  summary: 'Changes one of the concierge’s questions and answers.',
  params: idParams,
  body: faqBody,
  response: faqList,
  errors: { ...HOSTS_ONLY, 404: 'no such question of theirs' },
  auth: 'bearer',
});

export const deleteFaq = endpoint({
  method: 'DELETE',
  path: `${UM}/faqs/:id`,
  summary: 'Deletes one of the concierge’s questions and answers.',
  params: idParams,
  response: faqList,
  errors: { ...HOSTS_ONLY, 404: 'no such question of theirs' },
  auth: 'bearer',
});

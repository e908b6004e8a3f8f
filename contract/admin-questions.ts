import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { count, id, idParams, pageIndex, pageSize } from './fields';
import { ADMIN, adminReason } from './admin';

/**
 * /admin-questions (issue #36): the community's questions that need an administrator: those
 * without an accepted answer for UNANSWERED_DAYS days, and those with open reports. Close (no new
 * answers), reopen, move to another community, or mark an answer accepted on behalf of the
 * community; each with a reason and one audit row (the target is the asker).
 */
export const UNANSWERED_DAYS = 7;
export const QUESTIONS_PAGE_SIZE = 20;
export const QUESTION_FILTERS = ['unanswered', 'reported'] as const;
export type QuestionFilter = (typeof QUESTION_FILTERS)[number];

const person = z.object({ user_id: z.int(), user_name: z.string(), display_name: z.string() });

export const adminQuestionSchema = z.object({
  post_id: z.int(),
  title: z.string(),
  text: z.string(),
  community: z.nullable(z.object({ community_id: z.int(), community_name: z.string() })),
  author: person,
  created_at: z.string(),
  closed: z.boolean(),
  accepted_comment_id: z.nullable(z.int()),
  open_reports: count,
  /** The top-level replies, oldest first: the answers one may accept. */
  answers: z.array(z.object({ comment_id: z.int(), author: person, text: z.string() })),
});
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;

const answer = z.object({ data: adminQuestionSchema });
const errors = { 403: 'not an administrator', 404: 'no such question' };

export const questions = endpoint({
  method: 'GET',
  path: `${ADMIN}/questions`,
  summary: `Questions unanswered for ${UNANSWERED_DAYS} days or more (oldest first), or with open reports (most reported first), a page at a time.`,
  query: z.object({
    filter: z._default(z.enum(QUESTION_FILTERS), 'unanswered'),
    page: z._default(pageIndex, 0),
    size: z._default(pageSize(100), QUESTIONS_PAGE_SIZE),
  }),
  response: z.object({
    data: z.object({
      data: z.array(adminQuestionSchema),
      total: count,
      page: z.int(),
      size: z.int(),
      /** Every community by name, where a question may be moved to. */
      communities: z.array(z.object({ community_id: z.int(), community_name: z.string() })),
    }),
  }),
  errors: { 403: 'not an administrator' },
  auth: 'bearer',
});

export const closeQuestion = endpoint({
  method: 'POST',
  path: `${ADMIN}/questions/:id/closed`,
  summary: 'Closes a question (it takes no new answers) or reopens it (closed: false).',
  params: idParams,
  body: z.object({ reason: adminReason, closed: z.boolean() }),
  response: answer,
  errors: { ...errors, 409: 'already so' },
  auth: 'bearer',
});

export const moveQuestion = endpoint({
  method: 'POST',
  path: `${ADMIN}/questions/:id/community`,
  summary: 'Moves a question to another community.',
  params: idParams,
  body: z.object({ reason: adminReason, community_id: id }),
  response: answer,
  errors: { ...errors, 409: 'already there, or no such community' },
  auth: 'bearer',
});

export const acceptForCommunity = endpoint({
  method: 'POST',
  path: `${ADMIN}/questions/:id/accepted-answer`,
  summary: 'Marks one of its top-level replies as the accepted answer on behalf of the community.',
  params: idParams,
  body: z.object({ reason: adminReason, comment_id: id }),
  response: answer,
  errors: { ...errors, 409: 'not one of its top-level replies' },
  auth: 'bearer',
});

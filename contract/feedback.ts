import * as z from 'zod/mini';
import { endpoint, raw } from './endpoint';
import { count, pageIndex, pageSize } from './fields';
import { ADMIN } from './admin';
import { FEEDBACK_LIMITS, FORM_ACTIONS, FORM_WORDS as W } from './public-form-words';

/**
 * The beta's own feedback form (issue #63.13): the banner's and the header's feedback link opens
 * /feedback unless a deployment points it elsewhere (FEEDBACK_URL at build time). What people
 * send is stored and listed for administrators at /admin-feedback. Like the webinar
 * registration, the form is answered as JSON to the page's script and as a page to a browser
 * that posted it without scripts.
 */

export { FEEDBACK_LIMITS };
export const FEEDBACK_PAGE_SIZE = 20;

const optionalText = (max: number, tooLong: string) =>
  z.pipe(
    z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max, { error: tooLong })))),
    z.transform((v) => v || null),
  );

export const feedbackBody = z.object({
  message: z
    .string({ error: W.message })
    .check(
      z.trim(),
      z.minLength(1, { error: W.message }),
      z.minLength(FEEDBACK_LIMITS.messageMin, { error: W.messageShort }),
      z.maxLength(FEEDBACK_LIMITS.messageMax, { error: W.messageLong }),
    ),
  /** Where in the product it is about (a page, a feature), in the person's words. */
  page: optionalText(FEEDBACK_LIMITS.pageMax, W.pageLong),
  /** Only when the person wants a reply. */
  email: z.pipe(
    optionalText(FEEDBACK_LIMITS.emailMax, W.emailLong),
    z.union([z.null(), z.email({ error: W.emailOptionalShape })]),
  ),
});
export type FeedbackField = 'message' | 'page' | 'email';

export const feedbackRefusal = z.object({
  error: z.optional(z.string()),
  message: z.optional(z.string()),
  fields: z._default(z.record(z.string(), z.string()), {}),
});

export const send = endpoint({
  method: 'POST',
  path: '/public/feedback',
  summary: 'Stores a person’s feedback on the beta for the team (no sign-in needed).',
  body: feedbackBody,
  status: 201,
  response: z.object({ data: z.object({ id: z.int(), received_at: z.string() }) }),
  errors: { 400: 'a field refused: { error, fields: { message, page, email } }', 429: 'too much feedback from this address' },
  auth: 'public',
  hidden: true,
});

export const sendForm = endpoint({
  method: 'POST',
  path: FORM_ACTIONS.feedback,
  summary: 'The same feedback posted by the page’s form without scripts: answered with a page saying it arrived.',
  body: feedbackBody,
  response: raw('text/html'),
  auth: 'public',
  hidden: true,
  serverOnly: 'a form a browser posts without scripts',
});

export const feedbackItem = z.object({
  id: z.int(),
  message: z.string(),
  page: z.nullable(z.string()),
  email: z.nullable(z.string()),
  received_at: z.string(),
});
export type FeedbackItem = z.infer<typeof feedbackItem>;

export const list = endpoint({
  method: 'GET',
  path: `${ADMIN}/feedback`,
  summary: 'The beta feedback people sent, newest first, a page at a time (administrators only).',
  query: z.object({ page: z._default(pageIndex, 0), size: z._default(pageSize(100), FEEDBACK_PAGE_SIZE) }),
  response: z.object({
    data: z.object({ data: z.array(feedbackItem), total: count, page: z.int(), size: z.int() }),
  }),
  errors: { 403: 'not an administrator' },
  auth: 'bearer',
});

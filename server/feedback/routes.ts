import type { FastifyInstance } from 'fastify';
import * as contract from '../../contract/feedback';
import { FORM_WORDS as W } from '../../contract/public-form-words';
import type { Database } from '../db/database';
import { serve } from '../http/endpoint';
import { fieldErrors } from '../http/form-errors';
import { createRateLimiter } from '../http/rate-window';
import { answerHeading, esc, page } from '../web/html';
import { onlyAdministrators } from '../admin';
import { feedbackPage, insertFeedback } from './store';

const FIELDS: readonly contract.FeedbackField[] = ['message', 'page', 'email'];
const MISSING: Record<contract.FeedbackField, string> = { message: W.message, page: W.pageLong, email: W.emailOptionalShape };
/** At most this much feedback from one address in ten minutes, refused forms included. */
export const FEEDBACK_RATE_LIMIT = { limit: 10, windowMs: 10 * 60_000 } as const;
const TOO_MANY = 'You have sent a lot of feedback in a short time. Please wait a few minutes and try again.';

type Values = Partial<Record<contract.FeedbackField, unknown>>;
const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** The form again, as sent, with what to correct: a browser without scripts posted it. */
function formPage(values: Values, errors: Partial<Record<contract.FeedbackField, string>>, alert: string): string {
  const field = (name: contract.FeedbackField, label: string, input: string) => `
<label for="${name}">${label}</label>
${input}
${errors[name] ? `<p class="field-error" id="${name}-error">${esc(errors[name])}</p>` : ''}`;
  const attrs = (name: contract.FeedbackField) =>
    `id="${name}" name="${name}"${errors[name] ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''}`;
  return page(
    'Send feedback',
    `<h1>Send feedback</h1>
<p class="alert" role="alert">${esc(alert)}</p>
<form method="post" action="${contract.sendForm.path}" novalidate>
${field('message', 'What should we improve?', `<textarea ${attrs('message')} rows="6" required style="width:100%;font:inherit">${esc(text(values.message))}</textarea>`)}
${field('page', 'Which page or feature is it about? (optional)', `<input ${attrs('page')} type="text" value="${esc(text(values.page))}">`)}
${field('email', 'Your e-mail, if you would like a reply (optional)', `<input ${attrs('email')} type="email" autocomplete="email" value="${esc(text(values.email))}">`)}
<button type="submit">Send feedback</button>
</form>
<p class="switch"><a href="/">Back to NeuroHealth Care</a></p>`,
  );
}

/**
 * The beta's feedback form (issue #63.13): POST /public/feedback (JSON, the page's script) and
 * POST /feedback (the same form posted without scripts, answered with a page). Stored for the
 * team; administrators read it at /admin-feedback.
 */
export function registerFeedback(app: FastifyInstance, db: Database) {
  const limiter = createRateLimiter(FEEDBACK_RATE_LIMIT);
  // Counted before the form is read: a refused form still counts.
  const limited = (asPage: boolean) => async (req: { ip: string }, reply: import('fastify').FastifyReply) => {
    const wait = limiter.take(req.ip);
    if (wait === 0) return;
    reply.status(429).header('retry-after', String(wait));
    return asPage
      ? reply
          .type('text/html; charset=utf-8')
          .send(page('Please wait', `<h1>Please wait a few minutes</h1><p role="alert">${TOO_MANY}</p>`))
      : reply.send({ error: 'too many', message: TOO_MANY });
  };

  serve(app, contract.send, async ({ body, reply }) => reply.status(201).send({ data: await insertFeedback(db, body) }), {
    preHandler: limited(false),
    onInvalid: (reply, _where, error) =>
      reply.status(400).send({ error: 'invalid feedback', fields: fieldErrors(error, FIELDS, MISSING) }),
  });

  serve(
    app,
    contract.sendForm,
    async ({ body, reply }) => {
      await insertFeedback(db, body);
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      return page(
        'Thank you',
        `${answerHeading('Thank you, your feedback is with us')}
<p>The NeuroHealth Care team reads every message${body.email ? `, and will reply to <strong>${esc(body.email)}</strong>` : ''}.</p>
<p class="switch"><a href="/">Back to NeuroHealth Care</a></p>`,
      );
    },
    {
      preHandler: limited(true),
      onInvalid: (reply, _where, error) =>
        reply
          .status(400)
          .type('text/html; charset=utf-8')
          .send(
            formPage(
              reply.request.body as Values,
              fieldErrors(error, FIELDS, MISSING),
              'Your feedback was not sent: please correct what is marked below.',
            ),
          ),
    },
  );
}

/** /admin-feedback's list (under /api, behind the bearer check): administrators only. */
export function registerFeedbackAdmin(app: FastifyInstance, db: Database) {
  serve(
    app,
    contract.list,
    async ({ query }) => {
      const { rows, total } = await feedbackPage(db, query.page, query.size);
      return { data: { data: rows, total, page: query.page, size: query.size } };
    },
    { preHandler: onlyAdministrators(db) },
  );
}

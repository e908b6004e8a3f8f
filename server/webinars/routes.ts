import type { FastifyInstance, FastifyReply } from 'fastify';
import { webinarById, webinarStarted, webinarWhen, type Webinar } from '../../contract/webinar-schedule';
import * as contract from '../../contract/webinars';
import { FORM_WORDS as W } from '../../contract/public-form-words';
import type { Database } from '../db/database';
import { serve } from '../http/endpoint';
import { fieldErrors } from '../http/form-errors';
import { createRateLimiter } from '../http/rate-window';
import type { Mailer } from '../mail';
import { answerHeading, esc, page } from '../web/html';
import { webinarCalendar } from './calendar';
import { addRegistration } from './store';

type Field = contract.RegistrationField;
const FIELDS: readonly Field[] = ['webinar_id', 'name', 'email'];
const MISSING: Record<Field, string> = { webinar_id: W.session, name: W.name, email: W.email };
/** At most this many registrations from one address in ten minutes, refused ones included. */
export const REGISTRATION_RATE_LIMIT = { limit: 10, windowMs: 10 * 60_000 } as const;
const TOO_MANY = 'Several registrations were sent from here in a short time. Please wait a few minutes and try again.';
const PAST = 'This session has already taken place. Choose an upcoming one.';

type Outcome = { kind: 'registered' | 'already'; webinar: Webinar; email: string } | { kind: 'past'; webinar: Webinar };

const values = (body: unknown): Partial<Record<Field, string>> => {
  const b = (body ?? {}) as Record<string, unknown>;
  return Object.fromEntries(FIELDS.map((f) => [f, typeof b[f] === 'string' ? b[f] : ''])) as Partial<Record<Field, string>>;
};

/**
 * Webinar registration (issue #63.13): POST /public/webinars/registrations (JSON, the page's
 * script) and POST /webinar/register (the page's form posted without scripts, answered with a
 * page). A registration for an upcoming session is stored once per address and confirmed by
 * e-mail with the session's calendar entry (.ics); through the local inbox when no SMTP_URL is set.
 */
export function registerWebinars(
  app: FastifyInstance,
  db: Database,
  mailer: Mailer,
  origin: string,
  now: () => number = Date.now,
) {
  const limiter = createRateLimiter(REGISTRATION_RATE_LIMIT);

  async function registerOne(body: { webinar_id: string; name: string; email: string }): Promise<Outcome> {
    const webinar = webinarById(body.webinar_id)!;
    if (webinarStarted(webinar, now())) return { kind: 'past', webinar };
    // Stored and mailed together: a confirmation that could not be sent leaves no registration, so trying again works.
    const added = await db.transaction(async (tx) => {
      if (!(await addRegistration(tx, { webinarId: webinar.id, email: body.email, name: body.name }))) return false;
      await mailer.send(confirmation(webinar, body, origin));
      return true;
    });
    return { kind: added ? 'registered' : 'already', webinar, email: body.email };
  }

  const limited = (asPage: boolean) => async (req: { ip: string }, reply: FastifyReply) => {
    const wait = limiter.take(req.ip);
    if (wait === 0) return;
    reply.status(429).header('retry-after', String(wait));
    return asPage
      ? reply
          .type('text/html; charset=utf-8')
          .send(page('Please wait', `<h1>Please wait a few minutes</h1><p role="alert">${TOO_MANY}</p>`))
      : reply.send({ error: 'too many', message: TOO_MANY });
  };

  serve(
    app,
    contract.register,
    async ({ body, reply }) => {
      const outcome = await registerOne(body);
      if (outcome.kind === 'past') return reply.status(409).send({ error: 'past', message: PAST });
      return reply
        .status(201)
        .send({ data: { webinar_id: outcome.webinar.id, email: outcome.email, already: outcome.kind === 'already' } });
    },
    {
      preHandler: limited(false),
      onInvalid: (reply, _where, error) =>
        reply.status(400).send({ error: 'invalid registration', fields: fieldErrors(error, FIELDS, MISSING) }),
    },
  );

  serve(
    app,
    contract.registerForm,
    async ({ body, reply }) => {
      const outcome = await registerOne(body);
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      if (outcome.kind === 'past') {
        reply.status(409);
        return page('Session over', `<h1>${esc(outcome.webinar.title)}</h1><p class="alert" role="alert">${PAST}</p>${BACK}`);
      }
      const when = webinarWhen(outcome.webinar, outcome.webinar.timeZone);
      return page(
        "You're registered",
        `${answerHeading("You're registered")}
<p>${esc(outcome.webinar.title)}<br><strong>${esc(when)}</strong></p>
<p>${
          outcome.kind === 'registered'
            ? `We sent a confirmation to <strong>${esc(outcome.email)}</strong> with a calendar file for the session.`
            : `<strong>${esc(outcome.email)}</strong> was already registered; the confirmation was sent when you first registered.`
        }</p>
${BACK}`,
      );
    },
    {
      preHandler: limited(true),
      onInvalid: (reply, _where, error) =>
        reply
          .status(400)
          .type('text/html; charset=utf-8')
          .send(formPage(values(reply.request.body), fieldErrors(error, FIELDS, MISSING))),
    },
  );
}

/** The confirmation: when (in the hosts' zone, named), and the calendar entry for the person's own calendar. */
function confirmation(webinar: Webinar, to: { name: string; email: string }, origin: string) {
  return {
    to: to.email,
    subject: `You're registered: ${webinar.title}`,
    text: [
      `Hello ${to.name},`,
      '',
      `You're registered for "${webinar.title}".`,
      `When: ${webinarWhen(webinar, webinar.timeZone)} (${webinar.minutes} minutes).`,
      '',
      'The attached calendar file (webinar.ics) adds it to your calendar in your own time zone.',
      'We e-mail the joining link the day before.',
      '',
      `${origin}/webinar`,
      '',
      'NeuroHealth Care',
    ].join('\n'),
    attachments: [
      {
        filename: 'webinar.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: webinarCalendar(webinar, origin),
      },
    ],
  };
}

const BACK = '<p class="switch"><a href="/webinar">Back to the webinars</a></p>';

/** The form again, as sent, with what to correct: a browser without scripts posted it. */
function formPage(v: Partial<Record<Field, string>>, errors: Partial<Record<Field, string>>): string {
  const webinar = webinarById(v.webinar_id ?? '');
  const described = (name: Field) => (errors[name] ? ` aria-invalid="true" aria-describedby="${name}-error"` : '');
  const error = (name: Field) => (errors[name] ? `<p class="field-error" id="${name}-error">${esc(errors[name])}</p>` : '');
  const choice = webinar
    ? `<input type="hidden" name="webinar_id" value="${esc(webinar.id)}"><p>${esc(webinar.title)}<br><strong>${esc(webinarWhen(webinar, webinar.timeZone))}</strong></p>`
    : `<p class="field-error" id="webinar_id-error">${esc(errors.webinar_id ?? MISSING.webinar_id)}</p>`;
  return page(
    'Register for a webinar',
    `<h1>Register for a webinar</h1>
<p class="alert" role="alert">You are not registered yet: please correct what is marked below.</p>
<form method="post" action="${contract.registerForm.path}" novalidate>
${choice}
<label for="name">Your name</label>
<input id="name" name="name" type="text" autocomplete="name" value="${esc(v.name ?? '')}"${described('name')}>
${error('name')}
<label for="email">E-mail address</label>
<input id="email" name="email" type="email" autocomplete="email" value="${esc(v.email ?? '')}"${described('email')}>
${error('email')}
<button type="submit">Register</button>
</form>
${BACK}`,
  );
}

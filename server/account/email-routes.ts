import type { FastifyInstance, FastifyReply } from 'fastify';
import * as api from '../../contract/account-email';
import { EMAIL_LINK_COOLDOWN_SECONDS } from '../../contract/account-email';
import type { Database } from '../db/types';
import { verifyPassword } from '../db/passwords';
import { serve } from '../http/endpoint';
import { SharedThrottle } from '../http/shared-throttle';
import * as change from './email-change';
import type { MoreAccount } from './options';
import { refuseField, tooManyPasswords } from './refusals';
import type { WrongPasswords } from './wrong-passwords';

/** The sentence for a link asked for within EMAIL_LINK_COOLDOWN_SECONDS of the last. */
const tooSoon = (seconds: number) =>
  `A link was sent less than a minute ago. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;

/**
 * Settings › Account's e-mail change under /api/account/v1/email: every call reads and changes
 * the caller's own change only (req.userId), so another person can neither confirm nor cancel it.
 */
export function registerEmailChange(app: FastifyInstance, db: Database, more: MoreAccount & { wrong: WrongPasswords }) {
  const { mailer, origin, clock, wrong } = more;
  // One link a person per EMAIL_LINK_COOLDOWN_SECONDS, new change or resend alike, counted in the
  // database so that cancelling, another node or a second tab does not start the count again.
  const links = new SharedThrottle(
    db,
    'e-mail change links',
    { lockAfter: 2, windowMs: EMAIL_LINK_COOLDOWN_SECONDS * 1000, baseDelayMs: 0, maxDelayMs: 0 },
    clock,
  );
  /** Counts a link about to be mailed: null when it may go, else the seconds to wait. */
  const linkCooldown = async (userId: number) => {
    const until = await links.hit(String(userId));
    return until === undefined ? null : Math.max(1, Math.ceil((until - clock()) / 1000));
  };
  const state = async (userId: number) => ({ data: await change.emailState(db, userId, clock()) });
  const person = async (userId: number) =>
    (
      await db.query<{ email: string; first_name: string; password_hash: string }>(
        'select email, first_name, password_hash from users where user_id = $1',
        [userId],
      )
    ).rows[0]!;

  serve(app, api.emailStatus, async ({ req }) => state(req.userId));

  serve(
    app,
    api.requestEmailChange,
    async ({ req, reply, body }) => {
      const wait = wrong.retryAfter(req.userId);
      if (wait !== null) return tooManyPasswords(reply, wait, 'current_password');
      const me = await person(req.userId);
      if (!(await verifyPassword(body.current_password, me.password_hash))) {
        wrong.wrong(req.userId);
        return refuseField(reply, 'invalid e-mail change', { current_password: 'That is not your current password.' });
      }
      wrong.right(req.userId);
      const newEmail = body.new_email.trim();
      const problem = await change.addressProblem(db, req.userId, newEmail);
      if (problem) return refuseField(reply, 'invalid e-mail change', { new_email: problem });
      const cooldown = await linkCooldown(req.userId);
      if (cooldown !== null) {
        return reply
          .status(429)
          .header('retry-after', String(cooldown))
          .send({ error: 'too soon', fields: { new_email: tooSoon(cooldown) } });
      }
      await change.sendChangeLink(db, mailer, origin, { userId: req.userId, newEmail, firstName: me.first_name, now: clock() });
      await change.noticeToOldAddress(mailer, me.email, newEmail, me.first_name);
      return reply.status(202).send(await state(req.userId));
    },
    {
      onInvalid: (reply, _where, error) => {
        const fields: Record<string, string> = {};
        for (const issue of error.issues) {
          const field = issue.path[0];
          if (field === 'new_email' || field === 'current_password')
            fields[field] ??= issue.code === 'invalid_type' ? 'This field is required.' : issue.message;
        }
        return refuseField(reply, 'invalid e-mail change', fields);
      },
    },
  );

  serve(app, api.resendEmailChange, async ({ req, reply }) => {
    const newEmail = await change.pendingChange(db, req.userId, clock());
    if (!newEmail) return reply.status(404).send({ error: 'not found', message: 'No e-mail change is waiting.' });
    const cooldown = await linkCooldown(req.userId);
    if (cooldown !== null) {
      return reply
        .status(429)
        .header('retry-after', String(cooldown))
        .send({ error: 'too soon', message: tooSoon(cooldown) });
    }
    const me = await person(req.userId);
    await change.sendChangeLink(db, mailer, origin, { userId: req.userId, newEmail, firstName: me.first_name, now: clock() });
    return state(req.userId);
  });

  serve(app, api.cancelEmailChange, async ({ req }) => {
    await change.cancelChange(db, req.userId);
    return state(req.userId);
  });

  const CONFIRM_REFUSALS: Record<Exclude<change.ConfirmOutcome, 'confirmed'>, [number, string]> = {
    unknown: [404, 'This link is not valid: it was used, cancelled or replaced by a newer one, or is for another account.'],
    expired: [410, 'This link has expired. Ask for a new one.'],
    taken: [409, change.TAKEN],
  };
  const refuseConfirm = (reply: FastifyReply, outcome: Exclude<change.ConfirmOutcome, 'confirmed'>) => {
    const [status, message] = CONFIRM_REFUSALS[outcome];
    return reply.status(status).send({ error: outcome, message });
  };

  serve(app, api.confirmEmailChange, async ({ req, reply, body }) => {
    const outcome = await change.confirmChange(db, req.userId, body.token, clock());
    if (outcome !== 'confirmed') return refuseConfirm(reply, outcome);
    return state(req.userId);
  });
}

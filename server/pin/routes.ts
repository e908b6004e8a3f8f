import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as contract from '../../contract/pin';
import type { Database } from '../db/database';
import type { Mailer } from '../mail';
import { tryAgainText } from '../accounts';
import type { PinUnlocks } from './unlocks';
import {
  checkCode,
  checkPin,
  mailingOf,
  createPin,
  newCode,
  pinStatus,
  PIN_RULES,
  replacePin,
  type PinLimits,
  setActive,
  type CheckResult,
  type CodeResult,
} from './pins';
import { serve } from '../http/endpoint';

/**
 * 403 for a wrong PIN with the tries left (not 401: that says the bearer token is bad, and
 * the client renews its session and sends the request again, which would spend a second
 * try); 423 while locked; 409 when there is no PIN.
 */
function refusePin(reply: FastifyReply, result: Exclude<CheckResult, { ok: true }>) {
  switch (result.reason) {
    case 'no pin':
      return reply.status(409).send({ error: 'no pin' });
    case 'locked':
      return reply.status(423).send({ error: 'locked', locked_until: result.lockedUntil, attempts_left: 0 });
    case 'wrong':
      return result.attemptsLeft === 0
        ? reply.status(423).send({ error: 'locked', locked_until: result.lockedUntil, attempts_left: 0 })
        : reply.status(403).send({ error: 'wrong pin', attempts_left: result.attemptsLeft });
  }
}

/**
 * 429 once the day's code guesses are spent, with when reset opens again (`locked_until`,
 * `retry_after` in seconds) and a message to show; the same for a send and a check.
 */
function refuseTooManyCodes(reply: FastifyReply, lockedUntil: string) {
  const until = Date.parse(lockedUntil);
  const retryAfter = Math.max(1, Math.ceil((until - Date.now()) / 1000));
  return reply
    .status(429)
    .header('retry-after', String(retryAfter))
    .send({
      error: 'too many codes',
      message: `Too many wrong codes. ${tryAgainText(until)}`,
      locked_until: lockedUntil,
      retry_after: retryAfter,
    });
}

/** 403 for a wrong code with the tries left; 410 once it has expired, been used or been voided. */
function refuseCode(reply: FastifyReply, result: Exclude<CodeResult, { ok: true }>) {
  if (result.reason === 'too many codes') return refuseTooManyCodes(reply, result.lockedUntil);
  return result.reason === 'expired' || result.attemptsLeft === 0
    ? reply.status(410).send({ error: 'code expired' })
    : reply.status(403).send({ error: 'wrong code', attempts_left: result.attemptsLeft });
}

/** "m•••@example.org": enough for a person to know where to look. */
const masked = (email: string) => email.replace(/^(.)[^@]*/, (_, first: string) => `${first}•••`);

/**
 * /api/pin-manager/v1 (SPEC §7, all eight calls). The PIN, new PIN and code travel only in
 * request bodies, which the server never logs; e-mailed codes go through the mailer, which
 * never logs a message's text. A PIN given (verified, set, turned on, replaced) is recorded
 * for the session, which opens the messages to it (server/pin/guard.ts).
 */
export function registerPinManager(
  api: FastifyInstance,
  db: Database,
  mailer: Mailer,
  unlocks: PinUnlocks,
  limits: Partial<PinLimits> = {},
) {
  const codeLimits: PinLimits = { codeGuessesPerDay: limits.codeGuessesPerDay ?? PIN_RULES.codeGuessesPerDay };
  const given = (req: FastifyRequest) => unlocks.record(req.grantId, req.userId);

  serve(api, contract.status, async ({ req }) => pinStatus(db, req.userId));

  serve(api, contract.setPin, async ({ body, req, reply }) => {
    if (!(await createPin(db, req.userId, body.pin))) return reply.status(409).send({ error: 'pin already set' });
    await given(req);
    return reply.status(201).send(await pinStatus(db, req.userId));
  });

  serve(api, contract.verifyPin, async ({ body, req, reply }) => {
    const result = await checkPin(db, req.userId, body.pin);
    if (!result.ok) return refusePin(reply, result);
    await given(req);
    return { verified: true };
  });

  serve(api, contract.togglePin, async ({ body, req, reply }) => {
    const result = await checkPin(db, req.userId, body.pin);
    if (!result.ok) return refusePin(reply, result);
    await setActive(db, req.userId, body.active);
    await given(req);
    return pinStatus(db, req.userId);
  });

  /** Forgot PIN (and Change PIN): e-mails a one-time code. Resend is the same, within its cooldown. */
  const sendCode = async (userId: number, reply: FastifyReply) => {
    const user = await mailingOf(db, userId);
    if (!user) return reply.status(404).send({ error: 'not found' });
    const result = await newCode(db, userId, codeLimits);
    if (!result.ok && result.reason === 'too many codes') return refuseTooManyCodes(reply, result.lockedUntil);
    if (!result.ok) {
      return reply
        .status(429)
        .header('retry-after', String(result.retryAfterSeconds))
        .send({ error: 'wait before asking again', retry_after: result.retryAfterSeconds });
    }
    await mailer.send({
      to: user.email,
      subject: 'Your NeuroHealth Care PIN code',
      text: `Hello ${user.first_name || 'there'},\n\nYour code to set a new PIN is ${result.code}\n\nIt works once, for ${PIN_RULES.codeTtlMinutes} minutes. If you did not ask for it, you can ignore this message: your PIN has not changed.\n`,
    });
    return reply.status(202).send({
      sent_to: masked(user.email),
      expires_in: PIN_RULES.codeTtlMinutes * 60,
      resend_after: PIN_RULES.resendCooldownSeconds,
    });
  };
  serve(api, contract.resetPin, async ({ req, reply }) => sendCode(req.userId, reply));
  serve(api, contract.resendCode, async ({ req, reply }) => sendCode(req.userId, reply));

  serve(api, contract.checkCode, async ({ body, req, reply }) => {
    const result = await checkCode(db, req.userId, body.otp, false, codeLimits);
    return result.ok ? { valid: true } : refuseCode(reply, result);
  });

  serve(api, contract.replacePin, async ({ body, req, reply }) => {
    const result = await checkCode(db, req.userId, body.otp, true, codeLimits);
    if (!result.ok) return refuseCode(reply, result);
    await replacePin(db, req.userId, body.new_pin);
    await given(req);
    return pinStatus(db, req.userId);
  });
}

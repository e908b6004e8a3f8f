import { setTimeout as sleep } from 'node:timers/promises';
import * as z from 'zod/mini';
import * as contract from '../../contract/interaction';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { InteractionDetails } from 'oidc-provider';
import type { ServerContext } from '../config';
import type { Database } from '../db/database';
import { authenticate, findUserByLogin } from '../db/users';
import { ensureFirstPartyGrant } from '../oidc';
import { expiredPage, keepAccountPage, signInPage, signUpPage, WRONG_CREDENTIALS } from './pages';
import { readSignUpForm, signUp } from './signup';
import { sendVerification, type Mailer } from '../mail';
import { accountKeyFor, tryAgainText, type SignInGuard } from '../accounts';
import { serve } from '../http/endpoint';
import { activeSuspension } from '../admin';
import { cancelDeletion, scheduledDeletion } from '../account';

/** The sign-in page's message during a lock; it says when, and not which part was wrong. */
const lockedText = (until: number) => `Too many failed sign-ins. ${tryAgainText(until)}`;
const UTC_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
/** What a suspended person reads on the sign-in page (an administrator suspended them, server/admin). */
export const suspendedText = (until: string | null) =>
  until
    ? `This account is suspended until ${UTC_TIME.format(new Date(until))} UTC. Contact support if you think this is a mistake.`
    : 'This account is suspended. Contact support if you think this is a mistake.';

type UidRequest = FastifyRequest<{ Params: { uid: string }; Querystring: { screen?: string } }>;

/** Sign-in and sign-up pages for oidc-provider interactions, served outside /oidc. */
export function registerInteractionRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  db: Database,
  provider: Provider,
  guard: SignInGuard,
  mailer: Mailer,
) {
  const html = (reply: FastifyReply, body: string, status = 200) =>
    reply
      .status(status)
      // Never framed, scripts by hash only: the onSend hook in app.ts adds the page CSP.
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(body);

  /** The interaction of this browser (by cookie), if it is the one in the URL. */
  const details = async (req: UidRequest, reply: FastifyReply): Promise<InteractionDetails | undefined> => {
    try {
      const found = await provider.interactionDetails(req.raw, reply.raw);
      return found.uid === req.params.uid ? found : undefined;
    } catch {
      return undefined;
    }
  };

  // Interactions whose person gave the right password for an account scheduled for deletion, and
  // is asked to keep it: the one click that follows finishes that sign-in, nobody else's.
  const keeping = new Map<string, { accountId: number; until: number }>();
  const clock = ctx.clock ?? Date.now;

  const finishLogin = async (req: UidRequest, reply: FastifyReply, accountId: string) => {
    // Counted for the greeting (first sign-in or not: presentUser's first_sign_in).
    await db.query('update users set sign_ins = sign_ins + 1 where user_id = $1', [Number(accountId)]);
    reply.hijack();
    await provider.interactionFinished(req.raw, reply.raw, { login: { accountId } }, { mergeWithLastSubmission: false });
  };

  serve(app, contract.interactionPage, async ({ req: raw, reply }) => {
    const req = raw as UidRequest;
    const interaction = await details(req, reply);
    if (!interaction) return html(reply, expiredPage(), 400);
    if (interaction.prompt.name === 'consent') {
      // First-party client: consent is implied (normally loadExistingGrant already covers it).
      const grant = await ensureFirstPartyGrant(ctx)({
        host: '',
        oidc: {
          provider,
          client: { clientId: String(interaction.params.client_id), redirectUris: [], grantTypeAllowed: () => true },
          session: { accountId: interaction.session?.accountId, grantIdFor: () => interaction.grantId },
        },
      });
      reply.hijack();
      await provider.interactionFinished(
        req.raw,
        reply.raw,
        { consent: { grantId: grant?.jti } },
        { mergeWithLastSubmission: true },
      );
      return reply;
    }
    const screen = req.query.screen ?? (interaction.params.screen_hint === 'signup' ? 'signup' : 'signin');
    return html(reply, screen === 'signup' ? signUpPage({ uid: interaction.uid }) : signInPage({ uid: interaction.uid }));
  });

  serve(app, contract.signIn, async ({ req: raw, reply }) => {
    const req = raw as UidRequest;
    const interaction = await details(req, reply);
    if (!interaction) return html(reply, expiredPage(), 400);
    // The sign-in form; a malformed one is answered like wrong credentials (it says nothing more).
    const parsed = z.safeParse(contract.signInForm, req.body ?? {});
    const login = parsed.success ? (parsed.data.login ?? '').trim() : '';
    const password = parsed.success ? (parsed.data.password ?? '') : '';
    if (!login || !password) return html(reply, signInPage({ uid: interaction.uid, login, error: WRONG_CREDENTIALS }));
    // The lock is the account's, whichever of its names was typed; the try is counted before the check.
    const attempt = await guard.reserve(accountKeyFor(await findUserByLogin(db, login), login), req.ip);
    if ('lockedUntil' in attempt)
      return html(reply, signInPage({ uid: interaction.uid, login, error: lockedText(attempt.lockedUntil) }), 429);
    if (attempt.delayMs) await sleep(attempt.delayMs);
    const user = await authenticate(db, login, password);
    if (!user) {
      const lockedUntil = await attempt.failed();
      if (lockedUntil) return html(reply, signInPage({ uid: interaction.uid, login, error: lockedText(lockedUntil) }), 429);
      return html(reply, signInPage({ uid: interaction.uid, login, error: WRONG_CREDENTIALS }));
    }
    await attempt.succeeded();
    // Only after the right password: a suspension is not told to someone who does not hold the account.
    const suspension = await activeSuspension(db, user.user_id);
    if (suspension) return html(reply, signInPage({ uid: interaction.uid, login, error: suspendedText(suspension.until) }), 403);
    const deletion = await scheduledDeletion(db, user.user_id);
    if (deletion) {
      const now = Date.now();
      for (const [uid, held] of keeping) if (held.until <= now) keeping.delete(uid);
      keeping.set(interaction.uid, { accountId: user.user_id, until: now + 3600_000 });
      return html(reply, keepAccountPage({ uid: interaction.uid, scheduledFor: deletion }));
    }
    await finishLogin(req, reply, String(user.user_id));
    return reply;
  });

  serve(app, contract.keepAccount, async ({ req: raw, reply }) => {
    const req = raw as UidRequest;
    const interaction = await details(req, reply);
    if (!interaction) return html(reply, expiredPage(), 400);
    const held = keeping.get(interaction.uid);
    keeping.delete(interaction.uid);
    // Without a right password in this interaction first, the form again.
    if (!held || held.until <= Date.now()) return html(reply, signInPage({ uid: interaction.uid }), 400);
    await cancelDeletion(db, held.accountId, clock());
    await finishLogin(req, reply, String(held.accountId));
    return reply;
  });

  serve(app, contract.signUp, async ({ req: raw, reply }) => {
    const req = raw as UidRequest;
    const interaction = await details(req, reply);
    if (!interaction) return html(reply, expiredPage(), 400);
    const values = readSignUpForm(req.body);
    const limited = await guard.signUpAttempt(req.ip);
    if (limited) {
      const notice = `Too many new accounts from this network. ${tryAgainText(limited)}`;
      return html(reply, signUpPage({ uid: interaction.uid, values, notice }), 429);
    }
    const result = await signUp(db, values);
    if (!result.ok) return html(reply, signUpPage({ uid: interaction.uid, values, errors: result.errors }));
    // The account exists either way; a mail failure must not undo the sign-up (the address stays unverified).
    await sendVerification(db, mailer, ctx.publicOrigin, result.user).catch((error: unknown) => {
      req.log.error(error, 'verification e-mail not sent');
    });
    await finishLogin(req, reply, String(result.user.user_id));
    return reply;
  });
}

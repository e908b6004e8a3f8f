import type { FastifyInstance } from 'fastify';
import * as api from '../../contract/account-deletion';
import type { Database } from '../db/types';
import { verifyPassword } from '../db/passwords';
import { serve } from '../http/endpoint';
import { checkPin } from '../pin';
import { deletionState, endAllSessions, scheduleDeletion } from './deletion';
import type { MoreAccount } from './options';
import { refuseField, tooManyPasswords } from './refusals';
import type { WrongPasswords } from './wrong-passwords';

/**
 * Settings › Delete account under /api/account/v1/deletion. The confirmation is the PIN when the
 * person has one (a wrong one counts toward the PIN's own lockout, pin/pins.ts checkPin), else
 * the password (counted with the other Settings forms', wrong-passwords.ts).
 */
export function registerDeletion(app: FastifyInstance, db: Database, more: MoreAccount & { wrong: WrongPasswords }) {
  const { clock, wrong, live } = more;

  serve(app, api.deletionStatus, async ({ req }) => ({ data: await deletionState(db, req.userId, clock()) }));

  serve(
    app,
    api.scheduleDeletion,
    async ({ req, reply, body }) => {
      const { confirm_with } = await deletionState(db, req.userId, clock());
      if (confirm_with === 'pin') {
        const result = await checkPin(db, req.userId, body.secret);
        if (!result.ok && result.reason === 'wrong' && result.attemptsLeft > 0)
          return refuseField(reply, 'wrong pin', {
            secret: `That is not your PIN. ${result.attemptsLeft === 1 ? '1 try' : `${result.attemptsLeft} tries`} left.`,
          });
        if (!result.ok) {
          const until = result.reason === 'no pin' ? null : result.lockedUntil;
          return reply.status(423).send({
            error: 'locked',
            locked_until: until,
            fields: { secret: 'Too many wrong PINs: your PIN is locked for now. Try again later.' },
          });
        }
      } else {
        const wait = wrong.retryAfter(req.userId);
        if (wait !== null) return tooManyPasswords(reply, wait, 'secret');
        const { rows } = await db.query<{ password_hash: string }>('select password_hash from users where user_id = $1', [
          req.userId,
        ]);
        if (!(await verifyPassword(body.secret, rows[0]!.password_hash))) {
          wrong.wrong(req.userId);
          return refuseField(reply, 'wrong password', { secret: 'That is not your password.' });
        }
        wrong.right(req.userId);
      }
      await scheduleDeletion(db, req.userId, clock());
      const state = await deletionState(db, req.userId, clock());
      await endAllSessions(db, req.userId);
      live.closeUser(req.userId, 'account_deleted');
      return reply.status(202).send({ data: state });
    },
    {
      onInvalid: (reply, _where, error) =>
        refuseField(reply, 'invalid deletion', {
          secret: error.issues.some((i) => i.path[0] === 'secret' && i.code !== 'invalid_type')
            ? 'Enter it to confirm.'
            : 'This field is required.',
        }),
    },
  );
}

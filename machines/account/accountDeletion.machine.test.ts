import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { DeletionState } from '../../contract/account-deletion';
import { testMachineModel } from '../../tests/machines/model';
import { accountDeletionMachine, type AccountDeletionEvent, type DeletionOutcome } from './accountDeletion.machine';

const PLAIN: DeletionState = { confirm_with: 'password', scheduled_for: null, cancelled_at: null };
const CANCELLED: DeletionState = { confirm_with: 'pin', scheduled_for: null, cancelled_at: '2026-11-20T10:00:00.000Z' };
const SCHEDULED: DeletionState = { confirm_with: 'password', scheduled_for: '2026-12-09T20:00:00.000Z', cancelled_at: null };

describe('account deletion machine', () => {
  it('covers every state and transition: confirm, verifying, grace, cancelled, and the refusals', async () => {
    const asked: unknown[] = [];
    const never = <O, I>() => fromPromise<O, I>(({ input }) => (asked.push(input), new Promise<O>(() => {})));
    const report = await testMachineModel({
      machine: accountDeletionMachine.provide({
        actors: { readDeletion: never(), scheduleDeletion: never() },
        actions: { signOut: () => {} },
      }),
      stateKey: (s) => ({ value: s.value, c: { ...s.context } }),
      events: (s): AccountDeletionEvent[] => {
        const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
        const error = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('503') }) as never;
        return [
          { type: 'deletion.start' },
          ...(s.context.secret ? [] : [{ type: 'deletion.edit', value: 'my-password-1' } as const]),
          { type: 'deletion.submit' },
          { type: 'deletion.back' },
          { type: 'deletion.retry' },
          { type: 'deletion.signOut' },
          ...(s.matches('loading') ? [done('readDeletion', PLAIN), done('readDeletion', CANCELLED)] : []),
          ...(s.matches('verifying')
            ? [
                done('scheduleDeletion', { ok: true, state: SCHEDULED }),
                done('scheduleDeletion', { ok: false, reason: 'That is not your password.' }),
              ]
            : []),
          error('readDeletion'),
          error('scheduleDeletion'),
        ];
      },
      beforePath: () => asked.splice(0),
      states: {
        'accountDeletion.loading': (s) => expect(s.hasTag('loading')).toBe(true),
        'accountDeletion.unavailable': (s) => expect(s.hasTag('failed')).toBe(true),
        'accountDeletion.shown': () => {},
        'accountDeletion.idle': (s) => expect(s.context.cancelledAt).toBeNull(),
        'accountDeletion.cancelled': (s) => expect(s.context.cancelledAt).toBe(CANCELLED.cancelled_at),
        'accountDeletion.confirm': (s) => {
          if (s.context.error) expect(s.context.secret).toBe('');
        },
        'accountDeletion.verifying': (s) => expect(asked.at(-1)).toEqual({ secret: s.context.secret }),
        'accountDeletion.grace': (s) => expect(s.context).toMatchObject({ scheduledFor: SCHEDULED.scheduled_for, secret: '' }),
      },
    });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });

  it('in grace, Sign out signs this session out (the server has ended it already)', async () => {
    let signedOut = 0;
    const actor = createActor(
      accountDeletionMachine.provide({
        actors: {
          readDeletion: fromPromise(async () => PLAIN),
          scheduleDeletion: fromPromise<DeletionOutcome, { secret: string }>(async () => ({ ok: true, state: SCHEDULED })),
        },
        actions: { signOut: () => void (signedOut += 1) },
      }),
      { clock: new SimulatedClock() },
    ).start();
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'deletion.start' });
    actor.send({ type: 'deletion.edit', value: 'my-password-1' });
    actor.send({ type: 'deletion.submit' });
    await waitFor(actor, (s) => s.matches('grace'));
    actor.send({ type: 'deletion.signOut' });
    expect(signedOut).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { EmailState } from '../../contract/account-email';
import { testMachineModel } from '../../tests/machines/model';
import { emailChangeMachine, type EmailChangeEvent } from './emailChange.machine';

const OLD = 'maya@demo.test';
const NEW = 'maya@new.test';
const WAITING: EmailState = { email: OLD, pending: { new_email: NEW, expires_at: '2026-11-26T20:00:00.000Z' } };
const SETTLED: EmailState = { email: OLD, pending: null };
const TOO_SOON = 'A link was sent less than a minute ago. Try again in 42 seconds.';

describe('e-mail change machine', () => {
  it('covers every state and transition: editing, refused, saving, awaiting with resend and cancel, confirming from a link', async () => {
    const asked: unknown[] = [];
    const never = <O, I>() => fromPromise<O, I>(({ input }) => (asked.push(input), new Promise<O>(() => {})));
    const report = await testMachineModel({
      machine: emailChangeMachine.provide({
        actors: {
          readEmail: never(),
          requestChange: never(),
          resendLink: never(),
          cancelChange: never(),
          confirmChange: never(),
        },
      }),
      inputs: [{ token: null }, { token: 'x'.repeat(43) }],
      stateKey: (s) => ({ value: s.value, c: { ...s.context } }),
      events: (s): EmailChangeEvent[] => {
        const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
        const error = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('503') }) as never;
        const v = s.context.values;
        return [
          ...(v.new_email ? [] : [{ type: 'email.edit', field: 'new_email', value: NEW } as const]),
          ...(v.current_password ? [] : [{ type: 'email.edit', field: 'current_password', value: 'secret-1' } as const]),
          // A second address, once: editing after a failure or a refusal.
          ...(v.new_email === NEW ? [{ type: 'email.edit', field: 'new_email', value: 'maya@other.test' } as const] : []),
          { type: 'email.submit' },
          { type: 'email.resend' },
          { type: 'email.cancel' },
          { type: 'email.done' },
          { type: 'email.retry' },
          ...(s.matches('loading') ? [done('readEmail', WAITING), done('readEmail', SETTLED)] : []),
          ...(s.matches('saving')
            ? [
                done('requestChange', { ok: true, state: WAITING }),
                done('requestChange', { ok: false, fields: { new_email: 'taken' } }),
              ]
            : []),
          ...(s.matches({ awaiting: 'resending' })
            ? [done('resendLink', { ok: true, state: WAITING }), done('resendLink', { ok: false, reason: TOO_SOON })]
            : []),
          ...(s.matches({ awaiting: 'cancelling' }) ? [done('cancelChange', SETTLED)] : []),
          ...(s.matches('confirming')
            ? [
                done('confirmChange', { ok: true, state: { email: NEW, pending: null } }),
                done('confirmChange', { ok: false, reason: 'This link has expired.' }),
              ]
            : []),
          error('readEmail'),
          error('requestChange'),
          error('resendLink'),
          error('cancelChange'),
          error('confirmChange'),
        ];
      },
      beforePath: () => asked.splice(0),
      states: {
        'emailChange.start': () => {},
        'emailChange.loading': (s) => expect(s.hasTag('loading')).toBe(true),
        'emailChange.unavailable': (s) => expect(s.hasTag('failed')).toBe(true),
        'emailChange.editing': (s) => expect(s.context.pending).toBeNull(),
        'emailChange.saving': (s) => expect(asked.at(-1)).toEqual(s.context.values),
        'emailChange.refused': (s) => expect(Object.values(s.context.errors).some(Boolean)).toBe(true),
        'emailChange.failed': (s) => expect(s.context.values.current_password).toBe('secret-1'),
        'emailChange.awaiting.idle': (s) => {
          expect(s.context.pending?.new_email).toBe(NEW);
          // After a change was asked, the password is not kept in memory.
          expect(s.context.values.current_password).not.toBe('secret-1');
        },
        'emailChange.awaiting.resending': (s) => expect(s.hasTag('busy')).toBe(true),
        'emailChange.awaiting.cancelling': (s) => expect(s.hasTag('busy')).toBe(true),
        'emailChange.confirming': () => expect(asked.at(-1)).toEqual({ token: 'x'.repeat(43) }),
        'emailChange.confirmed': (s) => {
          expect(s.context.email).toBe(NEW);
          expect(s.context.token).toBeNull();
        },
        'emailChange.linkRefused': (s) => {
          expect(s.context.notice).toBeTruthy();
          expect(s.context.token).toBeNull();
        },
      },
    });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});

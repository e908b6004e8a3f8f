import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { PasswordField } from '../../contract/account';
import { testMachineModel } from '../../tests/machines/model';
import { passwordFormMachine, type PasswordFormEvent, type PasswordOutcome } from './passwordForm.machine';

describe('password form machine', () => {
  it('covers every state and transition: editing, refused here and by the server, saving, saved, failed', async () => {
    const asked: unknown[] = [];
    const report = await testMachineModel({
      machine: passwordFormMachine.provide({
        actors: {
          changePassword: fromPromise<PasswordOutcome, Record<PasswordField, string>>(
            ({ input }) => (asked.push(input), new Promise(() => {})),
          ),
        },
      }),
      stateKey: (s) => ({ value: s.value, values: s.context.values, errors: s.context.errors, signedOut: s.context.signedOut }),
      events: (s): PasswordFormEvent[] => {
        const done = (output: PasswordOutcome) => ({ type: 'xstate.done.actor.changePassword', output }) as never;
        return [
          ...(s.context.values.current_password
            ? []
            : [{ type: 'password.edit', field: 'current_password', value: 'old-secret' } as const]),
          ...(s.context.values.new_password
            ? []
            : [{ type: 'password.edit', field: 'new_password', value: 'quiet-harbour-42' } as const]),
          // A second new password, once: editing after a failure or a refusal.
          ...(s.context.values.new_password === 'quiet-harbour-42'
            ? [{ type: 'password.edit', field: 'new_password', value: 'lantern-bay-77' } as const]
            : []),
          { type: 'password.submit' },
          done({ ok: true, signedOut: 2 }),
          done({ ok: false, fields: { current_password: 'That is not your current password.' } }),
          { type: 'xstate.error.actor.changePassword', error: new Error('503') } as never,
          { type: 'password.again' },
        ];
      },
      beforePath: () => asked.splice(0),
      states: {
        'passwordForm.editing': (s) => expect(s.hasTag('editing') && !s.hasTag('refused')).toBe(true),
        'passwordForm.saving': (s) => {
          expect(s.hasTag('saving')).toBe(true);
          expect(asked.at(-1)).toEqual(s.context.values);
        },
        'passwordForm.saved': (s) => {
          expect(s.context.signedOut).toBe(2);
          expect(s.context.values).toEqual({ current_password: '', new_password: '' });
        },
        'passwordForm.refused': (s) => expect(Object.values(s.context.errors).some(Boolean)).toBe(true),
        'passwordForm.failed': (s) => expect(s.hasTag('failed') && !!s.context.values.new_password).toBe(true),
      },
    });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});

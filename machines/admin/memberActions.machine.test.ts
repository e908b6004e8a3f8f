import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { MemberDetail } from '../../contract/admin';
import { testMachineModel } from '../../tests/machines/model';
import { memberActionsMachine, type MemberActionRequest } from './memberActions.machine';
import { failureOf, UNREACHABLE } from './reason';

const member: MemberDetail = {
  user_id: 7,
  user_name: 'careseeker',
  first_name: 'Daniel',
  last_name: 'Reyes',
  display_name: 'careseeker',
  email: 'careseeker@example.test',
  user_type: 2,
  is_mentor: false,
  joined_at: '2026-01-01T00:00:00.000Z',
  suspended: true,
  suspended_until: null,
  suspension_reason: 'Spam',
  pin_locked_until: null,
  sign_in_locked_until: null,
};
const never = fromPromise<MemberDetail, MemberActionRequest>(() => new Promise(() => {}));
const done = { type: 'xstate.done.actor.act', output: member } as never;
const refusedBy = (message: string) => ({ type: 'xstate.error.actor.act', error: { refusal: { message } } }) as never;

describe('member actions machine', () => {
  it('covers every state and transition: choose, reason, confirm, pending, done, refused, retry, cancel', async () => {
    await testMachineModel({
      machine: memberActionsMachine.provide({ actors: { act: never } }),
      input: { memberId: 7 },
      stateKey: (s) => ({
        value: s.value,
        reason: s.context.reason.trim() !== '',
        failure: s.context.failure !== null,
        done: s.context.member !== null,
      }),
      events: [
        { type: 'action.choose', action: { kind: 'suspend', until: null } },
        { type: 'reason.change', value: 'Spam in three communities' },
        { type: 'reason.change', value: '   ' },
        { type: 'action.confirm' },
        { type: 'action.cancel' },
        { type: 'action.retry' },
        { type: 'action.dismiss' },
        done,
        refusedBy('An administrator cannot do this to their own account.'),
      ],
      states: {
        'memberActions.idle': (s) => {
          expect(s.context.action).toBeNull();
          expect(s.context.reason).toBe('');
          expect(s.context.failure).toBeNull();
        },
        'memberActions.confirming.empty': (s) => {
          expect(s.hasTag('confirming')).toBe(true);
          expect(s.hasTag('canConfirm')).toBe(false);
          expect(s.context.reason.trim()).toBe('');
          expect(s.context.action).toEqual({ kind: 'suspend', until: null });
        },
        'memberActions.confirming.ready': (s) => {
          expect(s.hasTag('canConfirm')).toBe(true);
          expect(s.context.reason.trim()).not.toBe('');
        },
        'memberActions.pending': (s) => {
          expect(s.hasTag('pending')).toBe(true);
          expect(s.context.reason.trim()).not.toBe('');
        },
        'memberActions.done': (s) => {
          expect(s.hasTag('done')).toBe(true);
          expect(s.context.member).toEqual(member);
          expect(s.context.failure).toBeNull();
        },
        'memberActions.refused': (s) => {
          expect(s.hasTag('refused')).toBe(true);
          expect(s.context.failure).toBe('An administrator cannot do this to their own account.');
          // The reason typed is kept for another try.
          expect(s.context.reason).toBe('Spam in three communities');
        },
      },
    });
  });

  it('sends the action with the trimmed reason and the member, once confirmed', async () => {
    const sent: MemberActionRequest[] = [];
    const actor = createActor(
      memberActionsMachine.provide({ actors: { act: fromPromise(async ({ input }) => (sent.push(input), member)) } }),
      { input: { memberId: 7 } },
    ).start();
    actor.send({ type: 'action.choose', action: { kind: 'changeType', userType: 5 } });
    actor.send({ type: 'action.confirm' });
    expect(actor.getSnapshot().hasTag('confirming')).toBe(true);
    actor.send({ type: 'reason.change', value: '  Asked to  ' });
    actor.send({ type: 'action.confirm' });
    await waitFor(actor, (s) => s.hasTag('done'));
    expect(sent).toEqual([{ kind: 'changeType', userType: 5, reason: 'Asked to', memberId: 7 }]);
  });

  it("shows the server's words, or that it could not be reached", () => {
    expect(failureOf({ refusal: { message: 'There is no member with that id.' } })).toBe('There is no member with that id.');
    expect(failureOf(new Error('unavailable'))).toBe(UNREACHABLE);
  });
});

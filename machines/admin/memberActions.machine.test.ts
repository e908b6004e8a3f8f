import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { MemberDetail } from '../../contract/admin';
import { testMachineModel } from '../../tests/machines/model';
import { memberActionsMachine, type MemberActionRequest, type MemberOpenRequest } from './memberActions.machine';
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
const neverOpens = fromPromise<MemberDetail, MemberOpenRequest>(() => new Promise(() => {}));
const done = { type: 'xstate.done.actor.act', output: member } as never;
const opened = { type: 'xstate.done.actor.open', output: member } as never;
const openRefused = { type: 'xstate.error.actor.open', error: new Error('unavailable') } as never;
const refusedBy = (message: string) => ({ type: 'xstate.error.actor.act', error: { refusal: { message } } }) as never;

describe('member actions machine', () => {
  it('covers every state and transition: why the account is opened, open, choose, reason, confirm, pending, done, refused, retry, cancel', async () => {
    await testMachineModel({
      machine: memberActionsMachine.provide({ actors: { act: never, open: neverOpens } }),
      input: { memberId: 7 },
      stateKey: (s) => ({
        value: s.value,
        reason: s.context.reason.trim() !== '',
        failure: s.context.failure !== null,
        done: s.context.member !== null,
      }),
      events: [
        { type: 'open.confirm' },
        { type: 'open.retry' },
        opened,
        openRefused,
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
        'memberActions.asking.empty': (s) => {
          expect(s.hasTag('asking')).toBe(true);
          expect(s.hasTag('canConfirm')).toBe(false);
          expect(s.context.member).toBeNull();
        },
        'memberActions.asking.ready': (s) => {
          expect(s.hasTag('canConfirm')).toBe(true);
          expect(s.context.reason.trim()).not.toBe('');
        },
        'memberActions.opening': (s) => {
          expect(s.hasTag('opening')).toBe(true);
          expect(s.context.member).toBeNull();
        },
        'memberActions.openFailed': (s) => {
          expect(s.hasTag('openFailed')).toBe(true);
          expect(s.context.failure).toBe(UNREACHABLE);
          expect(s.context.member).toBeNull();
          expect(s.context.reason.trim()).not.toBe('');
        },
        'memberActions.idle': (s) => {
          // Open: the account as the server read it.
          expect(s.context.member).toEqual(member);
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

  it('opens the account with the trimmed reason, then sends the action with its own reason once confirmed', async () => {
    const sent: (MemberActionRequest | MemberOpenRequest)[] = [];
    const actor = createActor(
      memberActionsMachine.provide({
        actors: {
          open: fromPromise(async ({ input }) => (sent.push(input), member)),
          act: fromPromise(async ({ input }) => (sent.push(input), member)),
        },
      }),
      { input: { memberId: 7 } },
    ).start();
    actor.send({ type: 'open.confirm' });
    expect(actor.getSnapshot().hasTag('asking')).toBe(true);
    actor.send({ type: 'reason.change', value: '  A reported message  ' });
    actor.send({ type: 'open.confirm' });
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'action.choose', action: { kind: 'changeType', userType: 5 } });
    actor.send({ type: 'action.confirm' });
    expect(actor.getSnapshot().hasTag('confirming')).toBe(true);
    actor.send({ type: 'reason.change', value: '  Asked to  ' });
    actor.send({ type: 'action.confirm' });
    await waitFor(actor, (s) => s.hasTag('done'));
    expect(sent).toEqual([
      { memberId: 7, reason: 'A reported message' },
      { kind: 'changeType', userType: 5, reason: 'Asked to', memberId: 7 },
    ]);
  });

  it("shows the server's words, or that it could not be reached", () => {
    expect(failureOf({ refusal: { message: 'There is no member with that id.' } })).toBe('There is no member with that id.');
    expect(failureOf(new Error('unavailable'))).toBe(UNREACHABLE);
  });
});

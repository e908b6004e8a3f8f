import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { testMachineModel } from '../../tests/machines/model';
import { conciergeActionsMachine, type ConciergeAction, type ConciergeActionRequest } from './conciergeActions.machine';

const off: ConciergeAction = { kind: 'mentoring', conciergeId: 5, name: 'Amara Okafor', on: false, sessions: 3 };
const answer = { concierge: { user_id: 5, is_mentor: false }, cancelled: 3 };
const never = fromPromise<unknown, ConciergeActionRequest>(() => new Promise(() => {}));
const done = { type: 'xstate.done.actor.act', output: answer } as never;
const refusedBy = (message: string) => ({ type: 'xstate.error.actor.act', error: { refusal: { message } } }) as never;

describe('concierge actions machine', () => {
  it('covers every state and transition: choose, reason, confirm, pending, done, refused, retry, cancel', async () => {
    await testMachineModel({
      machine: conciergeActionsMachine.provide({ actors: { act: never } }),
      stateKey: (s) => ({
        value: s.value,
        reason: s.context.reason.trim() !== '',
        failure: s.context.failure !== null,
        done: s.context.outcome !== null,
      }),
      events: [
        { type: 'action.choose', action: off },
        { type: 'reason.change', value: 'On leave until March' },
        { type: 'reason.change', value: '  ' },
        { type: 'action.confirm' },
        { type: 'action.cancel' },
        { type: 'action.retry' },
        { type: 'action.dismiss' },
        done,
        refusedBy('Mentoring is already off for this concierge.'),
      ],
      states: {
        'conciergeActions.idle': (s) => {
          expect(s.context.action).toBeNull();
          expect(s.context.reason).toBe('');
        },
        'conciergeActions.confirming.empty': (s) => {
          expect(s.hasTag('canConfirm')).toBe(false);
          // The confirmation says how many sessions switching off cancels.
          expect(s.context.action).toEqual(off);
        },
        'conciergeActions.confirming.ready': (s) => expect(s.hasTag('canConfirm')).toBe(true),
        'conciergeActions.pending': (s) => expect(s.context.reason.trim()).not.toBe(''),
        'conciergeActions.done': (s) => {
          expect(s.context.outcome).toEqual(answer);
          expect(s.context.failure).toBeNull();
        },
        'conciergeActions.refused': (s) => {
          expect(s.context.failure).toBe('Mentoring is already off for this concierge.');
          expect(s.context.reason).toBe('On leave until March');
        },
      },
    });
  });

  it('sends the action with the trimmed reason once confirmed, never before', async () => {
    const sent: ConciergeActionRequest[] = [];
    const actor = createActor(
      conciergeActionsMachine.provide({ actors: { act: fromPromise(async ({ input }) => (sent.push(input), answer)) } }),
    ).start();
    actor.send({ type: 'action.choose', action: { kind: 'decline', requestId: 9, name: 'careseeker' } });
    actor.send({ type: 'action.confirm' });
    expect(actor.getSnapshot().hasTag('confirming')).toBe(true);
    actor.send({ type: 'reason.change', value: '  Add your certificate ' });
    actor.send({ type: 'action.confirm' });
    await waitFor(actor, (s) => s.hasTag('done'));
    expect(sent).toEqual([{ kind: 'decline', requestId: 9, name: 'careseeker', reason: 'Add your certificate' }]);
  });
});

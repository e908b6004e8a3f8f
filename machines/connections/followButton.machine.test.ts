import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { testMachineModel } from '../../tests/machines/model';
import { ConnectionsRefused } from './connections.types';
import { followButtonMachine, type FollowButtonEvent } from './followButton.machine';

const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => {}));
const refusal = (code: string) => new ConnectionsRefused({ code, message: `Refused: ${code}.` });
const done = (src: string, output?: unknown) => ({ type: `xstate.done.actor.${src}`, output }) as never;
const fail = (src: string, code: string) => ({ type: `xstate.error.actor.${src}`, error: refusal(code) }) as never;
const provided = followButtonMachine.provide({
  actors: {
    send: never<{ requestId: number }, { userId: number }>(),
    cancel: never<void, { requestId: number }>(),
    unfollow: never<void, { userId: number }>(),
  },
});

describe('follow button machine', () => {
  it('covers every state and transition: none → requested → following and back, the server’s answer deciding', async () => {
    await testMachineModel({
      machine: provided,
      inputs: [
        { userId: 5, relation: 'none', requestId: null },
        { userId: 5, relation: 'requested', requestId: 9 },
        { userId: 5, relation: 'following', requestId: null },
      ],
      stateKey: (s) => ({ value: s.value, request: s.context.requestId, message: s.context.message }),
      events: (): FollowButtonEvent[] => [
        { type: 'follow.toggle' },
        { type: 'connections.changed', fromUserId: 5, accepted: true },
        done('send', { requestId: 12 }),
        fail('send', 'already requested'),
        fail('send', 'already following'),
        fail('send', 'blocked'),
        done('cancel'),
        fail('cancel', 'not found'),
        done('unfollow'),
        fail('unfollow', 'not found'),
      ],
      states: {
        // Passed through at once: the input's relation picks the first state.
        'followButton.deciding': () => expect.unreachable('deciding is never a resting state'),
        'followButton.none': (s) => expect(s.hasTag('busy')).toBe(false),
        'followButton.sending': (s) => expect(s.hasTag('busy')).toBe(true),
        'followButton.requested': (s) => expect(s.hasTag('busy')).toBe(false),
        'followButton.cancelling': (s) => expect(s.context.requestId).not.toBeNull(),
        'followButton.following': (s) => expect(s.hasTag('busy')).toBe(false),
        'followButton.unfollowing': (s) => expect(s.hasTag('busy')).toBe(true),
      },
    });
  });

  it('a send refused as "already following" lands on Following; any other refusal stays on Follow with the words', async () => {
    let reject: (e: unknown) => void = () => {};
    const actor = createActor(
      followButtonMachine.provide({
        actors: {
          send: fromPromise(() => new Promise<{ requestId: number }>((_, r) => (reject = r))),
        },
      }),
      { input: { userId: 5, relation: 'none', requestId: null } },
    ).start();
    actor.send({ type: 'follow.toggle' });
    reject(refusal('blocked'));
    await new Promise((r) => setImmediate(r));
    expect(actor.getSnapshot().value).toBe('none');
    expect(actor.getSnapshot().context.message).toBe('Refused: blocked.');
    actor.send({ type: 'follow.toggle' });
    expect(actor.getSnapshot().context.message).toBeNull();
    reject(refusal('already following'));
    await new Promise((r) => setImmediate(r));
    expect(actor.getSnapshot().value).toBe('following');
  });

  it('takes an acceptance by the person it is about only: not a request arriving, not someone else’s acceptance', () => {
    const actor = createActor(provided, { input: { userId: 5, relation: 'requested', requestId: 9 } }).start();
    actor.send({ type: 'connections.changed', fromUserId: 5, accepted: false });
    actor.send({ type: 'connections.changed', fromUserId: 6, accepted: true });
    expect(actor.getSnapshot().value).toBe('requested');
    actor.send({ type: 'connections.changed', fromUserId: 5, accepted: true });
    expect(actor.getSnapshot().value).toBe('following');
  });
});

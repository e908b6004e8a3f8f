import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { testMachineModel } from '../../tests/machines/model';
import { ANA, BEN } from './fixtures';
import { moderationMachine, type Moderation, type ModerationEvent } from './moderation.machine';

const never = <T, I>() => fromPromise<T, I>(() => new Promise(() => {}));
const page = (): Moderation => ({
  communityName: 'Sleep',
  requests: [
    { ...ANA, requestedAt: '2026-11-20T10:00:00.000Z' },
    { ...BEN, requestedAt: '2026-11-21T10:00:00.000Z' },
  ],
  posts: [{ id: '9', kind: 'post', title: 'Night waking', author: BEN, createdAt: '2026-11-22T10:00:00.000Z', hidden: false }],
});
const refused = Object.assign(new Error('403'), { refusal: { code: 'forbidden', message: 'Only its moderators may do that.' } });

describe('moderation machine', () => {
  it('covers every state and transition: loads or is refused, answers a request, hides a post after a reason and shows it, one at a time', async () => {
    const report = await testMachineModel({
      machine: moderationMachine.provide({ actors: { load: never(), answerRequest: never(), setHidden: never() } }),
      input: { communityId: '7' },
      stateKey: (s) => ({
        value: s.value,
        r: s.context.data?.requests.length,
        h: s.context.data?.posts[0]?.hidden,
        notice: s.context.notice,
        refusal: s.context.refusal?.code,
      }),
      events: (s): ModerationEvent[] => [
        { type: 'moderation.retry' },
        { type: 'moderation.answer', userId: ANA.userId, accept: true },
        { type: 'moderation.answer', userId: 404, accept: true },
        { type: 'moderation.hide', postId: '9', hidden: !s.context.data?.posts[0]?.hidden },
        { type: 'moderation.hide', postId: '404', hidden: true },
        { type: 'moderation.hideConfirm', reason: '  Shares a phone number  ' },
        { type: 'moderation.hideConfirm', reason: '   ' },
        { type: 'moderation.hideCancel' },
        { type: 'xstate.done.actor.0.moderation.loading', output: page() } as never,
        { type: 'xstate.error.actor.0.moderation.loading', error: refused } as never,
        { type: 'xstate.done.actor.0.moderation.ready.answering', output: undefined } as never,
        { type: 'xstate.error.actor.0.moderation.ready.answering', error: refused } as never,
        { type: 'xstate.done.actor.0.moderation.ready.hiding', output: undefined } as never,
        { type: 'xstate.error.actor.0.moderation.ready.hiding', error: new Error('503') } as never,
      ],
      states: {
        'moderation.loading': (s) => expect(s.hasTag('loading')).toBe(true),
        'moderation.failed': (s) => expect(s.context.refusal).toEqual(refused.refusal),
        'moderation.ready.idle': (s) => {
          expect(s.context.acting).toBeNull();
          expect(s.context.data?.communityName).toBe('Sleep');
        },
        'moderation.ready.answering': (s) => {
          expect(s.hasTag('acting')).toBe(true);
          expect(s.context.acting).toEqual({ kind: 'request', userId: ANA.userId, accept: true });
        },
        'moderation.ready.askingReason': (s) => {
          expect(s.hasTag('asking reason')).toBe(true);
          // Only hiding asks: showing again goes straight to the server.
          expect(s.context.acting).toEqual({ kind: 'post', postId: '9', hidden: true, reason: '' });
        },
        'moderation.ready.hiding': (s) => {
          expect(s.context.acting).toMatchObject({ kind: 'post', postId: '9' });
          const acting = s.context.acting as { hidden: boolean; reason: string };
          // A hide carries its reason, trimmed; a show none.
          expect(acting.reason).toBe(acting.hidden ? 'Shares a phone number' : '');
        },
      },
    });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });

  it('asks the server for exactly what was chosen and says what it did, or why it was refused', async () => {
    const asked: unknown[] = [];
    const actor = createActor(
      moderationMachine.provide({
        actors: {
          load: fromPromise(async ({ input }) => {
            asked.push(['load', input]);
            return page();
          }),
          answerRequest: fromPromise(async ({ input }) => {
            asked.push(['answer', input]);
          }),
          setHidden: fromPromise(async ({ input }) => {
            asked.push(['hide', input]);
          }),
        },
      }),
      { input: { communityId: '7' } },
    ).start();
    const settle = () => new Promise((r) => setImmediate(r));
    await settle();
    actor.send({ type: 'moderation.answer', userId: BEN.userId, accept: false });
    // One at a time: a second choice while the first is on its way is not sent.
    actor.send({ type: 'moderation.answer', userId: ANA.userId, accept: true });
    await settle();
    expect(actor.getSnapshot().context.notice).toBe("Ben's request was declined.");
    actor.send({ type: 'moderation.answer', userId: ANA.userId, accept: true });
    await settle();
    expect(actor.getSnapshot().context.notice).toBe('Ana is now a member.');
    expect(actor.getSnapshot().context.data?.requests).toEqual([]);
    actor.send({ type: 'moderation.hide', postId: '9', hidden: true });
    // Nothing is sent before the reason.
    await settle();
    expect(actor.getSnapshot().hasTag('asking reason')).toBe(true);
    actor.send({ type: 'moderation.hideConfirm', reason: 'Shares a phone number' });
    await settle();
    expect(actor.getSnapshot().context.notice).toBe('“Night waking” is hidden.');
    expect(actor.getSnapshot().context.data?.posts[0]?.hidden).toBe(true);
    actor.send({ type: 'moderation.hide', postId: '9', hidden: false });
    await settle();
    expect(actor.getSnapshot().context.notice).toBe('“Night waking” is shown again.');
    expect(asked).toEqual([
      ['load', { communityId: '7' }],
      ['answer', { communityId: '7', userId: BEN.userId, accept: false }],
      ['answer', { communityId: '7', userId: ANA.userId, accept: true }],
      ['hide', { postId: '9', hidden: true, reason: 'Shares a phone number' }],
      ['hide', { postId: '9', hidden: false, reason: '' }],
    ]);
    // A refusal keeps the request listed and says why, in the server's words.
    const again = createActor(
      moderationMachine.provide({
        actors: {
          load: fromPromise(async () => page()),
          answerRequest: fromPromise<void, { communityId: string; userId: number; accept: boolean }>(async () => {
            throw refused;
          }),
          setHidden: never(),
        },
      }),
      { input: { communityId: '7' } },
    ).start();
    await settle();
    again.send({ type: 'moderation.answer', userId: ANA.userId, accept: true });
    await settle();
    expect(again.getSnapshot().context.notice).toBe('Only its moderators may do that.');
    expect(again.getSnapshot().context.data?.requests).toHaveLength(2);
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { testMachineModel } from '../../tests/machines/model';
import { exampleReview } from './reviews.examples';
import { reviewsListMachine, type ReviewsListEvent, type ReviewsListInput } from './reviewsList.machine';
import type { ReviewPage } from './reviews.types';

const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => {}));
const done = (output: unknown) => ({ type: 'xstate.done.actor.loadPage', output }) as never;
const fail = () => ({ type: 'xstate.error.actor.loadPage', error: new Error('503') }) as never;
const page = (ids: number[], total: number): ReviewPage => ({
  items: ids.map((id) => exampleReview(id)),
  total,
  average: 4.8,
  count: total,
  awaiting: [],
});

describe('reviews list machine', () => {
  it('covers every state and transition: page 0, Load more while there are more, reload, failures keep what is shown', async () => {
    await testMachineModel({
      machine: reviewsListMachine.provide({
        actors: { loadPage: never<ReviewPage, { type: ReviewsListInput['type']; page: number }>() },
      }),
      input: { type: 'RECEIVED' },
      stateKey: (s) => ({ value: s.value, shown: s.context.items.length, total: s.context.total, more: s.context.failedMore }),
      events: (s): ReviewsListEvent[] => [
        { type: 'reviews.loadMore' },
        { type: 'reviews.retry' },
        { type: 'reviews.reload' },
        s.context.items.length === 0 ? done(page([1, 2], 3)) : done(page([2, 3], 3)),
        fail(),
      ],
      states: {
        'reviewsList.loading': (s) => expect(s.hasTag('loading')).toBe(true),
        'reviewsList.ready': (s) => expect(new Set(s.context.items.map((r) => r.id)).size).toBe(s.context.items.length),
        'reviewsList.loadingMore': (s) => expect(s.context.items.length).toBeLessThan(s.context.total),
        'reviewsList.failed': (s) => expect(s.context.refusal?.code).toBe('unavailable'),
      },
    });
  });

  it('asks for page 0 first, then page 1, of the type it was given', async () => {
    const asked: string[] = [];
    const actor = createActor(
      reviewsListMachine.provide({
        actors: {
          loadPage: fromPromise(async ({ input }: { input: { type: ReviewsListInput['type']; page: number } }) => {
            asked.push(`${input.type} ${input.page}`);
            return input.page === 0 ? page([1], 2) : page([2], 2);
          }),
        },
      }),
      { input: { type: 'GIVEN' } },
    ).start();
    await new Promise((r) => setImmediate(r));
    actor.send({ type: 'reviews.loadMore' });
    await new Promise((r) => setImmediate(r));
    expect(asked).toEqual(['GIVEN 0', 'GIVEN 1']);
    expect(actor.getSnapshot().context.items.map((r) => r.id)).toEqual([1, 2]);
    actor.send({ type: 'reviews.loadMore' });
    expect(actor.getSnapshot().value).toBe('ready');
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { testMachineModel } from '../../tests/machines/model';
import { exampleReview } from './reviews.examples';
import { fieldErrorsOf, fragmentOf, reviewFormMachine, type ReviewDraft, type ReviewFormEvent } from './reviewForm.machine';
import { ReviewsRefused, type Review } from './reviews.types';

const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => {}));
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
const fail = (id: string, error: unknown = new Error('503')) => ({ type: `xstate.error.actor.${id}`, error }) as never;
const refused = new ReviewsRefused({
  code: 'invalid request',
  message: 'write at least 10 characters',
  fields: { review_text: 'write at least 10 characters' },
});

function fakes() {
  const announced: string[] = [];
  const machine = reviewFormMachine.provide({
    actors: {
      suggestKeywords: never<string[], { text: string }>(),
      saveReview: never<Review, ReviewDraft>(),
      deleteReview: never<void, { reviewId: number }>(),
    },
    actions: {
      announceSaved: (_, { review }) => void announced.push(`saved ${review.id}`),
      announceDeleted: (_, { reviewId }) => void announced.push(`deleted ${reviewId}`),
    },
  });
  return { machine, announced };
}

describe('review form machine', () => {
  it('covers every state and transition: stars, text, suggestions, submit, refusal, edit, delete', async () => {
    const { machine, announced } = fakes();
    await testMachineModel({
      machine,
      inputs: [
        { sessionId: 11, conciergeName: 'Jordan Lee' },
        { sessionId: 11, conciergeName: 'Jordan Lee', review: exampleReview(3, 4) },
      ],
      stateKey: (s) => ({
        value: s.value,
        rating: s.context.rating > 0,
        text: s.context.text.length >= 10,
        fragment: s.context.fragment !== '',
        keywords: s.context.keywords.length,
        suggestions: s.context.suggestions.length,
        saved: s.context.reviewId !== null,
        fields: Object.values(s.context.fields).filter(Boolean).length,
      }),
      beforePath: () => void (announced.length = 0),
      events: (s): ReviewFormEvent[] => [
        { type: 'review.rate', rating: 4 },
        { type: 'review.type', text: 'Very helpful and pa' },
        { type: 'review.type', text: 'Short' },
        { type: 'review.type', text: 'Very helpful session. ' },
        { type: 'review.pickKeyword', keyword: 'Patient' },
        ...(s.context.keywords.length ? [{ type: 'review.removeKeyword' as const, keyword: s.context.keywords[0]! }] : []),
        { type: 'review.submit' },
        { type: 'review.edit' },
        { type: 'review.delete' },
        { type: 'review.confirmDelete' },
        { type: 'review.cancelDelete' },
        done('suggestKeywords', ['Patient', 'Practical']),
        fail('suggestKeywords'),
        done('saveReview', exampleReview(5, s.context.rating || 4)),
        fail('saveReview', refused),
        fail('saveReview'),
        done('deleteReview', undefined),
        fail('deleteReview'),
      ],
      states: {
        'reviewForm.editing.quiet': (s) => expect(s.hasTag('suggesting')).toBe(false),
        'reviewForm.editing.waiting': (s) => expect(s.context.fragment.length).toBeGreaterThanOrEqual(2),
        'reviewForm.editing.suggesting': (s) => expect(s.hasTag('suggesting')).toBe(true),
        'reviewForm.submitting': (s) => expect(fieldErrorsOf(s.context)).toEqual({}),
        'reviewForm.saved': (s) => {
          expect(s.context.saved).not.toBeNull();
          expect(announced.at(-1)).toBe(`saved ${s.context.reviewId}`);
        },
        'reviewForm.refused': (s) => expect(s.context.refusal).not.toBeNull(),
        'reviewForm.confirmingDelete': (s) => expect(s.context.reviewId).not.toBeNull(),
        'reviewForm.deleting': (s) => expect(s.hasTag('deleting')).toBe(true),
        'reviewForm.deleted': (s) => expect(announced.at(-1)).toBe(`deleted ${s.context.reviewId}`),
      },
    });
  });

  it('asks for keywords 300 ms after the last key, for the word being typed, and offers only new ones', async () => {
    const asked: string[] = [];
    const clock = new SimulatedClock();
    const machine = fakes().machine.provide({
      actors: {
        suggestKeywords: fromPromise<string[], { text: string }>(
          async ({ input }) => (asked.push(input.text), ['Helpful', 'Patient']),
        ),
      },
    });
    const actor = createActor(machine, { input: { sessionId: 1, conciergeName: 'J' }, clock }).start();
    actor.send({ type: 'review.type', text: 'Very he' });
    clock.increment(200);
    actor.send({ type: 'review.type', text: 'Very hel' });
    clock.increment(299);
    expect(asked).toEqual([]);
    clock.increment(1);
    await new Promise((r) => setImmediate(r));
    expect(asked).toEqual(['hel']);
    actor.send({ type: 'review.pickKeyword', keyword: 'Helpful' });
    expect(actor.getSnapshot().context.keywords).toEqual(['Helpful']);
    expect(actor.getSnapshot().context.suggestions).toEqual([]);
    actor.send({ type: 'review.pickKeyword', keyword: 'Helpful' });
    expect(actor.getSnapshot().context.keywords).toEqual(['Helpful']);
  });

  it('refuses before sending: no stars, or too little text, each named', () => {
    expect(fieldErrorsOf({ rating: 0, text: 'short' })).toEqual({
      rating: 'Choose a rating from 1 to 5 stars.',
      review_text: 'Write at least 10 characters.',
    });
    expect(fieldErrorsOf({ rating: 3, text: 'x'.repeat(2001) }).review_text).toBe('Keep it to 2000 characters.');
    expect(fragmentOf('Very hel')).toBe('hel');
    expect(fragmentOf('Very hel ')).toBe('');
  });
});

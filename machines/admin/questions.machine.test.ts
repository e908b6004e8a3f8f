import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AdminQuestion } from '../../contract/admin-questions';
import { testMachineModel } from '../../tests/machines/model';
import { questionsMachine, type QuestionAction, type QuestionsFilters, type QuestionsPage } from './questions.machine';

const question: AdminQuestion = {
  post_id: 4,
  title: 'Night waking?',
  text: 'Any ideas',
  community: { community_id: 1, community_name: 'Sleep' },
  author: { user_id: 5, user_name: 'caregiver', display_name: 'caregiver' },
  created_at: '2026-10-01T00:00:00.000Z',
  closed: false,
  accepted_comment_id: null,
  open_reports: 0,
  answers: [],
};
const page: QuestionsPage = { data: [question], total: 1, page: 0, size: 20, communities: [] };
const never = <T, I>() => fromPromise<T, I>(() => new Promise(() => {}));

describe('admin questions machine', () => {
  it('covers every state and transition: filter, page, act with a reason, refused, retry, cancel', async () => {
    await testMachineModel({
      machine: questionsMachine.provide({ actors: { loadQuestions: never(), act: never() } }),
      stateKey: (s) => ({
        value: s.value,
        filter: s.context.filters.filter,
        page: s.context.filters.page,
        shown: s.context.result !== null,
        action: s.context.action?.kind ?? '',
        reason: s.context.reason.trim() !== '',
        failure: s.context.failure !== null,
        notice: s.context.notice !== null,
      }),
      events: [
        { type: 'filter.change', filter: 'reported' },
        { type: 'page.go', page: 1 },
        { type: 'list.retry' },
        { type: 'action.open', action: { kind: 'close', postId: 4 } },
        { type: 'reason.change', value: 'Duplicate' },
        { type: 'reason.change', value: '' },
        { type: 'action.confirm' },
        { type: 'action.cancel' },
        { type: 'action.retry' },
        { type: 'xstate.done.actor.load', output: page } as never,
        { type: 'xstate.error.actor.load', error: new Error('unavailable') } as never,
        { type: 'xstate.done.actor.act', output: { ...question, closed: true } } as never,
        { type: 'xstate.error.actor.act', error: { refusal: { message: 'This question is already closed.' } } } as never,
      ],
      states: {
        'questions.loading': (s) => expect(s.hasTag('loading')).toBe(true),
        'questions.failed': (s) => expect(s.hasTag('failed')).toBe(true),
        'questions.ready': (s) => expect(s.context.action).toBeNull(),
        'questions.acting.confirming.empty': (s) => expect(s.hasTag('canConfirm')).toBe(false),
        'questions.acting.confirming.ready': (s) => expect(s.context.reason.trim()).not.toBe(''),
        'questions.acting.pending': (s) => expect(s.hasTag('pending')).toBe(true),
        'questions.acting.refused': (s) => expect(s.context.failure).toBe('This question is already closed.'),
      },
    });
  });

  it('sends the action with the trimmed reason, says what it did and reads the list again', async () => {
    const asked: QuestionsFilters[] = [];
    const sent: (QuestionAction & { reason: string })[] = [];
    const actor = createActor(
      questionsMachine.provide({
        actors: {
          loadQuestions: fromPromise(async ({ input }) => (asked.push(input), page)),
          act: fromPromise(async ({ input }) => (sent.push(input), question)),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.hasTag('ready'));
    actor.send({ type: 'filter.change', filter: 'reported' });
    await waitFor(actor, (s) => s.hasTag('ready'));
    actor.send({ type: 'action.open', action: { kind: 'move', postId: 4, communityId: 9 } });
    actor.send({ type: 'reason.change', value: '  Belongs with sleep  ' });
    actor.send({ type: 'action.confirm' });
    await waitFor(actor, (s) => s.hasTag('ready') && asked.length === 3);
    expect(sent).toEqual([{ kind: 'move', postId: 4, communityId: 9, reason: 'Belongs with sleep' }]);
    expect(asked).toEqual([
      { filter: 'unanswered', page: 0 },
      { filter: 'reported', page: 0 },
      { filter: 'reported', page: 0 },
    ]);
    expect(actor.getSnapshot().context.notice).toBe('Moved the question.');
  });
});

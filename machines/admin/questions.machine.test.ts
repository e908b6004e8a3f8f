import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { question, questionsPage as page } from './fixtures';
import { reasonedListEffects } from './reasonedList.machine';
import { questionsMachine, type QuestionAction, type QuestionsFilters } from './questions.machine';

describe('admin questions machine', () => {
  // Every state and transition: reasonedList.machine.test.ts, for this page's machine among the others.
  it('sends the action with the trimmed reason, says what it did and reads the list again', async () => {
    const asked: QuestionsFilters[] = [];
    const sent: (QuestionAction & { reason: string })[] = [];
    const actor = createActor(
      questionsMachine.provide({
        actors: reasonedListEffects<QuestionsFilters, QuestionAction>({
          load: async (input) => (asked.push(input), page),
          act: async (input) => (sent.push(input), question),
        }),
      }),
    ).start();
    await waitFor(actor, (s) => s.hasTag('ready'));
    actor.send({ type: 'filters.change', filters: { filter: 'reported' } });
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

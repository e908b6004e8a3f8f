import { and, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { draftAt, screeningSetup } from './screening.setup';

export { type ScreeningContext, type ScreeningEvent } from './screening.setup';

/**
 * One questionnaire engine for every screening tool (issue #34, /screening-tools): choose a
 * tool, read its intro, answer one question at a time (back and forward), review, then the
 * result, saved on the server (which scores it itself) with Try again when saving fails. Any
 * answer above 0 on PHQ-9 item 9 shows the 988 card before the result. The questionnaire under
 * way is kept for a reload through 'persist draft' and 'restoreDraft' (the wiring's
 * sessionStorage), never inside the machine.
 */
export const screeningMachine = screeningSetup.createMachine({
  id: 'screening',
  context: { tool: null, answers: [], index: 0, scored: null, saved: null },
  initial: 'restoring',
  states: {
    restoring: {
      description: 'Reading the questionnaire kept from before a reload.',
      tags: ['restoring'],
      invoke: {
        src: 'restoreDraft',
        id: 'restoreDraft',
        onDone: [
          {
            guard: { type: 'draft at intro', params: ({ event }) => ({ draft: event.output }) },
            target: 'intro',
            actions: { type: 'take draft', params: ({ event }) => ({ draft: event.output }) },
          },
          {
            guard: { type: 'draft at a question', params: ({ event }) => ({ draft: event.output }) },
            target: 'question',
            actions: { type: 'take draft', params: ({ event }) => ({ draft: event.output }) },
          },
          {
            guard: { type: 'draft at review', params: ({ event }) => ({ draft: event.output }) },
            target: 'review',
            actions: { type: 'take draft', params: ({ event }) => ({ draft: event.output }) },
          },
          { target: 'choosing' },
        ],
        onError: 'choosing',
      },
    },
    choosing: {
      description: 'The tools to choose from, with the past results beside them.',
      tags: ['choosing'],
      entry: ['forget', { type: 'persist draft', params: { draft: null } }],
      on: { 'screening.choose': { target: 'intro', actions: { type: 'choose', params: ({ event }) => event } } },
    },
    intro: {
      description: 'What the tool asks about, for whom, how long it takes, and that it is not a diagnosis.',
      tags: ['intro'],
      entry: { type: 'persist draft', params: draftAt('intro') },
      on: {
        'screening.start': 'question',
        'screening.leave': 'choosing',
      },
    },
    question: {
      description: 'Question n of N with its choices; Next once answered, Back to the previous one (or the intro).',
      tags: ['question'],
      entry: { type: 'persist draft', params: draftAt('question') },
      on: {
        'screening.answer': {
          target: 'question',
          reenter: true,
          actions: { type: 'answer', params: ({ event }) => event },
        },
        'screening.next': [
          { guard: and(['question answered', 'on the last question']), target: 'review' },
          { guard: 'question answered', target: 'question', reenter: true, actions: 'forward' },
        ],
        'screening.previous': [
          { guard: 'on the first question', target: 'intro' },
          { target: 'question', reenter: true, actions: 'backward' },
        ],
        'screening.review': { guard: 'all answered', target: 'review' },
        'screening.leave': 'choosing',
      },
    },
    review: {
      description: 'Every question with its answer, each changeable; Submit to see the result.',
      tags: ['review'],
      entry: { type: 'persist draft', params: draftAt('review') },
      on: {
        'screening.edit': {
          guard: { type: 'a question of this tool', params: ({ event }) => event },
          target: 'question',
          actions: { type: 'go to', params: ({ event }) => event },
        },
        'screening.previous': { target: 'question', actions: 'go to last' },
        'screening.submit': [
          { guard: 'item 9 above 0', target: 'safety', actions: 'score answers' },
          { target: 'result', actions: 'score answers' },
        ],
        'screening.leave': 'choosing',
      },
    },
    safety: {
      description:
        'PHQ-9 item 9 was answered above 0: a calm card with the 988 Suicide & Crisis Lifeline (call or text 988) and emergency guidance, before the result.',
      tags: ['safety'],
      on: { 'screening.continue': 'result' },
    },
    result: {
      description: 'What the score means and what it does not, with next steps; saved on the server.',
      tags: ['result'],
      initial: 'saving',
      on: { 'screening.leave': 'choosing' },
      states: {
        saving: {
          tags: ['saving'],
          invoke: {
            src: 'saveResult',
            id: 'saveResult',
            input: ({ context }) => ({ tool: context.tool!, answers: context.answers as number[] }),
            onDone: {
              target: 'saved',
              actions: [
                { type: 'take saved', params: ({ event }) => ({ result: event.output }) },
                { type: 'announce saved', params: ({ event }) => ({ result: event.output }) },
                { type: 'persist draft', params: { draft: null } },
              ],
            },
            onError: 'failed',
          },
        },
        saved: { tags: ['saved'] },
        failed: {
          description: 'The result could not be saved: it is still shown, with Try again.',
          tags: ['failed'],
          on: { 'screening.retry': 'saving' },
        },
      },
    },
  },
});

export type ScreeningSnapshot = SnapshotFrom<typeof screeningMachine>;
export type ScreeningActorRef = ActorRefFrom<typeof screeningMachine>;

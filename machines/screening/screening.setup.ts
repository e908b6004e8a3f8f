import { assign, setup } from 'xstate';
import type { NewResult, ScreeningResult } from '../../contract/screening';
import { INSTRUMENTS, type ToolId } from '../../contract/screening-instruments';
import { needsSafetyCard, score, type Scored } from '../../contract/screening-scoring';
import { unprovided, unprovidedPromise } from '../domain/placeholder';
import { asDraft, type Draft } from './draft';

export type ScreeningEvent =
  | { type: 'screening.choose'; tool: ToolId }
  | { type: 'screening.start' }
  | { type: 'screening.answer'; value: number }
  | { type: 'screening.next' }
  | { type: 'screening.previous' }
  | { type: 'screening.review' }
  | { type: 'screening.edit'; index: number }
  | { type: 'screening.submit' }
  | { type: 'screening.continue' }
  | { type: 'screening.retry' }
  | { type: 'screening.leave' };

export interface ScreeningContext {
  tool: ToolId | null;
  answers: (number | null)[];
  /** The question shown (0-based). */
  index: number;
  /** The result of the answers as the published scoring gives it (the server stores its own). */
  scored: Scored | null;
  /** The result as the server saved it. */
  saved: ScreeningResult | null;
}

const answersOf = (context: ScreeningContext) => context.answers as number[];
const itemCount = (context: ScreeningContext) => (context.tool ? INSTRUMENTS[context.tool].items.length : 0);

export const screeningSetup = setup({
  types: {
    context: {} as ScreeningContext,
    events: {} as ScreeningEvent,
    tags: {} as 'restoring' | 'choosing' | 'intro' | 'question' | 'review' | 'safety' | 'result' | 'saving' | 'saved' | 'failed',
  },
  actors: {
    // The draft kept for a reload (sessionStorage), provided in src/features/screening/wiring.ts.
    restoreDraft: unprovidedPromise<unknown>('screening', 'restoreDraft'),
    // POST /api/screening/v1/results: the server scores the answers itself.
    saveResult: unprovidedPromise<ScreeningResult, NewResult>('screening', 'saveResult'),
  },
  actions: {
    /** Keeps the questionnaire under way for a reload, or forgets it (null). */
    'persist draft': (_, _params: { draft: Draft | null }) => unprovided('screening', 'persist draft'),
    /** Tells the page's list of past results about the one just saved. */
    'announce saved': (_, _params: { result: ScreeningResult }) => unprovided('screening', 'announce saved'),
    'take draft': assign((_, params: { draft: unknown }) => {
      const draft = asDraft(params.draft)!;
      return { tool: draft.tool, answers: draft.answers, index: draft.index };
    }),
    choose: assign((_, params: { tool: ToolId }) => ({
      tool: params.tool,
      answers: new Array<number | null>(INSTRUMENTS[params.tool].items.length).fill(null),
      index: 0,
      scored: null,
      saved: null,
    })),
    answer: assign(({ context }, params: { value: number }) => ({
      answers: context.answers.map((a, i) => (i === context.index ? params.value : a)),
    })),
    forward: assign(({ context }) => ({ index: context.index + 1 })),
    backward: assign(({ context }) => ({ index: context.index - 1 })),
    'go to last': assign(({ context }) => ({ index: itemCount(context) - 1 })),
    'go to': assign((_, params: { index: number }) => ({ index: params.index })),
    'score answers': assign(({ context }) => ({ scored: score(context.tool!, answersOf(context)) })),
    'take saved': assign((_, params: { result: ScreeningResult }) => ({ saved: params.result })),
    forget: assign({ tool: null, answers: [], index: 0, scored: null, saved: null }),
  },
  guards: {
    'draft at intro': (_, params: { draft: unknown }) => asDraft(params.draft)?.step === 'intro',
    'draft at a question': (_, params: { draft: unknown }) => asDraft(params.draft)?.step === 'question',
    'draft at review': (_, params: { draft: unknown }) => asDraft(params.draft)?.step === 'review',
    'question answered': ({ context }) => context.answers[context.index] !== null,
    'on the last question': ({ context }) => context.index === itemCount(context) - 1,
    'on the first question': ({ context }) => context.index === 0,
    'all answered': ({ context }) => context.answers.length > 0 && !context.answers.includes(null),
    'a question of this tool': ({ context }, params: { index: number }) =>
      Number.isInteger(params.index) && params.index >= 0 && params.index < itemCount(context),
    'item 9 above 0': ({ context }) => needsSafetyCard(context.tool!, context.answers),
  },
});

/** The draft of the step a state shows, for 'persist draft'. */
export const draftAt =
  (step: Draft['step']) =>
  ({ context }: { context: ScreeningContext }): { draft: Draft } => ({
    draft: { tool: context.tool!, answers: context.answers, index: context.index, step },
  });

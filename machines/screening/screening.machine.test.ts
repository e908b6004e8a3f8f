import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { testMachineModel } from '../../tests/machines/model';
import type { NewResult, ScreeningResult } from '../../contract/screening';
import type { Draft } from './draft';
import { screeningMachine, type ScreeningEvent } from './screening.machine';

const saved = (id: number, tool: ScreeningResult['tool'] = 'phq9'): ScreeningResult => ({
  id,
  tool,
  answers: [],
  score: 0,
  max: 27,
  band: 'minimal',
  subscales: [],
  safety_flag: false,
  not_yet: 0,
  taken_at: '2026-11-25T14:00:00.000Z',
});

/** What the machine kept for a reload, and what it announced, on the path being replayed. */
let persisted: (Draft | null)[] = [];
let announced: ScreeningResult[] = [];
/** The machine's states on the path, to prove the 988 card comes before any result. */
let visited: string[] = [];

const machine = screeningMachine.provide({
  actors: {
    restoreDraft: fromPromise<unknown>(() => new Promise(() => {})),
    saveResult: fromPromise<ScreeningResult, NewResult>(() => new Promise(() => {})),
  },
  actions: {
    'persist draft': (_, params) => void persisted.push(params.draft),
    'announce saved': (_, params) => void announced.push(params.result),
  },
});

const gadReview: Draft = { tool: 'gad7', answers: [1, 1, 1, 1, 1, 1, 1], index: 6, step: 'review' };
const phqQuestion: Draft = {
  tool: 'phq9',
  answers: [2, null, null, null, null, null, null, null, null],
  index: 1,
  step: 'question',
};
const phqIntro: Draft = { tool: 'phq9', answers: new Array(9).fill(null), index: 0, step: 'intro' };
const lastKept = () => persisted[persisted.length - 1];

describe('screening questionnaire machine', () => {
  it('covers every state and transition: restore, choose, intro, each question back and forward, review, the 988 card, result saved or failed and retried', async () => {
    const report = await testMachineModel({
      machine,
      beforePath: () => {
        persisted = [];
        announced = [];
        visited = [];
      },
      stateKey: (s) => ({
        value: s.value,
        tool: s.context.tool,
        index: s.context.index,
        answers: s.context.answers.map((a) => (a === null ? '-' : String(a))).join(''),
        saved: s.context.saved?.id ?? null,
      }),
      events: (s): ScreeningEvent[] => {
        const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
        const fail = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('503') }) as never;
        // To keep the graph small: item 9 of PHQ-9 (index 8) is answered 0 or 1, every other question
        // 0, and only while unanswered; Back is pressed on the first two questions (to the intro, and
        // to the previous question) and in the review.
        const here = s.context.answers[s.context.index];
        const values = here !== null ? [] : s.context.tool === 'phq9' && s.context.index === 8 ? [0, 1] : [0];
        const back = !s.matches('question') || s.context.index <= 1;
        return [
          done('restoreDraft', phqIntro),
          done('restoreDraft', phqQuestion),
          done('restoreDraft', gadReview),
          done('restoreDraft', { tool: 'mchat', answers: [], index: 0, step: 'question' }),
          fail('restoreDraft'),
          done('saveResult', saved(7, s.context.tool ?? 'phq9')),
          fail('saveResult'),
          { type: 'screening.choose', tool: 'phq9' },
          { type: 'screening.start' },
          ...values.map((value) => ({ type: 'screening.answer', value }) as const),
          { type: 'screening.next' },
          ...(back ? [{ type: 'screening.previous' } as const] : []),
          { type: 'screening.review' },
          { type: 'screening.edit', index: 0 },
          { type: 'screening.edit', index: 99 },
          { type: 'screening.submit' },
          { type: 'screening.continue' },
          { type: 'screening.retry' },
          { type: 'screening.leave' },
        ];
      },
      always: (s) => {
        visited.push(JSON.stringify(s.value));
      },
      states: {
        'screening.restoring': (s) => expect(s.hasTag('restoring')).toBe(true),
        'screening.choosing': (s) => {
          expect(s.context.tool).toBeNull();
          // Leaving a questionnaire forgets it: a reload opens the choice.
          expect(lastKept()).toBeNull();
        },
        'screening.intro': (s) => {
          expect(s.context.tool).not.toBeNull();
          expect(lastKept()).toMatchObject({ step: 'intro', tool: s.context.tool });
        },
        'screening.question': (s) => {
          // Every step is kept for a reload, with the answers so far and the question shown.
          expect(lastKept()).toEqual({
            tool: s.context.tool,
            answers: s.context.answers,
            index: s.context.index,
            step: 'question',
          });
          // One can only be on a question whose previous ones are answered.
          expect(s.context.answers.slice(0, s.context.index)).not.toContain(null);
        },
        'screening.review': (s) => {
          expect(s.context.answers).not.toContain(null);
          expect(lastKept()).toMatchObject({ step: 'review' });
        },
        'screening.safety': (s) => {
          expect(s.context.tool).toBe('phq9');
          expect(s.context.answers[8]).toBeGreaterThan(0);
          expect(s.context.scored?.safetyFlag).toBe(true);
        },
        'screening.result.saving': (s) => {
          expect(s.context.scored).not.toBeNull();
          // The 988 card was shown before any result with item 9 above 0.
          if (s.context.scored!.safetyFlag) expect(visited.some((v) => v.includes('safety'))).toBe(true);
          else expect(visited.some((v) => v.includes('safety'))).toBe(false);
        },
        'screening.result.saved': (s) => {
          expect(s.context.saved?.id).toBe(7);
          expect(announced.map((r) => r.id)).toEqual([7]);
          expect(lastKept()).toBeNull();
        },
        'screening.result.failed': (s) => {
          expect(s.hasTag('failed')).toBe(true);
          expect(s.context.saved).toBeNull();
          // Not saved: a reload still returns to the review.
          expect(lastKept()).toMatchObject({ step: 'review' });
        },
      },
    });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });

  it('submits the answers, not a score: the server computes its own', async () => {
    const sent: NewResult[] = [];
    const actor = createActor(
      screeningMachine.provide({
        actors: {
          restoreDraft: fromPromise<unknown>(async () => gadReview),
          saveResult: fromPromise<ScreeningResult, NewResult>(async ({ input }) => {
            sent.push(input);
            return saved(3, 'gad7');
          }),
        },
        actions: { 'persist draft': () => {}, 'announce saved': () => {} },
      }),
    ).start();
    await new Promise((r) => setImmediate(r));
    actor.send({ type: 'screening.submit' });
    await new Promise((r) => setImmediate(r));
    expect(sent).toEqual([{ tool: 'gad7', answers: [1, 1, 1, 1, 1, 1, 1] }]);
    expect(actor.getSnapshot().hasTag('saved')).toBe(true);
    expect(actor.getSnapshot().context.scored).toMatchObject({ score: 7, band: 'mild' });
  });
});

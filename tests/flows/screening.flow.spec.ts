/**
 * The screening questionnaire (machines/screening/screening.machine.ts) driven in Chromium from
 * its own paths: the draft a reload restores (written to sessionStorage, then the page reloaded),
 * choose PHQ-9, intro, questions with Back and Next, review with Change, the 988 card when item 9
 * is above 0, the result with its save held until the step that names it answers. After every
 * step the page must show what the machine's snapshot says.
 */
import type { Page, Route } from '@playwright/test';
import { fromPromise } from 'xstate';
import type { NewResult, ScreeningResult } from '../../contract/screening';
import { score } from '../../contract/screening-scoring';
import type { Draft } from '../../machines/screening/draft';
import { screeningMachine, type ScreeningEvent } from '../../machines/screening/screening.machine';
import { expect, signIn, test } from '../e2e/fixtures';
import { driveFlow, type FlowSpec } from './driver';
import { waitOf } from '../e2e/slowness';

type M = typeof screeningMachine;

const SAVE = '/api/screening/v1/results';
const NINE = 9;
const blank = () => new Array<number | null>(NINE).fill(null);
const DRAFTS: Record<string, Draft> = {
  intro: { tool: 'phq9', answers: blank(), index: 0, step: 'intro' },
  question: { tool: 'phq9', answers: [0, 0, 0, 0, 0, 0, 0, 0, null], index: 8, step: 'question' },
  review: { tool: 'phq9', answers: [0, 0, 0, 0, 0, 0, 0, 0, 1], index: 8, step: 'review' },
};
const stepHeading = (page: Page) => page.getByRole('heading', { level: 2 }).and(page.locator('#step-heading'));

test('screening questionnaire: every state and transition in Chromium', async ({ page }) => {
  test.setTimeout(waitOf(300_000));
  const held: Route[] = [];
  await page.route(
    (url) => url.pathname === SAVE,
    (route) => (route.request().method() === 'POST' ? void held.push(route) : route.fallback()),
  );
  const nextSave = async () => {
    await expect.poll(() => held.length, { message: 'the page sent no POST /results' }).toBeGreaterThan(0);
    return held.shift()!;
  };

  await signIn(page, 'careseeker');
  const userId = await page.evaluate(async () => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
    const token = JSON.parse(sessionStorage.getItem(key)!).access_token as string;
    const me = await fetch('/api/user-manager/v1/users/me', { headers: { authorization: `Bearer ${token}` } });
    return ((await me.json()) as { data: { user_id: number } }).data.user_id;
  });
  const DRAFT_KEY = `neurohealth.screening.draft.${userId}`;
  /** What a reload finds in this tab: a draft, nothing, or something unreadable. */
  const reloadWith = async (p: Page, stored: string | null) => {
    await p.evaluate(([key, value]) => (value === null ? sessionStorage.removeItem(key!) : sessionStorage.setItem(key!, value)), [
      DRAFT_KEY,
      stored,
    ] as const);
    await p.goto('/screening-tools');
    await expect(p.getByRole('heading', { level: 1, name: 'Screening Tools' })).toBeVisible();
  };
  await reloadWith(page, null);

  const spec: FlowSpec<M> = {
    name: 'screening',
    machine: screeningMachine.provide({
      actors: {
        restoreDraft: fromPromise<unknown>(() => new Promise(() => {})),
        saveResult: fromPromise<ScreeningResult, NewResult>(() => new Promise(() => {})),
      },
      actions: { 'persist draft': () => {}, 'announce saved': () => {} },
    }),
    stateKey: (s) => ({
      value: s.value,
      index: s.context.index,
      answers: s.context.answers.map((a) => (a === null ? '-' : a)).join(''),
    }),
    events: (s) => {
      const events: Array<ScreeningEvent | { type: string; output?: unknown; error?: unknown }> = [];
      const { index, answers } = s.context;
      if (s.matches('restoring'))
        events.push(
          ...Object.values(DRAFTS).map((d) => ({ type: 'xstate.done.actor.restoreDraft', output: d })),
          { type: 'xstate.done.actor.restoreDraft', output: null },
          { type: 'xstate.error.actor.restoreDraft', error: new SyntaxError('not JSON') },
        );
      if (s.matches('choosing')) events.push({ type: 'screening.choose', tool: 'phq9' });
      if (s.matches('intro')) events.push({ type: 'screening.start' }, { type: 'screening.leave' });
      if (s.matches('question')) {
        if (answers[index] === null) events.push({ type: 'screening.answer', value: 0 });
        if (answers[index] === null && index === 8) events.push({ type: 'screening.answer', value: 1 });
        if (answers[index] !== null) events.push({ type: 'screening.next' });
        if (index <= 1 || index === 8) events.push({ type: 'screening.previous' });
        if (!answers.includes(null) && index < 8) events.push({ type: 'screening.review' });
        if (index === 0) events.push({ type: 'screening.leave' });
      }
      if (s.matches('review'))
        events.push(
          { type: 'screening.edit', index: 7 },
          { type: 'screening.previous' },
          { type: 'screening.submit' },
          { type: 'screening.leave' },
        );
      if (s.matches('safety')) events.push({ type: 'screening.continue' });
      if (s.matches({ result: 'saving' }))
        events.push(
          { type: 'xstate.done.actor.saveResult', output: null },
          { type: 'xstate.error.actor.saveResult', error: new Error('500') },
        );
      if (s.matches({ result: 'failed' })) events.push({ type: 'screening.retry' }, { type: 'screening.leave' });
      if (s.matches({ result: 'saved' })) events.push({ type: 'screening.leave' });
      return events as never;
    },
    bind: (event, _model, shadow) => {
      // The saved result is the answers the page sent, scored as the server would.
      if ((event as { type: string }).type === 'xstate.done.actor.saveResult') {
        const answers = shadow.context.answers as number[];
        const s = score('phq9', answers);
        const output: ScreeningResult = {
          id: 1,
          tool: 'phq9',
          answers,
          score: s.score,
          max: s.max,
          band: s.band,
          subscales: [],
          safety_flag: s.safetyFlag,
          not_yet: 0,
          taken_at: '2026-11-25T12:00:00.000Z',
        };
        return { type: 'xstate.done.actor.saveResult', output } as never;
      }
      return event;
    },
    actions: {
      'xstate.done.actor.restoreDraft': async ({ page: p }, e) => {
        const draft = (e as unknown as { output: Draft | null }).output;
        await reloadWith(p, draft ? JSON.stringify(draft) : null);
      },
      'xstate.error.actor.restoreDraft': async ({ page: p }) => reloadWith(p, '{not json'),
      'xstate.done.actor.saveResult': async ({ before }) => {
        const route = await nextSave();
        const body = route.request().postDataJSON() as NewResult;
        // The page sends the answers, never a score.
        expect(body).toEqual({ tool: 'phq9', answers: before.context.answers });
        const s = score('phq9', body.answers);
        await route.fulfill({
          json: {
            data: {
              id: 1,
              tool: 'phq9',
              answers: body.answers,
              score: s.score,
              max: s.max,
              band: s.band,
              subscales: [],
              safety_flag: s.safetyFlag,
              not_yet: 0,
              taken_at: '2026-11-25T12:00:00.000Z',
            },
          },
        });
      },
      'xstate.error.actor.saveResult': async () => (await nextSave()).fulfill({ status: 500, json: { error: 'unavailable' } }),
      'screening.choose': async ({ page: p }) => p.getByRole('button', { name: 'Start Depression (PHQ-9)' }).click(),
      'screening.start': async ({ page: p }) => p.getByRole('button', { name: 'Begin' }).click(),
      'screening.answer': async ({ page: p }, e) => {
        const { value } = e as Extract<ScreeningEvent, { type: 'screening.answer' }>;
        await p.getByRole('radio', { name: value === 0 ? 'Not at all' : 'Several days' }).check();
      },
      'screening.next': async ({ page: p }) => p.getByRole('button', { name: /^(Next|Review answers)$/ }).click(),
      'screening.previous': async ({ page: p }) => p.getByRole('button', { name: 'Back', exact: true }).click(),
      'screening.review': async ({ page: p }) => p.getByRole('button', { name: 'Back to review' }).click(),
      'screening.edit': async ({ page: p }, e) => {
        const { index } = e as Extract<ScreeningEvent, { type: 'screening.edit' }>;
        await p.getByRole('button', { name: `Change answer ${index + 1}` }).click();
      },
      'screening.submit': async ({ page: p }) => p.getByRole('button', { name: 'See my result' }).click(),
      'screening.continue': async ({ page: p }) => p.getByRole('button', { name: 'Continue to my result' }).click(),
      'screening.retry': async ({ page: p }) => p.getByRole('alert').getByRole('button', { name: 'Try again' }).click(),
      'screening.leave': async ({ page: p }) =>
        p.getByRole('button', { name: /^(Leave|Choose another tool|Back to screening tools)$/ }).click(),
    },
    states: {
      // sessionStorage is read as the page starts: the step after it is what the page shows.
      'screening.restoring': async (p) => expect(p.getByRole('heading', { level: 1, name: 'Screening Tools' })).toBeVisible(),
      'screening.choosing': async (p) => {
        await expect(p.getByRole('button', { name: 'Start Depression (PHQ-9)' })).toBeVisible();
        await expect(p.locator('#step-heading')).toHaveCount(0);
      },
      'screening.intro': async (p) => expect(stepHeading(p)).toHaveText('Depression (PHQ-9)'),
      'screening.question': async (p, s) => {
        const heading = stepHeading(p);
        await expect(heading).toHaveText(`Question ${s.context.index + 1} of 9`);
        // Focus is on the step's heading, or on the choice just made (answering does not move it).
        await expect(p.locator('#step-heading:focus, input[type="radio"]:focus')).toHaveCount(1);
        const answer = s.context.answers[s.context.index];
        const checked = p.getByRole('radio', { checked: true });
        if (answer === null) await expect(checked).toHaveCount(0);
        else await expect(checked).toHaveAccessibleName(answer === 0 ? 'Not at all' : 'Several days');
      },
      'screening.review': async (p) => expect(stepHeading(p)).toHaveText('Review your answers'),
      'screening.safety': async (p) => {
        await expect(stepHeading(p)).toHaveText(/you don’t have to carry this alone/);
        await expect(p.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
        await expect(p.getByTestId('screening-score')).toHaveCount(0);
      },
      'screening.result.saving': async (p) => {
        await expect(stepHeading(p)).toHaveText('Your result: PHQ-9');
        await expect(p.getByText('Saving your result…')).toBeVisible();
      },
      'screening.result.saved': async (p) => expect(p.getByText(/Saved to your results on/)).toBeVisible(),
      'screening.result.failed': async (p) => expect(p.getByRole('alert')).toContainText('We couldn’t save your result'),
    },
    reload: async (p) => {
      for (const r of held.splice(0)) await r.abort().catch(() => {});
      await reloadWith(p, null);
    },
  };
  await driveFlow(page, spec);
});

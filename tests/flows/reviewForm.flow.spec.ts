/**
 * The review form (machines/reviews/reviewForm.machine.ts) driven in Chromium from its own
 * paths on /mentorship/reviews: stars, the text, keyword suggestions after the debounce, a
 * keyword added and removed, Submit (checked first), the server's answers (saved, a 400 naming
 * its field, an outage), Edit, and Delete after its question. Every call the form makes is held
 * until the step that names it answers; after every step the page must show what the machine's
 * snapshot says.
 */
import type { Page, Route } from '@playwright/test';
import { fromPromise } from 'xstate';
import { reviewFormMachine, type ReviewFormEvent } from '../../machines/reviews/reviewForm.machine';
import { exampleReview } from '../../machines/reviews/reviews.examples';
import { expect, signIn, test } from '../e2e/fixtures';
import { driveFlow, type FlowSpec } from './driver';
import { waitOf } from '../e2e/slowness';

type M = typeof reviewFormMachine;

const LIST = '/api/search-engine/v1/mentor-session-reviews';
const ONE = /^\/api\/search-engine\/v1\/mentor-session-reviews\/\d+$/;
const KEYWORDS = '/public/static-data/v1/review-keywords';
const SESSION = {
  session_id: 4242,
  meeting_id: 'f3b1c2d4-0000-4000-8000-000000000042',
  start: '2025-03-05T15:00:00.000Z',
  concierge: { user_id: 9, display_name: 'Jordan Lee' },
};
const SUGGESTED = ['Patient', 'Practical'];
const TYPED = 'Very helpful and pa';
const COMPLETE = 'Very helpful session. ';
const TOO_SHORT = { error: 'invalid request', issues: [{ path: 'body.review_text', message: 'write at least 10 characters' }] };

const form = (page: Page) => page.getByTestId('review-form');

test('review form: every state and transition in Chromium', async ({ page }) => {
  test.setTimeout(waitOf(300_000));
  const held: { keywords: Route[]; save: Route[]; remove: Route[] } = { keywords: [], save: [], remove: [] };
  // The list around the form answers at once: one session waiting for a review.
  await page.route(
    (url) => url.pathname === LIST,
    (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ json: { data: { data: [], total: 0, page: 0, size: 10, awaiting: [SESSION] } } })
        : void held.save.push(route),
  );
  await page.route(
    (url) => ONE.test(url.pathname),
    (route) => void (route.request().method() === 'DELETE' ? held.remove : held.save).push(route),
  );
  await page.route(
    (url) => url.pathname === KEYWORDS,
    (route) => void held.keywords.push(route),
  );
  const next = async (kind: keyof typeof held) => {
    await expect.poll(() => held[kind].length, { message: `the page made no ${kind} request` }).toBeGreaterThan(0);
    return held[kind].shift()!;
  };

  await signIn(page, 'caregiver');
  const open = async () => {
    await page.goto('/mentorship/reviews');
    await page.getByRole('button', { name: /^Write a review of your session with Jordan Lee/ }).click();
    await expect(form(page).getByRole('heading', { name: 'Review your session with Jordan Lee' })).toBeVisible();
  };
  await open();

  const never = <O, I>() => fromPromise<O, I>(() => new Promise<O>(() => {}));
  const spec: FlowSpec<M> = {
    name: 'reviewForm',
    machine: reviewFormMachine.provide({
      actors: { suggestKeywords: never(), saveReview: never(), deleteReview: never() },
      actions: { announceSaved: () => {}, announceDeleted: () => {} },
    }),
    input: { sessionId: SESSION.session_id, conciergeName: 'Jordan Lee' },
    stateKey: (s) => ({
      value: s.value,
      rating: s.context.rating,
      text: s.context.text,
      keywords: s.context.keywords.length,
      suggestions: s.context.suggestions.length,
      saved: s.context.reviewId !== null,
      fields: Object.values(s.context.fields).filter(Boolean).length,
    }),
    events: (s) => {
      const c = s.context;
      const events: Array<ReviewFormEvent | { type: string; output?: unknown; error?: unknown }> = [];
      const saved = c.reviewId !== null;
      if (s.matches({ editing: 'quiet' })) {
        if (c.rating === 0) events.push({ type: 'review.rate', rating: 4 });
        if (c.text === '' && c.keywords.length === 0) events.push({ type: 'review.type', text: TYPED });
        if (c.text === TYPED || (c.text === '' && c.keywords.length)) events.push({ type: 'review.type', text: COMPLETE });
        if (c.suggestions.length) events.push({ type: 'review.pickKeyword', keyword: c.suggestions[0]! });
        if (c.keywords.length && c.text === COMPLETE && !saved)
          events.push({ type: 'review.removeKeyword', keyword: c.keywords[0]! });
        if (c.text !== TYPED) events.push({ type: 'review.submit' });
        if (saved) events.push({ type: 'review.delete' });
      }
      if (s.matches({ editing: 'waiting' })) events.push({ type: 'after:keywordDebounce' });
      if (s.matches({ editing: 'suggesting' }))
        events.push(
          { type: 'xstate.done.actor.suggestKeywords', output: SUGGESTED },
          { type: 'xstate.error.actor.suggestKeywords', error: new Error('500') },
        );
      if (s.matches('submitting')) {
        events.push({
          type: 'xstate.done.actor.saveReview',
          output: { ...exampleReview(501, c.rating), session_id: c.sessionId, review_text: c.text.trim(), keywords: c.keywords },
        });
        if (!saved) {
          events.push(
            {
              type: 'xstate.error.actor.saveReview',
              error: Object.assign(new Error('400'), {
                refusal: {
                  code: 'invalid request',
                  message: 'write at least 10 characters',
                  fields: { review_text: 'write at least 10 characters' },
                },
              }),
            },
            { type: 'xstate.error.actor.saveReview', error: new Error('500') },
          );
        }
      }
      if (s.matches('refused')) {
        events.push({ type: 'review.type', text: COMPLETE + 'Thanks' }, { type: 'review.submit' });
        if (c.rating !== 5) events.push({ type: 'review.rate', rating: 5 });
        if (saved) events.push({ type: 'review.delete' });
      }
      if (s.matches('saved')) events.push({ type: 'review.edit' }, { type: 'review.delete' });
      if (s.matches('confirmingDelete')) events.push({ type: 'review.confirmDelete' }, { type: 'review.cancelDelete' });
      if (s.matches('deleting'))
        events.push(
          { type: 'xstate.done.actor.deleteReview', output: undefined },
          { type: 'xstate.error.actor.deleteReview', error: new Error('500') },
        );
      return events as never;
    },
    actions: {
      'review.rate': async ({ page: p }, e) =>
        form(p)
          .getByRole('radio', { name: `${(e as { rating: number }).rating} stars out of 5` })
          .check(),
      'review.type': async ({ page: p }, e) =>
        form(p)
          .getByLabel('Your review')
          .fill((e as { text: string }).text),
      'review.pickKeyword': async ({ page: p }, e) =>
        form(p)
          .getByRole('button', { name: `${(e as { keyword: string }).keyword}: add keyword` })
          .click(),
      'review.removeKeyword': async ({ page: p }, e) =>
        form(p)
          .getByRole('button', { name: `Remove keyword ${(e as { keyword: string }).keyword}` })
          .click(),
      'review.submit': async ({ page: p }) =>
        form(p)
          .getByRole('button', { name: /^(Submit review|Save changes)$/ })
          .click(),
      'review.edit': async ({ page: p }) => form(p).getByRole('button', { name: 'Edit review' }).click(),
      'review.delete': async ({ page: p }) => form(p).getByRole('button', { name: 'Delete review' }).click(),
      'review.confirmDelete': async ({ page: p }) =>
        form(p).getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click(),
      'review.cancelDelete': async ({ page: p }) =>
        form(p).getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click(),
      // The page's own 300 ms timer: the step is its request arriving.
      'after:keywordDebounce': async () => {
        await expect.poll(() => held.keywords.length, { message: 'no keyword request after the debounce' }).toBeGreaterThan(0);
      },
      'xstate.done.actor.suggestKeywords': async () => {
        const route = await next('keywords');
        expect(route.request().postDataJSON()).toEqual({ search_text: 'pa' });
        await route.fulfill({ json: { data: SUGGESTED.map((keyword) => ({ keyword })) } });
      },
      'xstate.error.actor.suggestKeywords': async () =>
        (await next('keywords')).fulfill({ status: 500, json: { error: 'unavailable' } }),
      'xstate.done.actor.saveReview': async ({ before }) => {
        const route = await next('save');
        const c = before.context;
        expect(route.request().method()).toBe(c.reviewId === null ? 'POST' : 'PUT');
        expect(route.request().postDataJSON()).toMatchObject({
          rating: c.rating,
          review_text: c.text.trim(),
          keywords: c.keywords,
        });
        await route.fulfill({
          status: c.reviewId === null ? 201 : 200,
          json: {
            data: { ...exampleReview(501, c.rating), session_id: c.sessionId, review_text: c.text.trim(), keywords: c.keywords },
          },
        });
      },
      'xstate.error.actor.saveReview': async ({ after }) => {
        const route = await next('save');
        if (after.context.refusal?.code === 'invalid request') await route.fulfill({ status: 400, json: TOO_SHORT });
        else await route.fulfill({ status: 500, json: { error: 'unavailable' } });
      },
      'xstate.done.actor.deleteReview': async () => (await next('remove')).fulfill({ json: { data: { id: 501 } } }),
      'xstate.error.actor.deleteReview': async () =>
        (await next('remove')).fulfill({ status: 500, json: { error: 'unavailable' } }),
    },
    states: {
      'reviewForm.editing.quiet': async (p, s) => {
        const f = form(p);
        await expect(f.getByLabel('Your review')).toHaveValue(s.context.text);
        await expect(f.getByRole('list', { name: 'Suggested keywords' })).toHaveCount(s.context.suggestions.length ? 1 : 0);
        await expect(f.getByRole('list', { name: 'Chosen keywords' }).getByRole('listitem')).toHaveCount(
          s.context.keywords.length,
        );
        if (s.context.fields.rating) await expect(f.getByText(s.context.fields.rating)).toBeVisible();
        if (s.context.fields.review_text) await expect(f.getByText(s.context.fields.review_text)).toBeVisible();
      },
      'reviewForm.editing.waiting': async (p, s) => expect(form(p).getByLabel('Your review')).toHaveValue(s.context.text),
      'reviewForm.editing.suggesting': async (p, s) => expect(form(p).getByLabel('Your review')).toHaveValue(s.context.text),
      'reviewForm.submitting': async (p) => expect(form(p).getByText('Saving your review…')).toBeVisible(),
      'reviewForm.refused': async (p, s) => {
        const f = form(p);
        if (s.context.fields.review_text) {
          await expect(f.getByText(s.context.fields.review_text)).toBeVisible();
          await expect(f.getByLabel('Your review')).toHaveAttribute('aria-invalid', 'true');
        } else await expect(f.getByRole('alert')).toContainText(s.context.refusal!.message);
        await expect(f.getByLabel('Your review')).toHaveValue(s.context.text);
      },
      'reviewForm.saved': async (p) => expect(form(p).getByText('Thank you: your review is saved.')).toBeVisible(),
      'reviewForm.confirmingDelete': async (p) =>
        expect(form(p).getByRole('alertdialog', { name: 'Delete this review? It cannot be undone.' })).toBeVisible(),
      'reviewForm.deleting': async (p) => expect(form(p).getByText('Deleting your review…')).toBeVisible(),
      // The page closes the form once its review is gone.
      'reviewForm.deleted': async (p) => expect(form(p)).toHaveCount(0),
    },
    reload: async () => {
      for (const kind of ['keywords', 'save', 'remove'] as const)
        for (const r of held[kind].splice(0)) await r.abort().catch(() => {});
      await open();
    },
  };
  await driveFlow(page, spec);
});

/**
 * Settings › Delete account (machines/account/accountDeletion.machine.ts) driven in Chromium from
 * its own paths: loading (with a sign-in's cancellation said, or not, or an outage), Delete my
 * account, the password typed (empty refused here), verifying, refused by the server or
 * unreachable, Back, and grace with the date. Both calls are held until the step that names
 * them answers; after every step the page must show what the machine's snapshot says.
 */
import type { Page, Route } from '@playwright/test';
import { fromPromise } from 'xstate';
import type { DeletionState } from '../../contract/account-deletion';
import { accountDeletionMachine, type AccountDeletionEvent } from '../../machines/account/accountDeletion.machine';
import { expect, signIn, test } from '../e2e/fixtures';
import { driveFlow, type FlowSpec } from './driver';
import { waitOf } from '../e2e/slowness';

type M = typeof accountDeletionMachine;
const PATH = '/api/account/v1/deletion';
const PLAIN: DeletionState = { confirm_with: 'password', scheduled_for: null, cancelled_at: null };
const CANCELLED: DeletionState = { confirm_with: 'password', scheduled_for: null, cancelled_at: '2030-01-02T10:00:00.000Z' };
const SCHEDULED: DeletionState = { confirm_with: 'password', scheduled_for: '2030-01-16T10:00:00.000Z', cancelled_at: null };
const WRONG = 'That is not your password.';

const box = (page: Page) => page.getByTestId('delete-account');

test('account deletion: every state and transition in Chromium', async ({ page }) => {
  test.setTimeout(waitOf(300_000));
  const held: { read: Route[]; schedule: Route[] } = { read: [], schedule: [] };
  await page.route(
    (url) => url.pathname === PATH,
    (route) => void (route.request().method() === 'GET' ? held.read : held.schedule).push(route),
  );
  const next = async (kind: keyof typeof held) => {
    await expect.poll(() => held[kind].length, { message: `the page made no ${kind} request` }).toBeGreaterThan(0);
    return held[kind].shift()!;
  };
  await signIn(page, 'caregiver', { at: '/settings/delete-account' });
  await expect(box(page)).toBeVisible();

  const never = <O, I>() => fromPromise<O, I>(() => new Promise<O>(() => {}));
  const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
  const error = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('500') });
  const spec: FlowSpec<M> = {
    name: 'accountDeletion',
    machine: accountDeletionMachine.provide({
      actors: { readDeletion: never(), scheduleDeletion: never() },
      actions: { signOut: () => {} },
    }),
    stateKey: (s) => ({ value: s.value, c: { ...s.context } }),
    events: (s) => {
      const events: Array<AccountDeletionEvent | { type: string; output?: unknown; error?: unknown }> = [
        { type: 'deletion.start' },
        ...(s.context.secret ? [] : [{ type: 'deletion.edit', value: 'my-password-1' } as const]),
        { type: 'deletion.submit' },
        { type: 'deletion.back' },
        { type: 'deletion.retry' },
      ];
      if (s.matches('loading')) events.push(done('readDeletion', PLAIN), done('readDeletion', CANCELLED), error('readDeletion'));
      if (s.matches('verifying'))
        events.push(
          done('scheduleDeletion', { ok: true, state: SCHEDULED }),
          done('scheduleDeletion', { ok: false, reason: WRONG }),
          error('scheduleDeletion'),
        );
      return events as never;
    },
    actions: {
      'deletion.start': async ({ page: p }) => box(p).getByRole('button', { name: 'Delete my account' }).click(),
      'deletion.edit': async ({ page: p }, e) =>
        box(p)
          .getByLabel('Your password')
          .fill((e as { value: string }).value),
      'deletion.submit': async ({ page: p }) => box(p).getByRole('button', { name: 'Delete my account in 14 days' }).click(),
      'deletion.back': async ({ page: p }) => box(p).getByRole('button', { name: 'Back' }).click(),
      'deletion.retry': async ({ page: p }) => box(p).getByRole('button', { name: 'Try again' }).click(),
      'xstate.done.actor.readDeletion': async (_, e) =>
        (await next('read')).fulfill({ json: { data: (e as unknown as { output: DeletionState }).output } }),
      'xstate.error.actor.readDeletion': async () => (await next('read')).fulfill({ status: 500, json: { error: 'down' } }),
      'xstate.done.actor.scheduleDeletion': async ({ before }, e) => {
        const route = await next('schedule');
        expect(route.request().postDataJSON()).toEqual({ secret: before.context.secret });
        const outcome = (e as unknown as { output: { ok: boolean } }).output;
        await (outcome.ok
          ? route.fulfill({ status: 202, json: { data: SCHEDULED } })
          : route.fulfill({ status: 400, json: { error: 'wrong password', fields: { secret: WRONG } } }));
      },
      'xstate.error.actor.scheduleDeletion': async () =>
        (await next('schedule')).fulfill({ status: 500, json: { error: 'down' } }),
    },
    states: {
      'accountDeletion.loading': async (p) => expect(box(p).getByText('Loading…')).toBeVisible(),
      'accountDeletion.unavailable': async (p) => expect(box(p).getByRole('alert')).toContainText("Couldn't load this section."),
      'accountDeletion.shown': async () => {},
      'accountDeletion.idle': async (p) => {
        await expect(box(p).getByRole('button', { name: 'Delete my account' })).toBeVisible();
        await expect(box(p).getByText(/deletion was cancelled/)).toHaveCount(0);
      },
      'accountDeletion.cancelled': async (p) =>
        expect(box(p).getByRole('status')).toContainText("Your account's deletion was cancelled when you signed in on"),
      'accountDeletion.confirm': async (p, s) => {
        await expect(box(p).getByLabel('Your password')).toHaveValue(s.context.secret);
        if (s.context.error) await expect(box(p).getByText(s.context.error)).toBeVisible();
      },
      'accountDeletion.verifying': async (p) => expect(box(p).getByRole('button', { name: 'Checking…' })).toBeDisabled(),
      'accountDeletion.grace': async (p) => {
        await expect(box(p).getByRole('status')).toContainText('Your account will be deleted on');
        await expect(box(p).getByRole('button', { name: 'Sign out' })).toBeVisible();
      },
    },
    skip: {
      'accountDeletion.grace --deletion.signOut[0]--> (self)':
        'signs this page out (the session has ended on the server); the model test proves the action',
    },
    reload: async () => {
      for (const kind of ['read', 'schedule'] as const) for (const r of held[kind].splice(0)) await r.abort().catch(() => {});
      await page.goto('/settings/delete-account');
      await expect(box(page)).toBeVisible();
    },
  };
  await driveFlow(page, spec);
});

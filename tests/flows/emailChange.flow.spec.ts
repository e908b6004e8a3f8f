/**
 * Settings › Account's e-mail change (machines/account/emailChange.machine.ts) driven in Chromium
 * from its own paths, starting as the link in the mail opens it (/settings?confirm_email=…):
 * confirming (confirmed, the link refused, an outage), then loading, editing, the form refused
 * here and by the server, saving, awaiting the link with Resend and Cancel. Every call is held
 * until the step that names it answers; after every step the page must show what the machine's
 * snapshot says.
 */
import type { Page, Route } from '@playwright/test';
import { fromPromise } from 'xstate';
import type { EmailState } from '../../contract/account-email';
import { emailChangeMachine, type EmailChangeEvent } from '../../machines/account/emailChange.machine';
import { expect, signIn, test } from '../e2e/fixtures';
import { driveFlow, type FlowSpec } from './driver';
import { waitOf } from '../e2e/slowness';

type M = typeof emailChangeMachine;
const BASE = '/api/account/v1/email';
const CALLS = {
  readEmail: ['GET', BASE],
  requestChange: ['POST', BASE],
  resendLink: ['POST', `${BASE}/resend`],
  cancelChange: ['DELETE', `${BASE}/pending`],
  confirmChange: ['POST', `${BASE}/confirm`],
} as const;
type Call = keyof typeof CALLS;

const TOKEN = 'T'.repeat(43);
const OLD = 'maya@demo.test';
const NEW = 'maya@new.test';
const OTHER = 'maya@other.test';
const WAITING: EmailState = { email: OLD, pending: { new_email: NEW, expires_at: '2030-01-02T10:00:00.000Z' } };
const SETTLED: EmailState = { email: OLD, pending: null };
const EXPIRED = 'This link has expired. Ask for a new one.';
const TOO_SOON = 'A link was sent less than a minute ago. Try again in 42 seconds.';
const LABELS = { new_email: 'New e-mail address', current_password: 'Current password' } as const;

const box = (page: Page) => page.getByTestId('email-change');

test('e-mail change: every state and transition in Chromium', async ({ page }) => {
  test.setTimeout(waitOf(300_000));
  const held = new Map<Call, Route[]>(Object.keys(CALLS).map((k) => [k as Call, []]));
  await page.route(
    (url) => url.pathname.startsWith(BASE),
    (route) => {
      const path = new URL(route.request().url()).pathname;
      const call = (Object.entries(CALLS) as Array<[Call, readonly [string, string]]>).find(
        ([, [method, p]]) => method === route.request().method() && p === path,
      )?.[0];
      if (call) held.get(call)!.push(route);
      else void route.continue();
    },
  );
  const next = async (call: Call) => {
    await expect.poll(() => held.get(call)!.length, { message: `the page made no ${call} request` }).toBeGreaterThan(0);
    return held.get(call)!.shift()!;
  };
  const open = async () => {
    await page.goto(`/settings?confirm_email=${TOKEN}`);
    await expect(box(page)).toBeVisible();
  };
  await signIn(page, 'caregiver', { at: `/settings?confirm_email=${TOKEN}` });
  await expect(box(page)).toBeVisible();

  const never = <O, I>() => fromPromise<O, I>(() => new Promise<O>(() => {}));
  const done = (id: Call, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
  const error = (id: Call) => ({ type: `xstate.error.actor.${id}`, error: new Error('500') });
  const spec: FlowSpec<M> = {
    name: 'emailChange',
    machine: emailChangeMachine.provide({
      actors: {
        readEmail: never(),
        requestChange: never(),
        resendLink: never(),
        cancelChange: never(),
        confirmChange: never(),
      },
    }),
    input: { token: TOKEN },
    stateKey: (s) => ({ value: s.value, c: { ...s.context } }),
    events: (s) => {
      const v = s.context.values;
      const events: Array<EmailChangeEvent | { type: string; output?: unknown; error?: unknown }> = [
        ...(v.new_email ? [] : [{ type: 'email.edit', field: 'new_email', value: NEW } as const]),
        ...(v.current_password ? [] : [{ type: 'email.edit', field: 'current_password', value: 'secret-pass-1' } as const]),
        ...(v.new_email === NEW ? [{ type: 'email.edit', field: 'new_email', value: OTHER } as const] : []),
        { type: 'email.submit' },
        { type: 'email.resend' },
        { type: 'email.cancel' },
        { type: 'email.done' },
        { type: 'email.retry' },
      ];
      if (s.matches('loading')) events.push(done('readEmail', WAITING), done('readEmail', SETTLED), error('readEmail'));
      if (s.matches('saving'))
        events.push(
          done('requestChange', { ok: true, state: WAITING }),
          done('requestChange', { ok: false, fields: { new_email: 'An account with this e-mail already exists.' } }),
          error('requestChange'),
        );
      if (s.matches({ awaiting: 'resending' }))
        events.push(
          done('resendLink', { ok: true, state: WAITING }),
          done('resendLink', { ok: false, reason: TOO_SOON }),
          error('resendLink'),
        );
      if (s.matches({ awaiting: 'cancelling' })) events.push(done('cancelChange', SETTLED), error('cancelChange'));
      if (s.matches('confirming'))
        events.push(
          done('confirmChange', { ok: true, state: { email: NEW, pending: null } }),
          done('confirmChange', { ok: false, reason: EXPIRED }),
          error('confirmChange'),
        );
      return events as never;
    },
    actions: {
      'email.edit': async ({ page: p }, e) => {
        const { field, value } = e as { field: keyof typeof LABELS; value: string };
        await box(p).getByLabel(LABELS[field]).fill(value);
      },
      'email.submit': async ({ page: p }) => box(p).getByRole('button', { name: 'Change e-mail address' }).click(),
      'email.resend': async ({ page: p }) => box(p).getByRole('button', { name: 'Resend the link' }).click(),
      'email.cancel': async ({ page: p }) => box(p).getByRole('button', { name: 'Cancel the change' }).click(),
      'email.done': async ({ page: p }) => box(p).getByRole('button', { name: 'OK' }).click(),
      'email.retry': async ({ page: p }) => box(p).getByRole('button', { name: 'Try again' }).click(),
      'xstate.done.actor.readEmail': async (_, e) =>
        (await next('readEmail')).fulfill({ json: { data: (e as unknown as { output: EmailState }).output } }),
      'xstate.error.actor.readEmail': async () => (await next('readEmail')).fulfill({ status: 500, json: { error: 'down' } }),
      'xstate.done.actor.requestChange': async ({ before }, e) => {
        const route = await next('requestChange');
        expect(route.request().postDataJSON()).toEqual(before.context.values);
        const outcome = (e as unknown as { output: { ok: boolean; state?: EmailState; fields?: object } }).output;
        await (outcome.ok
          ? route.fulfill({ status: 202, json: { data: outcome.state } })
          : route.fulfill({ status: 400, json: { error: 'invalid e-mail change', fields: outcome.fields } }));
      },
      'xstate.error.actor.requestChange': async () =>
        (await next('requestChange')).fulfill({ status: 500, json: { error: 'down' } }),
      'xstate.done.actor.resendLink': async (_, e) => {
        const outcome = (e as unknown as { output: { ok: boolean; state?: EmailState; reason?: string } }).output;
        await (
          await next('resendLink')
        ).fulfill(
          outcome.ok
            ? { json: { data: outcome.state } }
            : { status: 429, headers: { 'retry-after': '42' }, json: { error: 'too soon', message: outcome.reason } },
        );
      },
      'xstate.error.actor.resendLink': async () => (await next('resendLink')).fulfill({ status: 500, json: { error: 'down' } }),
      'xstate.done.actor.cancelChange': async () => (await next('cancelChange')).fulfill({ json: { data: SETTLED } }),
      'xstate.error.actor.cancelChange': async () =>
        (await next('cancelChange')).fulfill({ status: 500, json: { error: 'down' } }),
      'xstate.done.actor.confirmChange': async (_, e) => {
        const route = await next('confirmChange');
        expect(route.request().postDataJSON()).toEqual({ token: TOKEN });
        const outcome = (e as unknown as { output: { ok: boolean; state?: EmailState } }).output;
        await (outcome.ok
          ? route.fulfill({ json: { data: outcome.state } })
          : route.fulfill({ status: 410, json: { error: 'expired', message: EXPIRED } }));
      },
      'xstate.error.actor.confirmChange': async () =>
        (await next('confirmChange')).fulfill({ status: 500, json: { error: 'down' } }),
    },
    states: {
      'emailChange.start': async () => {},
      'emailChange.loading': async (p) => expect(box(p).getByText('Loading…')).toBeVisible(),
      'emailChange.confirming': async (p) => {
        await expect(box(p).getByText('Confirming your new e-mail address…')).toBeVisible();
        // The token left the address at once: a reload does not open the link again.
        expect(new URL(p.url()).searchParams.has('confirm_email')).toBe(false);
      },
      'emailChange.unavailable': async (p) =>
        expect(box(p).getByRole('alert')).toContainText("Couldn't load your e-mail address."),
      'emailChange.editing': async (p, s) => {
        await expect(box(p).getByText(`Your address is ${s.context.email}.`)).toBeVisible();
        await expect(box(p).getByLabel(LABELS.new_email)).toHaveValue(s.context.values.new_email);
      },
      'emailChange.saving': async (p) => expect(box(p).getByRole('button', { name: 'Sending the link…' })).toBeDisabled(),
      'emailChange.refused': async (p, s) => {
        for (const [field, sentence] of Object.entries(s.context.errors))
          if (sentence) {
            await expect(box(p).getByText(sentence)).toBeVisible();
            await expect(box(p).getByLabel(LABELS[field as keyof typeof LABELS])).toHaveAttribute('aria-invalid', 'true');
          }
      },
      'emailChange.failed': async (p, s) => {
        await expect(box(p).getByRole('alert')).toContainText("Couldn't ask for the change.");
        await expect(box(p).getByLabel(LABELS.current_password)).toHaveValue(s.context.values.current_password);
      },
      'emailChange.awaiting.idle': async (p, s) => {
        await expect(box(p).getByText(`Waiting for confirmation to ${NEW}.`)).toBeVisible();
        if (s.context.notice) await expect(box(p).getByText(s.context.notice)).toBeVisible();
        await expect(box(p).getByRole('button', { name: 'Resend the link' })).toBeEnabled();
      },
      'emailChange.awaiting.resending': async (p) =>
        expect(box(p).getByRole('button', { name: 'Resend the link' })).toBeDisabled(),
      'emailChange.awaiting.cancelling': async (p) =>
        expect(box(p).getByRole('button', { name: 'Cancel the change' })).toBeDisabled(),
      'emailChange.confirmed': async (p) =>
        expect(box(p).getByRole('status')).toContainText(`Your e-mail address is now ${NEW}.`),
      'emailChange.linkRefused': async (p, s) => expect(box(p).getByRole('alert')).toContainText(s.context.notice!),
    },
    skip: {
      'emailChange.start --[1]--> emailChange.loading':
        'the page opened without a link: this flow starts from the link each time (one input); the model test takes it',
    },
    reload: async () => {
      for (const routes of held.values()) for (const r of routes.splice(0)) await r.abort().catch(() => {});
      await open();
    },
  };
  await driveFlow(page, spec);
});

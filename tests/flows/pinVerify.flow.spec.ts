/**
 * The PIN asked for before a protected page, and Forgot PIN (machines/pin/pinVerify.machine.ts),
 * driven in Chromium from its own paths. Every pin-manager call the dialog makes is held until
 * the step that answers it (a wrong PIN with the tries left, the lockout, a code sent or refused,
 * the new PIN saved with the code), and the page's timers run on Playwright's clock, so the
 * lockout and the 30 s before Resend pass when a step says so, in the page as in the machine.
 */
import type { Page, Route } from '@playwright/test';
import { fromPromise } from 'xstate';
import { PIN_LENGTH } from '../../machines/domain/pinBoxes';
import {
  pinVerifyMachine,
  SEND_FAILURE_TEXT,
  type CodeFailure,
  type CodeSent,
  type PinFailure,
  type PinVerifyEvent,
  type SendFailure,
} from '../../machines/pin/pinVerify.machine';
import { pinSetupMachine } from '../../machines/pin/pinSetup.machine';
import { expect, PIN_INTRO, signUpFresh, test } from '../e2e/fixtures';
import { box, paste, putAwayWelcomeHints } from '../e2e/pinBoxes';
import { delayOf, driveFlow, type FlowSpec } from './driver';
import { waitOf } from '../e2e/slowness';

test.use({ pinIntro: 'keep' });

type M = typeof pinVerifyMachine;
const API = '/api/pin-manager/v1';
const CALLS = {
  checkPin: `${API}/pin/verify`,
  sendCode: `${API}/pin/reset`,
  resendCode: `${API}/otp/resend`,
  checkCode: `${API}/otp/verify`,
  savePin: `${API}/pin`,
} as const;
type Call = keyof typeof CALLS;

const LOCK_SECONDS = 900;
const SENT: CodeSent = { sentTo: 'f•••@example.test', resendAfter: 30 };
const pinDialog = (page: Page) => page.getByTestId('pin-dialog');

const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => {}));
const refused = (failure: PinFailure | CodeFailure | SendFailure) => Object.assign(new Error('refused'), { failure });

test('PIN verify and Forgot PIN: every state and transition in Chromium', async ({ page }) => {
  test.setTimeout(waitOf(300_000));
  // The page's timers on a clock the steps move (time also passes as usual in between).
  await page.clock.install();

  // A real PIN first, through the intro: the gate then asks for it on /user-profile.
  await signUpFresh(page, 'flowverify');
  await putAwayWelcomeHints(page);
  await page.getByRole('dialog', { name: PIN_INTRO }).getByRole('button', { name: 'Set Up PIN' }).click();
  await expect(box(page, 0)).toBeFocused();
  await page.keyboard.type('135790135790', { delay: 10 });
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: 'Your PIN is set' }).getByRole('button', { name: 'Done' }).click();

  const held = new Map<Call, Route[]>(Object.keys(CALLS).map((k) => [k as Call, []]));
  for (const [call, path] of Object.entries(CALLS) as Array<[Call, string]>) {
    const method = call === 'savePin' ? 'PUT' : 'POST';
    await page.route(
      (url) => url.pathname === path,
      (route) => (route.request().method() === method ? void held.get(call)!.push(route) : route.fallback()),
    );
  }
  const next = async (call: Call) => {
    await expect.poll(() => held.get(call)!.length, { message: `the page sent no ${call} request` }).toBeGreaterThan(0);
    return held.get(call)!.shift()!;
  };
  // The page's clock (moved on by earlier steps), not this process's: the page counts down from it.
  const isoIn = async (p: Page, seconds: number) => new Date((await p.evaluate(() => Date.now())) + seconds * 1000).toISOString();

  const openVerify = async (p: Page) => {
    for (const routes of held.values()) routes.length = 0;
    await p.goto('/user-profile');
    await expect(p.getByRole('dialog', { name: 'Enter your PIN' })).toBeVisible();
  };
  await openVerify(page);

  const machine = pinVerifyMachine.provide({
    actors: {
      checkPin: never(),
      sendCode: never(),
      checkCode: never(),
      newPin: pinSetupMachine.provide({ actors: { savePin: never() }, actions: { 'remember skip': () => {} } }),
    },
  });
  const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output });
  const fail = (id: string, failure: PinFailure | CodeFailure | SendFailure) => ({
    type: `xstate.error.actor.${id}`,
    error: refused(failure),
  });

  const spec: FlowSpec<M> = {
    name: 'pinVerify',
    machine,
    input: { purpose: 'unlock' },
    // What the guards read; the rest (Show PIN, a failure text) is checked from the shadow's context.
    stateKey: (s) => ({
      value: s.value,
      filled: s.context.pinBoxes.every(Boolean),
      otp: s.context.otp.length === PIN_LENGTH,
    }),
    // One way through each transition: enough to take every edge, few enough to replay in a minute or two.
    events: (s) => {
      const events: Array<PinVerifyEvent | { type: string; output?: unknown; error?: unknown }> = [];
      const filled = s.context.pinBoxes.every(Boolean);
      if (s.matches('entering') && !filled) {
        events.push(
          { type: 'pin.paste', index: 0, text: '246810' },
          { type: 'pin.digit', index: s.context.focus, value: '1' },
          { type: 'pin.focus', index: 2 },
          { type: 'pin.forgot' },
          { type: 'pin.cancel' },
        );
        if (!s.context.visible) events.push({ type: 'pin.toggleVisible' });
      }
      if (s.matches('entering') && filled) events.push({ type: 'pin.submit' }, { type: 'pin.backspace', index: PIN_LENGTH - 1 });
      if (s.matches('checking')) {
        events.push(
          done('checkPin'),
          fail('checkPin', { kind: 'wrong', attemptsLeft: 3 }),
          fail('checkPin', { kind: 'locked', seconds: LOCK_SECONDS }),
          { type: 'pin.cancel' },
        );
      }
      if (s.matches('locked')) {
        events.push({ type: 'after:second' }, { type: 'after:lockout' }, { type: 'pin.forgot' }, { type: 'pin.cancel' });
      }
      if (s.matches({ forgot: 'sending' })) {
        events.push(
          done('sendCode', SENT),
          fail('sendCode', { kind: 'too soon', seconds: 20 }),
          fail('sendCode', { kind: 'unavailable' }),
          { type: 'pin.cancel' },
        );
      }
      if (s.matches({ forgot: 'sendFailed' })) events.push({ type: 'pin.resend' });
      if (s.matches({ forgot: 'code' })) {
        const typing = s.matches({ forgot: { code: { entry: 'typing' } } });
        const otp = s.context.otp.length === PIN_LENGTH;
        const resend = (state: string) => s.matches({ forgot: { code: { resend: state } } } as never);
        if (typing && !otp && resend('waiting')) {
          // Time passes only while no request is held (a held request would time out).
          events.push(
            { type: 'pin.code', value: '482 913' },
            { type: 'after:second' },
            { type: 'after:resendCooldown' },
            { type: 'pin.cancel' },
          );
        }
        if (typing && otp && resend('waiting')) events.push({ type: 'pin.submit' });
        if (!typing && resend('waiting')) {
          events.push(
            done('checkCode'),
            fail('checkCode', { kind: 'wrong', attemptsLeft: 4 }),
            fail('checkCode', { kind: 'expired' }),
          );
        }
        if (typing && !otp && resend('ready')) events.push({ type: 'pin.resend' });
        if (typing && !otp && resend('resending')) {
          events.push(
            done('resendCode', SENT),
            fail('resendCode', { kind: 'too soon', seconds: 20 }),
            fail('resendCode', { kind: 'unavailable' }),
          );
        }
      }
      if (s.matches('newPin'))
        events.push(done('newPin', { saved: true }), done('newPin', { saved: false }), { type: 'pin.cancel' });
      return events as never;
    },
    actions: {
      'pin.paste': async ({ page: p }, e) => {
        const { index, text } = e as Extract<PinVerifyEvent, { type: 'pin.paste' }>;
        await paste(p, index, text);
      },
      'pin.digit': async ({ page: p }, e) => {
        const { index, value } = e as Extract<PinVerifyEvent, { type: 'pin.digit' }>;
        await box(p, index).focus();
        await p.keyboard.type(value);
      },
      'pin.backspace': async ({ page: p }, e) => {
        await box(p, (e as Extract<PinVerifyEvent, { type: 'pin.backspace' }>).index).focus();
        await p.keyboard.press('Backspace');
      },
      'pin.focus': async ({ page: p }, e) => box(p, (e as Extract<PinVerifyEvent, { type: 'pin.focus' }>).index).click(),
      'pin.toggleVisible': async ({ page: p }) => pinDialog(p).getByRole('button', { name: 'Show PIN' }).click(),
      'pin.submit': async ({ page: p, before }) => {
        if (before.matches('entering')) {
          await box(p, 0).focus();
          await p.keyboard.press('Enter');
        } else await pinDialog(p).getByRole('button', { name: 'Continue' }).click();
      },
      'pin.forgot': async ({ page: p, before }) =>
        pinDialog(p)
          .getByRole('button', { name: before.matches('locked') ? 'Forgot PIN' : 'Forgot PIN?' })
          .click(),
      // Escape closes whichever dialog shows (the new PIN's too: its setup flow ends unsaved).
      'pin.cancel': async ({ page: p }) => p.keyboard.press('Escape'),
      'pin.code': async ({ page: p }, e) =>
        p.getByLabel('Code from the e-mail').fill((e as Extract<PinVerifyEvent, { type: 'pin.code' }>).value),
      'pin.resend': async ({ page: p, before }) =>
        pinDialog(p)
          .getByRole('button', { name: before.matches({ forgot: 'sendFailed' }) ? 'Try again' : 'Resend code' })
          .click(),
      'after:second': async ({ page: p }) => p.clock.fastForward(1000),
      'after:lockout': async ({ page: p, before }) =>
        p.clock.fastForward(delayOf(machine, 'xstate.after.lockout.x', before as never)),
      'after:resendCooldown': async ({ page: p, before }) =>
        p.clock.fastForward(delayOf(machine, 'xstate.after.resendCooldown.x', before as never)),
      'xstate.done.actor.checkPin': async () => {
        const route = await next('checkPin');
        expect(route.request().postDataJSON()).toEqual({ pin: '246810' });
        await route.fulfill({ json: { verified: true } });
      },
      'xstate.error.actor.checkPin': async ({ page: p }, e) => {
        const failure = (e as unknown as { error: { failure: PinFailure } }).error.failure;
        const route = await next('checkPin');
        if (failure.kind === 'locked')
          await route.fulfill({
            status: 423,
            json: { error: 'locked', locked_until: await isoIn(p, failure.seconds), attempts_left: 0 },
          });
        else
          await route.fulfill({
            status: 403,
            json: { error: 'wrong pin', attempts_left: (failure as { attemptsLeft: number }).attemptsLeft },
          });
      },
      'xstate.done.actor.sendCode': async () => {
        await (
          await next('sendCode')
        ).fulfill({ status: 202, json: { sent_to: SENT.sentTo, expires_in: 600, resend_after: SENT.resendAfter } });
      },
      'xstate.error.actor.sendCode': async (_, e) =>
        answerSend(await next('sendCode'), (e as unknown as { error: { failure: SendFailure } }).error.failure),
      'xstate.done.actor.resendCode': async () => {
        await (
          await next('resendCode')
        ).fulfill({ status: 202, json: { sent_to: SENT.sentTo, expires_in: 600, resend_after: SENT.resendAfter } });
      },
      'xstate.error.actor.resendCode': async (_, e) =>
        answerSend(await next('resendCode'), (e as unknown as { error: { failure: SendFailure } }).error.failure),
      'xstate.done.actor.checkCode': async () => {
        const route = await next('checkCode');
        expect(route.request().postDataJSON()).toEqual({ otp: '482913' });
        await route.fulfill({ json: { valid: true } });
      },
      'xstate.error.actor.checkCode': async (_, e) => {
        const failure = (e as unknown as { error: { failure: CodeFailure } }).error.failure;
        const route = await next('checkCode');
        if (failure.kind === 'expired') await route.fulfill({ status: 410, json: { error: 'code expired' } });
        else
          await route.fulfill({
            status: 403,
            json: { error: 'wrong code', attempts_left: (failure as { attemptsLeft: number }).attemptsLeft },
          });
      },
      // The new PIN twice in the setup flow's boxes, saved with the code (PUT /pin), then Done; or Escape.
      'xstate.done.actor.newPin': async ({ page: p }, e) => {
        if (!(e as unknown as { output: { saved: boolean } }).output.saved) {
          await p.keyboard.press('Escape');
          return;
        }
        await paste(p, 0, '246813');
        await paste(p, PIN_LENGTH, '246813');
        await box(p, 0).focus();
        await p.keyboard.press('Enter');
        const route = await next('savePin');
        expect(route.request().postDataJSON()).toEqual({ new_pin: '246813', otp: '482913' });
        await route.fulfill({ json: { has_pin: true, active: true, locked_until: null, attempts_left: 5 } });
        await p.getByRole('dialog', { name: 'Your PIN is set' }).getByRole('button', { name: 'Done' }).click();
      },
    },
    states: {
      'pinVerify.starting': async () => {
        throw new Error('starting is transient');
      },
      'pinVerify.entering.incomplete': async (p, s) => {
        await expect(p.getByRole('dialog', { name: 'Enter your PIN' })).toBeVisible();
        for (const [i, c] of s.context.pinBoxes.entries()) await expect(box(p, i)).toHaveValue(c);
        await expect(box(p, 0)).toHaveAttribute('type', s.context.visible ? 'text' : 'password');
        await expect(pinDialog(p).getByRole('button', { name: 'Unlock' })).toBeDisabled();
        if (s.context.failure) await expect(pinDialog(p).getByText(s.context.failure)).toBeVisible();
      },
      'pinVerify.entering.complete': async (p) => {
        await expect(pinDialog(p).getByRole('button', { name: 'Unlock' })).toBeEnabled();
      },
      'pinVerify.checking': async (p) => {
        await expect(pinDialog(p).getByRole('button', { name: 'Checking…' })).toBeDisabled();
      },
      'pinVerify.locked.counting': async (p) => {
        await expect(pinDialog(p).getByRole('alert')).toContainText('Too many wrong tries');
        await expect(p.getByTestId('pin-lock-countdown')).toHaveText(/^1[45]:\d\d$/);
      },
      'pinVerify.forgot.sending': async (p) => {
        await expect(pinDialog(p).getByText('Sending a code to your e-mail…')).toBeVisible();
      },
      'pinVerify.forgot.sendFailed': async (p) => {
        await expect(pinDialog(p).getByRole('alert')).toHaveText(SEND_FAILURE_TEXT);
      },
      'pinVerify.forgot.code.entry.typing': async (p, s) => {
        await expect(p.getByLabel('Code from the e-mail')).toHaveValue(s.context.otp);
        if (s.context.failure) await expect(pinDialog(p).getByText(s.context.failure)).toBeVisible();
      },
      'pinVerify.forgot.code.entry.checking': async (p) => {
        await expect(pinDialog(p).getByRole('button', { name: 'Checking…' })).toBeDisabled();
      },
      'pinVerify.forgot.code.resend.waiting.counting': async (p) => {
        await expect(pinDialog(p).getByRole('button', { name: /^Resend in \d+:\d\d$/ })).toBeDisabled();
      },
      'pinVerify.forgot.code.resend.ready': async (p) => {
        await expect(pinDialog(p).getByRole('button', { name: 'Resend code' })).toBeEnabled();
      },
      'pinVerify.forgot.code.resend.resending': async (p) => {
        await expect(pinDialog(p).getByRole('button', { name: 'Sending…' })).toBeDisabled();
      },
      'pinVerify.newPin': async (p) => {
        await expect(p.getByRole('dialog', { name: 'Choose a new PIN' })).toBeVisible();
      },
      'pinVerify.verified': async (p) => {
        await expect(pinDialog(p)).toHaveCount(0);
        await expect(p.getByRole('heading', { name: 'Your profile', exact: true })).toBeVisible();
      },
      'pinVerify.cancelled': async (p) => {
        await expect(pinDialog(p)).toHaveCount(0);
        await expect(p).toHaveURL(/\/dashboard$/);
      },
    },
    skip: {
      'pinVerify.starting --[0]--> pinVerify.forgot':
        'Change PIN starts at the code: tests/e2e/pin.spec.ts (Settings, Change PIN)',
      'pinVerify.starting --[1]--> pinVerify.locked':
        'a lockout already running when the dialog opens: tests/e2e/pin.spec.ts (reload during a lockout)',
    },
    reload: openVerify,
  };
  await driveFlow(page, spec);
});

async function answerSend(route: Route, failure: SendFailure) {
  if (failure.kind === 'too soon')
    await route.fulfill({ status: 429, json: { error: 'wait before asking again', retry_after: failure.seconds } });
  else await route.fulfill({ status: 503, json: { error: 'unavailable' } });
}

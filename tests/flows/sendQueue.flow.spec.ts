/**
 * The send queue (machines/messaging/sendQueue.machine.ts) driven in Chromium from its own
 * paths: messages typed and sent with Enter in the caregiver's conversation with Jordan Lee,
 * each POST held until the step that names it answers (stored, or failed), Retry and Delete on
 * the message not sent. After every step the page shows what the queue's snapshot says: one
 * message sending, the rest waiting, a failed one first with the reason.
 */
import type { Page, Route } from '@playwright/test';
import { fromPromise } from 'xstate';
import { sendQueueMachine, type SendInput, type SendQueueEvent } from '../../machines/messaging/sendQueue.machine';
import { ChatRefused, UNAVAILABLE, type ChatMessage } from '../../machines/messaging/messaging.types';
import { expect, signIn, test } from '../e2e/fixtures';
import { driveFlow, type FlowSpec } from './driver';
import { waitOf } from '../e2e/slowness';

type M = typeof sendQueueMachine;
const SEND = '/api/chat-server/v2/chat/coordinator/messages';
const outgoing = (page: Page) => page.getByRole('log', { name: 'Messages' }).getByTestId('outgoing');

test('send queue: every state and transition in Chromium', async ({ page }) => {
  test.setTimeout(waitOf(240_000));
  const held: Route[] = [];
  await page.route(
    (url) => url.pathname === SEND,
    (route) => void held.push(route),
  );
  const next = async () => {
    await expect.poll(() => held.length, { message: 'the page sent no message' }).toBeGreaterThan(0);
    return held.shift()!;
  };
  await signIn(page, 'caregiver');
  const open = async () => {
    await page.goto('/people-chat?u=coordinator');
    await expect(page.getByRole('log', { name: 'Messages' }).getByTestId('message').first()).toBeVisible();
    for (const r of held.splice(0)) await r.abort().catch(() => {});
  };
  await open();
  let stored = 900_000;

  const never = fromPromise<ChatMessage, SendInput>(() => new Promise<ChatMessage>(() => {}));
  const spec: FlowSpec<M> = {
    name: 'sendQueue',
    // Alone, the queue has no conversation to tell: the page's conversation shows what it sent.
    machine: sendQueueMachine.provide({ actors: { sendMessage: never }, actions: { 'report sent': () => {} } }),
    input: { to: { userName: 'coordinator' } },
    stateKey: (s) => ({ value: s.value, items: s.context.items.length, failure: s.context.failure !== null }),
    events: (s) => {
      const n = s.context.items.length;
      const events: Array<SendQueueEvent | { type: string; output?: unknown; error?: unknown }> = [];
      if (n < 2)
        events.push({ type: 'queue.enqueue', item: { clientId: `c${n + 1}`, body: `Queued ${n + 1}`, attachment: null } });
      if (s.matches('sending'))
        events.push(
          { type: 'xstate.done.actor.sendMessage', output: null },
          { type: 'xstate.error.actor.sendMessage', error: new ChatRefused(UNAVAILABLE.messaging) },
        );
      if (s.matches('halted'))
        events.push({ type: 'queue.retry' }, { type: 'queue.discard', clientId: s.context.items[0]?.clientId ?? '' });
      return events as never;
    },
    // Delete names the message the page has first, whatever path put it there.
    bind: (event, _model, shadow) =>
      event.type === 'queue.discard' ? { ...event, clientId: shadow.context.items[0]?.clientId ?? '' } : event,
    actions: {
      'queue.enqueue': async ({ page: p, run }, e) => {
        const { item } = e as Extract<SendQueueEvent, { type: 'queue.enqueue' }>;
        const box = p.getByRole('textbox', { name: /^Message / });
        await box.fill(`${item.body} (run ${run})`);
        await box.press('Enter');
      },
      'xstate.done.actor.sendMessage': async () => {
        const route = await next();
        const sent = route.request().postDataJSON() as { message: string; client_id: string };
        await route.fulfill({
          status: 201,
          json: {
            data: {
              id: stored++,
              chat_id: 1,
              sender_id: 1,
              body: sent.message,
              sent_at: new Date().toISOString(),
              client_id: sent.client_id,
              attachment: null,
            },
          },
        });
      },
      'xstate.error.actor.sendMessage': async () => (await next()).fulfill({ status: 500, json: { error: 'unavailable' } }),
      'queue.retry': async ({ page: p }) => outgoing(p).first().getByRole('button', { name: 'Retry' }).click(),
      'queue.discard': async ({ page: p }) =>
        outgoing(p)
          .first()
          .getByRole('button', { name: /^Delete/ })
          .click(),
    },
    states: {
      'sendQueue.idle': async (p) => expect(outgoing(p)).toHaveCount(0),
      'sendQueue.sending': async (p, s) => {
        await expect(outgoing(p)).toHaveCount(s.context.items.length);
        await expect(outgoing(p).first()).toHaveAttribute('data-status', 'sending');
        if (s.context.items.length > 1) await expect(outgoing(p).nth(1)).toHaveAttribute('data-status', 'waiting');
      },
      'sendQueue.halted': async (p, s) => {
        await expect(outgoing(p)).toHaveCount(s.context.items.length);
        await expect(outgoing(p).first()).toHaveAttribute('data-status', 'failed');
        await expect(outgoing(p).first().getByRole('alert')).toContainText(s.context.failure!);
        if (s.context.items.length > 1) await expect(outgoing(p).nth(1)).toHaveAttribute('data-status', 'waiting');
      },
    },
    reload: open,
  };
  await driveFlow(page, spec);
});

import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { DEMO, DEMO_PASSWORD, type DemoRole } from '../e2e/fixtures';
import { handOver, providerSession } from '../e2e/session';
import { waitOf } from '../e2e/slowness';
import { CLUSTER_NODE_PORTS, CLUSTER_ORIGIN } from './ports';

/*
 * Issue #39, as two people see it: two browsers through nginx (tests/cluster/setup.ts), each
 * pinned to its own node by the sticky cookie: Jordan Lee (the coordinator) on node 0, the
 * caregiver on node 1. A chat message the caregiver types, a booking the caregiver makes and a
 * follow request Jordan sends cross from one node to the other live. Then node 0 is killed:
 * Jordan's page moves to node 1 by itself, and what was written while it was away (a message,
 * a booking notice) arrives once, and the next message live.
 */

const UM = '/api/user-manager/v1';
const node = (i: number) => `http://localhost:${CLUSTER_NODE_PORTS[i]}`;
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications', exact: true }).getByTestId('toast');
const bellCount = async (page: Page) => Number(await page.getByTestId('badge-notifications').getAttribute('data-count'));
const log = (page: Page) => page.getByRole('log', { name: 'Messages' });
const composer = (page: Page) => page.getByRole('textbox', { name: /^Message / });
const bodies = (page: Page) => log(page).getByTestId('message').locator('p[dir="auto"]');

/** Through one node, as `token`'s person; anything but a 2xx fails with the server's answer. */
async function call<T>(nodeIndex: number, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${node(nodeIndex)}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${path} on node ${nodeIndex}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Signs a person in once (over HTTP) and opens a browser context pinned to `nodeIndex` by nginx's cookie. */
async function personOn(browser: Browser, role: DemoRole, nodeIndex: number) {
  const session = await providerSession(CLUSTER_ORIGIN, { login: DEMO[role].login, password: DEMO_PASSWORD });
  const context = await browser.newContext();
  const page = await context.newPage();
  await handOver(page, session, { skipPinIntro: true, hintsSeen: true });
  await context.addCookies([{ name: 'nh_node', value: `node${nodeIndex}`, url: CLUSTER_ORIGIN }]);
  const token = (JSON.parse(session.user) as { access_token: string }).access_token;
  return { context, page, token };
}

const pinnedTo = async (context: BrowserContext) =>
  (await context.cookies(CLUSTER_ORIGIN)).find((c) => c.name === 'nh_node')?.value;

async function openChat(page: Page, userName: string) {
  await page.goto(`/people-chat?u=${userName}`);
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await expect(log(page)).toBeVisible();
}

test('two browsers on two nodes: a message, a booking notice and a follow request cross; a node stops and nothing is lost', async ({
  browser,
}) => {
  test.setTimeout(waitOf(120_000));
  const t0 = Date.now();
  const jordan = await personOn(browser, 'coordinator', 0);
  const carer = await personOn(browser, 'caregiver', 1);
  const me = (token: string) =>
    call<{ data: { user_id: number } }>(1, token, 'GET', `${UM}/users/me`).then((r) => r.data.user_id);
  const [jordanId, carerId] = [await me(jordan.token), await me(carer.token)];
  const slots = await call<{ data: { available_dates: { slots: { start: string }[] }[] } }>(
    1,
    carer.token,
    'GET',
    `${UM}/mentor-booking/available-slots?conciergeId=${jordanId}&conciergeAuthId=${jordanId}`,
  );
  const starts = slots.data.available_dates.flatMap((d) => d.slots.map((s) => s.start));
  const book = (start: string) =>
    call(1, carer.token, 'POST', `${UM}/mentor-booking/schedule`, {
      conciergeId: jordanId,
      conciergeAuthId: String(jordanId),
      start,
      idempotency_key: randomUUID(),
    });

  await openChat(jordan.page, 'caregiver');
  await openChat(carer.page, 'coordinator');
  expect(await pinnedTo(jordan.context)).toBe('node0');
  expect(await pinnedTo(carer.context)).toBe('node1');
  const stamp = Date.now().toString(36);
  const send = async (text: string) => {
    await composer(carer.page).fill(text);
    await composer(carer.page).press('Enter');
    await expect(bodies(carer.page).last()).toHaveText(text);
  };

  // Node 1 to node 0: a message typed on the caregiver's page, a booking made through node 1.
  await send(`First ${stamp}`);
  await expect(bodies(jordan.page).last()).toHaveText(`First ${stamp}`);
  const bell = await bellCount(jordan.page);
  await book(starts[0]!);
  await expect(toasts(jordan.page).filter({ hasText: /booked a session with you/ })).toBeVisible();
  await expect.poll(() => bellCount(jordan.page)).toBe(bell + 1);
  // Node 0 to node 1: Jordan asks to follow the caregiver through node 0.
  await call(0, jordan.token, 'POST', `${UM}/users/${jordanId}/follow-requests`, { receiver_id: carerId });
  // Titled with the sender's display name, the sentence below it (as every notice from a person).
  await expect(toasts(carer.page).filter({ hasText: 'Jordan Lee' }).filter({ hasText: 'wants to follow you' })).toBeVisible();

  // Node 0 stops. What is written meanwhile through node 1 waits for Jordan's page, which
  // reconnects through nginx to node 1 with where it stopped.
  const [pid] = JSON.parse(process.env.CLUSTER_E2E_NODE_PIDS ?? '[]') as number[];
  process.kill(pid!, 'SIGKILL');
  await expect
    .poll(() =>
      fetch(`${node(0)}/config.json`).then(
        () => 'up',
        () => 'down',
      ),
    )
    .toBe('down');
  await send(`While node 0 was down ${stamp}`);
  await book(starts[1]!);
  const waitForReconnection = { timeout: waitOf(30_000) };
  await expect(bodies(jordan.page).last()).toHaveText(`While node 0 was down ${stamp}`, waitForReconnection);
  await expect.poll(() => bellCount(jordan.page), waitForReconnection).toBe(bell + 2);
  expect(await pinnedTo(jordan.context)).toBe('node1');
  // Live again on node 1, and every message once, in order.
  await send(`After ${stamp}`);
  await expect(bodies(jordan.page).last()).toHaveText(`After ${stamp}`);
  const seen = (await bodies(jordan.page).allTextContents()).filter((t) => t.includes(stamp));
  expect(seen).toEqual([`First ${stamp}`, `While node 0 was down ${stamp}`, `After ${stamp}`]);
  expect(await bellCount(jordan.page)).toBe(bell + 2);
  await jordan.context.close();
  await carer.context.close();
  console.log(`cluster e2e: ${((Date.now() - t0) / 1000).toFixed(1)} s in the test`);
});

import { chromium, expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { TEST_CHROMIUM_ARGS } from '../../scripts/browser.mjs';
import { DEMO, DEMO_PASSWORD, type DemoRole } from '../e2e/fixtures';
import { handOver, providerSession } from '../e2e/session';
import { waitOf } from '../e2e/slowness';
import { framesDecoded, trackConnections } from '../e2e/webrtcStats';
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

// First, while both nodes run: the spec's last test stops node 0.
test.describe('a call', () => {
  test("a session's call connects with one person on each node and ends for both: its signalling crosses through PostgreSQL", async () => {
    // 1.6 min measured alone with the machine's load average at 20 and more.
    test.setTimeout(waitOf(180_000));
    // The full browser with a fake camera and microphone (the headless shell's fake capture has no
    // camera), launched here: a group cannot change the launch options of the spec's browser.
    const browser = await chromium.launch({
      executablePath: process.env.E2E_FULL_CHROMIUM || undefined,
      args: [...TEST_CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
    });
    try {
      await callAcrossNodes(browser);
    } finally {
      await browser.close();
    }
  });
});

/** The coordinator on node 0 and the caregiver on node 1 join one session's call, connect, and the coordinator ends it. */
async function callAcrossNodes(browser: Browser) {
  const jordan = await personOn(browser, 'coordinator', 0);
  const carer = await personOn(browser, 'caregiver', 1);
  // The development hook, on node 0 itself (nginx passes the app's paths only).
  const made = await fetch(`${node(0)}/__dev/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      concierge: 'coordinator',
      booker: 'caregiver',
      start: new Date(Date.now() - 60_000).toISOString(),
      minutes: 30,
    }),
  });
  expect(made.status, await made.clone().text()).toBe(201);
  const session = (await made.json()) as { meeting_id: string };
  for (const p of [jordan.page, carer.page]) {
    await p.addInitScript(trackConnections);
    await p.goto(`/mentorship/call/${session.meeting_id}`);
    const join = p.getByTestId('device-check').getByRole('button', { name: 'Join', exact: true });
    await expect(join).toBeEnabled({ timeout: waitOf(20_000) });
    await join.click();
  }
  expect(await pinnedTo(jordan.context)).toBe('node0');
  expect(await pinnedTo(carer.context)).toBe('node1');
  // Each sees the other's video playing: the offer, answer and candidates went node to node.
  for (const p of [jordan.page, carer.page]) {
    await expect(p.getByTestId('call')).toHaveAttribute('data-state', 'connected', { timeout: waitOf(30_000) });
    await expect.poll(() => framesDecoded(p), { timeout: waitOf(20_000) }).toBeGreaterThan(30);
  }
  // A mute on node 1 shows on node 0.
  await carer.page.getByRole('toolbar', { name: 'Call controls' }).getByRole('button', { name: 'Mute' }).click();
  await expect(jordan.page.getByTestId('remote')).toHaveAttribute('data-muted', 'true');
  // The concierge ends it for both: the end crosses to node 1, and MEETING_ENDED's prompt reaches both.
  await jordan.page.getByRole('button', { name: 'End for both' }).click();
  await jordan.page.getByRole('alertdialog').getByRole('button', { name: 'End for both' }).click();
  for (const p of [jordan.page, carer.page]) {
    await expect(p.getByTestId('call-ended')).toContainText('The session has ended');
    await expect(p.getByTestId('meeting-ended').getByRole('link', { name: 'Leave a review' })).toHaveAttribute(
      'href',
      `/mentorship/reviews?meeting=${session.meeting_id}`,
    );
  }
  await jordan.context.close();
  await carer.context.close();
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

import type { Page } from '@playwright/test';
import { accessTokenOf, appURL, DEMO, DEMO_PASSWORD } from './fixtures';
import { providerSession } from './session';

/** Arranges data through the API as the token's person; anything but a 2xx fails the test with the server's answer. */
export async function call<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${appURL()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** `call` as the person signed in on `page`. */
export async function callAs<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return call<T>(await accessTokenOf(page), method, path, body);
}

/** A demo person's access token, signed in over HTTP (no page): for arranging data as them. */
export async function tokenOf(role: keyof typeof DEMO): Promise<string> {
  const session = await providerSession(appURL(), { login: DEMO[role].login, password: DEMO_PASSWORD });
  return (JSON.parse(session.user) as { access_token: string }).access_token;
}

const UM = '/api/user-manager/v1';

/**
 * A session of the person signed in on `page` with Jordan Lee (the demo coordinator), booked
 * through the API at a free time: the earliest of them, or the latest (a test that ends its
 * session keeps clear of the near times other tests book). Another lane may take a time
 * meanwhile: then the next one.
 */
export async function bookWithJordan(
  page: Page,
  { latest = false }: { latest?: boolean } = {},
): Promise<{ id: number; start: string; meeting_id: string; meeting_url: string }> {
  const concierges = await callAs<{ data: { user_id: number; user_name: string }[] }>(
    page,
    'GET',
    '/api/search-engine/v1/users?type=CONCIERGE',
  );
  const jordan = concierges.data.find((c) => c.user_name === 'coordinator')!.user_id;
  const slots = await callAs<{ data: { available_dates: { slots: { start: string }[] }[] } }>(
    page,
    'GET',
    `${UM}/mentor-booking/available-slots?conciergeId=${jordan}&conciergeAuthId=${jordan}`,
  );
  const free = slots.data.available_dates.flatMap((d) => d.slots);
  for (const slot of latest ? free.slice(-20) : free.slice(0, 20)) {
    const res = await page.request.post(`${appURL()}${UM}/mentor-booking/schedule`, {
      headers: { authorization: `Bearer ${await accessTokenOf(page)}` },
      data: { conciergeId: jordan, conciergeAuthId: String(jordan), start: slot.start, idempotency_key: crypto.randomUUID() },
    });
    if (res.ok())
      return ((await res.json()) as { data: { id: number; start: string; meeting_id: string; meeting_url: string } }).data;
  }
  throw new Error('no free time with Jordan Lee');
}

/**
 * A session between two demo people at any time, through the development hook (issue #61): a
 * call that opens now, or a session already completed (a review's test). The database refuses two
 * scheduled sessions of one concierge that overlap.
 */
export async function sessionAt(
  page: Page,
  body: { concierge: string; booker: string; start: string; minutes?: number; status?: 'scheduled' | 'completed' },
): Promise<{ id: number; meeting_id: string; start: string; end: string }> {
  const res = await page.request.post(`${appURL()}/__dev/sessions`, { data: body });
  if (res.status() !== 201) throw new Error(`session not made: ${res.status()} ${await res.text()}`);
  return (await res.json()) as { id: number; meeting_id: string; start: string; end: string };
}

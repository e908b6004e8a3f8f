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

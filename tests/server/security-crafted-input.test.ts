import { beforeAll, describe, expect, it } from 'vitest';
import { plainRichText } from '../../contract/notes-rich-text';
import { apiJson, serverPerFile, signIn, userIdOf } from './helpers';

/*
 * Issue #57 item 12: crafted input that answered 500 is a 400 naming the field: an export id of
 * 36 dashes, a member report in a community that does not exist, a NUL character ten levels deep
 * in a body, and a body nested 10,000 levels deep.
 */
const server = serverPerFile();
const SE = '/api/search-engine/v1';
let token = '';
let communityId = 0;
let memberId = 0;

beforeAll(async () => {
  token = String((await signIn(server.url, 'caregiver')).tokens.access_token);
  const made = await apiJson(
    server.url,
    'POST',
    `${SE}/communities`,
    { community_name: 'Crafted input', description: 'x' },
    token,
  );
  expect(made.status).toBe(201);
  communityId = made.body.data.community_id;
  const other = String((await signIn(server.url, 'careseeker')).tokens.access_token);
  memberId = await userIdOf(server.url, other);
});

/** `leaf` under `levels` objects: { a: { a: … leaf } }. */
const nested = (levels: number, leaf: unknown) => {
  let value = leaf;
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
};
const post = (body: unknown) =>
  apiJson(server.url, 'POST', `${SE}/community/posts`, { community_id: communityId, title: 'Crafted', body }, token);

describe('crafted input answers 400 with the field (#57.12)', () => {
  it('refuses an export id that is not a UUID', async () => {
    const res = await apiJson(server.url, 'GET', `/api/account/v1/exports/${'-'.repeat(36)}`, undefined, token);
    expect(res.status).toBe(400);
    expect(res.body.issues[0].path).toBe('params.id');
  });

  it('refuses a member report in a community that does not exist', async () => {
    expect(memberId).toBeGreaterThan(0);
    const res = await apiJson(
      server.url,
      'POST',
      `${SE}/community/reports`,
      { target_type: 'MEMBER', target_id: memberId, community_id: 987654, reason: 'SPAM' },
      token,
    );
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: 'body.community_id', message: 'no such community' }]);
  });

  it('refuses a NUL character ten levels deep', async () => {
    const withNul = { ...plainRichText('Hello'), extra: nested(10, 'a\u0000b') };
    const nul = await post(withNul);
    expect(nul.status).toBe(400);
    expect(nul.body.issues).toEqual([{ path: `body.body.extra${'.a'.repeat(10)}`, message: 'must not contain NUL characters' }]);
  });

  it('refuses a body nested 10,000 levels deep', async () => {
    // Written out by hand: JSON.stringify itself cannot go 10,000 levels deep.
    const body = JSON.stringify({ community_id: communityId, title: 'Crafted', body: { ...plainRichText('Hello'), extra: 0 } });
    const deepJson = body.replace('"extra":0', `"extra":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`);
    const res = await fetch(`${server.url}${SE}/community/posts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: deepJson,
    });
    const deep = { status: res.status, body: (await res.json()) as { issues: { path: string; message: string }[] } };
    expect(deep.status).toBe(400);
    expect(deep.body.issues[0]!.message).toBe('must not nest more than 64 levels deep');
    expect(deep.body.issues[0]!.path).toMatch(/^body\.body\.extra(\.a)+$/);
  });
});

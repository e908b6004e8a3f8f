// @postgres: issue #57 asks each of its items' tests to run on PGlite and on PostgreSQL; the block filter is in the people-search SQL (pg_trgm on PostgreSQL).
import { beforeAll, describe, expect, it } from 'vitest';
import { apiJson, serverPerFile, signUp, userIdOf } from './helpers';

/*
 * Issue #57 item 11: a block holds in people search, both ways. The blocked person's profile is a
 * 404 to the one who blocked them and the other way round; search finds neither for the other.
 */
const server = serverPerFile();
const suffix = Date.now().toString(36);
const names = { blocker: `quillon${suffix}`, blocked: `marrowby${suffix}` };
const people = {} as Record<keyof typeof names, { token: string; id: number }>;

const found = async (as: keyof typeof names, text: string) => {
  const res = await apiJson(server.url, 'POST', '/api/search-engine/v1/users', { search_text: text }, people[as].token);
  expect(res.status).toBe(200);
  return JSON.stringify(res.body.data.data).includes(text);
};
const foundGlobally = async (as: keyof typeof names, text: string) => {
  const res = await apiJson(server.url, 'POST', '/api/search-engine/v2/search', { search_text: text }, people[as].token);
  expect(res.status).toBe(200);
  return JSON.stringify(res.body.users.resources).includes(text);
};

beforeAll(async () => {
  for (const key of ['blocker', 'blocked'] as const) {
    const token = String((await signUp(server.url, names[key])).tokens.access_token);
    people[key] = { token, id: await userIdOf(server.url, token) };
  }
});

describe('people search leaves out whoever a block stands between (#57.11)', () => {
  it('finds each for the other until one blocks, then neither, in either search', async () => {
    expect(await found('blocker', names.blocked)).toBe(true);
    expect(await found('blocked', names.blocker)).toBe(true);
    const blocked = await apiJson(
      server.url,
      'POST',
      `/api/chat-server/v2/block/${people.blocked.id}`,
      undefined,
      people.blocker.token,
    );
    expect(blocked.status).toBe(200);
    expect(await found('blocker', names.blocked)).toBe(false);
    expect(await found('blocked', names.blocker)).toBe(false);
    expect(await foundGlobally('blocker', names.blocked)).toBe(false);
    expect(await foundGlobally('blocked', names.blocker)).toBe(false);
  });
});

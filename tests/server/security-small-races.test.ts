// @postgres: one export per person is claimed in one SQL statement (insert … on conflict), which PGlite's one-at-a-time queries cannot race.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeModel, type FakeModel } from '../fixtures/fakeModel';
import { apiGet, apiJson, serverPerFile, signUp } from './helpers';

/*
 * Issue #57 item 13, small races: 8 parallel export requests created 2 exports; 5 parallel Nora
 * questions from one account were all answered where one at a time is meant.
 */
const server = serverPerFile();
const suffix = Date.now().toString(36);
let token = '';
let fake: FakeModel;

beforeAll(async () => {
  token = String((await signUp(server.url, `racer${suffix}`)).tokens.access_token);
  fake = await startFakeModel();
});
afterAll(async () => {
  await apiJson(server.url, 'PUT', '/__dev/nora/model', { model: null });
  await fake.close();
});

describe('small races (#57.13)', () => {
  it('8 parallel export requests start one export, each answered with it', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => apiJson(server.url, 'POST', '/api/account/v1/exports', undefined, token)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(202));
    const ids = new Set(answers.map((a) => (a.body.data as { id: string }).id));
    expect(ids.size).toBe(1);
    // Once it is ready, asking again within the minute answers the same one.
    const [id] = [...ids];
    await expect
      .poll(
        async () =>
          ((await apiGet(server.url, `/api/account/v1/exports/${id}`, token)).body as { data: { status: string } }).data.status,
        { timeout: 10_000 },
      )
      .toBe('ready');
    const soon = await apiJson(server.url, 'POST', '/api/account/v1/exports', undefined, token);
    expect(soon.body.data).toMatchObject({ id, status: 'ready' });
  });

  it('5 parallel Nora questions: one is answered, the others are refused with 429 and the contract’s error', async () => {
    // A conversation to continue (library mode), then a model that hangs keeps the first answer streaming while the others arrive.
    const first = await fetch(new URL('/api/nora/v1/ask', server.url), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ question: 'what is respite care' }),
    });
    const conversationId = Number(/"id":(\d+)/.exec(await first.text())![1]);
    fake.script = 'stall';
    expect(
      (await apiJson(server.url, 'PUT', '/__dev/nora/model', { model: { baseUrl: fake.url, model: 'stall', timeoutMs: 5000 } }))
        .status,
    ).toBe(200);
    const stop = new AbortController();
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        fetch(new URL('/api/nora/v1/ask', server.url), {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ question: `and at home ${i}`, conversation_id: conversationId }),
          signal: stop.signal,
        }),
      ),
    );
    try {
      expect(responses.map((r) => r.status).sort()).toEqual([200, 429, 429, 429, 429]);
      for (const refused of responses.filter((r) => r.status === 429))
        expect(await refused.json()).toEqual({
          error: 'too many requests',
          message: 'Nora is still answering your last question.',
        });
    } finally {
      stop.abort();
    }
    // Only the answered question was kept as a turn (a stopped answer is kept as far as it went).
    await expect
      .poll(
        async () =>
          (
            (await apiGet(server.url, `/api/nora/v1/conversations/${conversationId}`, token)).body as {
              data: { turns: unknown[] };
            }
          ).data.turns.length,
      )
      .toBe(2);
  });
});

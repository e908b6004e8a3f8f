// @postgres: issue #57 asks each of its items' tests to run on PGlite and on PostgreSQL; the rates are counted in the database (one insert … on conflict per write), every node together.
import { beforeAll, describe, expect, it } from 'vitest';
import { plainRichText } from '../../contract/notes-rich-text';
import { WRITE_RATES } from '../../server/http/write-rates';
import { apiJson, serverPerFile, signUp } from './helpers';

/*
 * Issue #57 item 4, write floods: one account wrote 60 posts in 15 s, each notifying every member
 * of the community. Every write under /api now has a per-account rate (the defaults: no option
 * lowers them here), answered 429 with Retry-After and the contract's error; another account
 * writes on, and the window frees.
 */
let now = Date.now();
const server = serverPerFile({ clock: () => now });
const suffix = Date.now().toString(36);
const SE = '/api/search-engine/v1';
const UM = '/api/user-manager/v1';
const token = { flooder: '', other: '' };
let communityId = 0;
let postId = 0;

beforeAll(async () => {
  for (const who of ['flooder', 'other'] as const)
    token[who] = String((await signUp(server.url, `${who}${suffix}`)).tokens.access_token);
  const made = await apiJson(
    server.url,
    'POST',
    `${SE}/communities`,
    { community_name: `Floodgate ${suffix}`, description: 'Where the rates are tried.' },
    token.flooder,
  );
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  communityId = made.body.data.community_id;
  await apiJson(server.url, 'POST', `${SE}/communities/${communityId}/join`, undefined, token.other);
});

/** A JSON write as `who`: its status, headers (Retry-After) and parsed body. */
async function send(who: keyof typeof token, method: string, path: string, body: unknown) {
  const res = await fetch(new URL(path, server.url), {
    method,
    headers: { authorization: `Bearer ${token[who]}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Nora's answer is an event stream, read to its end (she answers one question at a time).
  }
  return { status: res.status, headers: res.headers, body: parsed as Record<string, any> };
}

/** One write of each kind, as `who`. */
const write = {
  post: (who: keyof typeof token, n: number) =>
    send(who, 'POST', `${SE}/community/posts`, {
      community_id: communityId,
      title: `Post ${n}`,
      body: plainRichText(`Body ${n}`),
    }),
  comment: (who: keyof typeof token, n: number) =>
    send(who, 'POST', `${SE}/community/posts/${postId}/comments`, { body: `Comment ${n}` }),
  note: (who: keyof typeof token, n: number) =>
    send(who, 'POST', `${UM}/notes/personal`, { note_title: `Note ${n}`, note_body: plainRichText('x') }),
  question: (who: keyof typeof token, n: number) =>
    send(who, 'POST', '/api/nora/v1/ask', { question: `what is respite care ${n}` }),
};
type Kind = keyof typeof write;
const BUDGET: Record<Kind, number> = {
  post: WRITE_RATES.posts.count,
  comment: WRITE_RATES.comments.count,
  note: WRITE_RATES.notes.count,
  question: WRITE_RATES.questions.count,
};
const OK: Record<Kind, number> = { post: 201, comment: 201, note: 201, question: 200 };

describe('every write has a per-account rate (#57.4)', () => {
  for (const kind of ['post', 'comment', 'note', 'question'] as const) {
    it(`a ${kind} past its budget is answered 429 with Retry-After; another account is not held`, async () => {
      if (kind === 'comment' && !postId) {
        const first = await write.post('other', 0);
        expect(first.status).toBe(201);
        postId = first.body.data.post_id;
      }
      // The flooder's community post above counted nothing against its posts.
      for (let n = 1; n <= BUDGET[kind]; n++) {
        const res = await write[kind]('flooder', n);
        expect(res.status, `${kind} ${n}: ${JSON.stringify(res.body)}`).toBe(OK[kind]);
      }
      const refused = await write[kind]('flooder', BUDGET[kind] + 1);
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      expect(refused.body).toEqual({
        error: 'too many writes',
        message: expect.stringMatching(/^At most \d+ .+: try again in \d+ seconds?\.$/),
      });
      // Refused again while the window lasts, and nothing else is taken from the other account.
      expect((await write[kind]('flooder', BUDGET[kind] + 2)).status).toBe(429);
      expect((await write[kind]('other', 1)).status).toBe(OK[kind]);
    });
  }

  it('the window frees: a minute later each kind writes again', async () => {
    now += 61_000;
    for (const kind of ['post', 'comment', 'note', 'question'] as const) {
      const res = await write[kind]('flooder', 100);
      expect(res.status, `${kind}: ${JSON.stringify(res.body)}`).toBe(OK[kind]);
    }
  });

  it('any other write has a budget too (its own: the posts spent above do not count)', async () => {
    now += 61_000;
    const bookmark = () => send('flooder', 'PUT', `${SE}/communities/${communityId}/pin`, { is_pinned: true });
    for (let n = 1; n <= WRITE_RATES.writes.count; n++) {
      const res = await bookmark();
      expect(res.status, `${n}: ${JSON.stringify(res.body)}`).toBe(200);
    }
    const refused = await bookmark();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    // The post budget is its own.
    expect((await write.post('flooder', 200)).status).toBe(201);
  });
});

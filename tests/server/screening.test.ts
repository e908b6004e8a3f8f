// @postgres: the screening store.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiJson, serverPerFile, signIn } from './helpers';

/*
 * Issue #34: screening results are the person's own. The server scores the answers itself,
 * refuses answers that do not fit the tool, and lets nobody else (a concierge, a coordinator,
 * a provider, an administrator) list, read or delete them.
 */
const BASE = '/api/screening/v1/results';
const ROLES = ['caregiver', 'careseeker', 'mentor', 'provider', 'coordinator', 'admin'] as const;
const server = serverPerFile();
const tokens = {} as Record<(typeof ROLES)[number], string>;

beforeAll(async () => {
  await Promise.all(
    ROLES.map(async (role) => {
      tokens[role] = String((await signIn(server.url, role)).tokens.access_token);
    }),
  );
});

const save = (as: string, body: unknown) => apiJson(server.url, 'POST', BASE, body, as);

describe('a person saves a screening', () => {
  it('stores the server’s own score and band, whatever the client sent besides the answers', async () => {
    // PHQ-9 total 10 (moderate: 10-14) with item 9 at 1; a client's score, band or flag is ignored.
    const answers = [3, 3, 2, 1, 0, 0, 0, 0, 1];
    const res = await save(tokens.caregiver, { tool: 'phq9', answers, score: 0, band: 'minimal', safety_flag: false });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ tool: 'phq9', answers, score: 10, max: 27, band: 'moderate', safety_flag: true });
    expect(Date.parse(res.body.data.taken_at)).toBeGreaterThan(Date.now() - 60_000);

    const psc = await save(tokens.caregiver, { tool: 'psc17', answers: [2, 1, 2, 0, 0, 0, 2, 0, 1, 0, 1, 0, 1, 0, 2, 0, 2] });
    expect(psc.body.data).toMatchObject({ score: 14, band: 'negative' });
    expect(psc.body.data.subscales).toEqual([
      expect.objectContaining({ key: 'internalizing', score: 5, positive: true }),
      expect.objectContaining({ key: 'attention', score: 9, positive: true }),
      expect.objectContaining({ key: 'externalizing', score: 0, positive: false }),
    ]);

    const cdc = await save(tokens.caregiver, { tool: 'cdc-12m', answers: [0, 0, 1, 0, 0, 0, 0, 0, 2, 0] });
    expect(cdc.body.data).toMatchObject({ score: null, band: 'talk-with-doctor', not_yet: 1 });
  });

  it('refuses answers that do not fit the tool, saying which and why', async () => {
    const cases: [unknown, string, string][] = [
      [{ tool: 'phq9', answers: [0, 0, 0] }, 'body.answers', 'must have 9 answers'],
      [{ tool: 'gad7', answers: [0, 0, 0, 0, 0, 0, 4] }, 'body.answers', 'answer 7 must be one of 0, 1, 2, 3'],
      [{ tool: 'psc17', answers: new Array(17).fill(3) }, 'body.answers', 'answer 1 must be one of 0, 1, 2'],
      [{ tool: 'gad7', answers: [0, 0, 0, 0, 0, 0, 1.5] }, 'body.answers.6', 'must be whole numbers'],
      [{ tool: 'mchat', answers: [0] }, 'body.tool', 'must be one of'],
    ];
    for (const [body, path, message] of cases) {
      const res = await save(tokens.careseeker, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.issues).toEqual(
        expect.arrayContaining([expect.objectContaining({ path, message: expect.stringContaining(message) })]),
      );
    }
    expect((await apiGet(server.url, BASE, tokens.careseeker)).body.data).toEqual([]);
  });

  it('needs a signed-in person', async () => {
    expect((await apiGet(server.url, BASE)).status).toBe(401);
    expect((await apiJson(server.url, 'POST', BASE, { tool: 'gad7', answers: [0, 0, 0, 0, 0, 0, 0] })).status).toBe(401);
  });
});

describe('results are private to the person who took them', () => {
  it('lists, reads and deletes one’s own; every other role, an administrator included, sees none of them', async () => {
    const mine = await save(tokens.mentor, { tool: 'gad7', answers: [1, 1, 1, 1, 1, 0, 0] });
    const id = mine.body.data.id as number;
    const list = await apiGet(server.url, BASE, tokens.mentor);
    expect((list.body.data as { id: number }[]).map((r) => r.id)).toContain(id);
    expect((await apiGet(server.url, `${BASE}/${id}`, tokens.mentor)).body.data).toMatchObject({ id, score: 5, band: 'mild' });

    // The administrator is refused every screening route before it runs (tests/server/admin.test.ts).
    for (const role of ROLES.filter((r) => r !== 'mentor' && r !== 'admin')) {
      const read = await apiGet(server.url, `${BASE}/${id}`, tokens[role]);
      expect(read.status, role).toBe(404);
      expect(read.body).toMatchObject({ error: 'not found' });
      const theirs = (await apiGet(server.url, BASE, tokens[role])).body.data as { id: number }[];
      expect(
        theirs.map((r) => r.id),
        role,
      ).not.toContain(id);
      expect((await apiJson(server.url, 'DELETE', `${BASE}/${id}`, undefined, tokens[role])).status, role).toBe(404);
    }
    // Still there after everyone else tried to delete it; then its owner deletes it.
    expect((await apiGet(server.url, `${BASE}/${id}`, tokens.mentor)).status).toBe(200);
    expect((await apiJson(server.url, 'DELETE', `${BASE}/${id}`, undefined, tokens.mentor)).body).toEqual({ result: 'ok' });
    expect((await apiGet(server.url, `${BASE}/${id}`, tokens.mentor)).status).toBe(404);
    expect((await apiJson(server.url, 'DELETE', `${BASE}/${id}`, undefined, tokens.mentor)).status).toBe(404);
  });

  it('lists newest first', async () => {
    const first = await save(tokens.coordinator, { tool: 'gad7', answers: [0, 0, 0, 0, 0, 0, 0] });
    const second = await save(tokens.coordinator, { tool: 'gad7', answers: [3, 3, 3, 3, 3, 3, 3] });
    const list = (await apiGet(server.url, BASE, tokens.coordinator)).body.data as { id: number; band: string }[];
    expect(list.map((r) => [r.id, r.band])).toEqual([
      [second.body.data.id, 'severe'],
      [first.body.data.id, 'minimal'],
    ]);
  });
});

// @postgres: conversations stored per person.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeModel, type FakeModel } from '../fixtures/fakeModel';
import { NORA_QUESTIONS } from '../fixtures/noraQuestions';
import { apiGet, apiJson, serverPerFile, signIn } from './helpers';

/*
 * Issue #35, Ask Nora: answers from the library with citations, providers from the directory,
 * the 988 card first on words of crisis, conversations private to their person, and the model
 * path against a fake OpenAI-compatible server (a model citing a passage it was not given, one
 * that stalls and falls back to the library, said so).
 */
const BASE = '/api/nora/v1';
// Dozens of questions from one account, each about an answer; the rate itself is proven in security-write-rates.test.ts.
const server = serverPerFile({ writeRates: { questions: { count: 1000, windowMs: 60_000 } } });
const tokens = {} as Record<'caregiver' | 'careseeker', string>;
let fake: FakeModel;

beforeAll(async () => {
  tokens.caregiver = String((await signIn(server.url, 'caregiver')).tokens.access_token);
  tokens.careseeker = String((await signIn(server.url, 'careseeker')).tokens.access_token);
  fake = await startFakeModel();
});
afterAll(async () => {
  await useModel(null);
  await fake.close();
});

type Event = { type: string; [key: string]: any };
type Source = { n: number; kind: string; title: string; heading: string; href: string; quote: string };

/** Asks and reads the whole stream: its events in order, and the answer's text. */
async function ask(question: string, options: { conversation_id?: number; token?: string; signal?: AbortSignal } = {}) {
  const res = await fetch(new URL(`${BASE}/ask`, server.url), {
    method: 'POST',
    headers: { authorization: `Bearer ${options.token ?? tokens.caregiver}`, 'content-type': 'application/json' },
    body: JSON.stringify({ question, ...(options.conversation_id ? { conversation_id: options.conversation_id } : {}) }),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  if (res.status !== 200) return { status: res.status, events: [] as Event[], text: '', sources: [] as Source[] };
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const raw = await res.text();
  const events = raw
    .split('\n\n')
    .filter((f) => f.includes('data: '))
    .map((f) => {
      const name = /^event: (\w+)$/m.exec(f)?.[1];
      const data = JSON.parse(/^data: (.*)$/m.exec(f)![1]!) as Event;
      expect(data.type).toBe(name);
      return data;
    });
  const text = events
    .filter((e) => e.type === 'delta')
    .map((e) => e.text as string)
    .join('');
  const sources = (events.find((e) => e.type === 'sources')?.sources ?? []) as Source[];
  return { status: res.status, events, text, sources };
}

/** How the questions' fixture names a source: an article's slug, help:<slug>, or provider. */
const sourceId = (s: Source) =>
  s.kind === 'provider' || s.kind === 'directory'
    ? 'provider'
    : s.kind === 'help'
      ? `help:${s.href.split('#help-')[1]}`
      : s.href.split('/')[2]!.split('#')[0]!;

async function useModel(model: { baseUrl: string; model: string; timeoutMs?: number } | null) {
  const res = await apiJson(server.url, 'PUT', '/__dev/nora/model', { model });
  expect(res.status).toBe(200);
}

describe('answers from the library', () => {
  it('streams sources, then the best sentences of the top passages each with its citation, then done (library mode)', async () => {
    const { events, text, sources } = await ask('my 2 year old isn’t talking yet, what should I do?');
    expect(events.map((e) => e.type)).toEqual(['conversation', 'sources', ...events.slice(2, -1).map(() => 'delta'), 'done']);
    expect(events.at(-1)).toEqual({ type: 'done', mode: 'library', found: true, notice: null });
    expect(sources.length).toBeGreaterThan(0);
    expect(sources[0]!.href).toMatch(/^\/resource-hub\/[a-z0-9-]+#section-\d+$/);
    // Every citation names a listed source, and every source is cited; each quoted sentence is the library's own.
    const cited = [...text.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
    expect(new Set(cited)).toEqual(new Set(sources.map((s) => s.n)));
    const article = await apiGet(
      server.url,
      `/api/resource-hub/v1/articles/${sources[0]!.href.split('/')[2]!.split('#')[0]}`,
      tokens.caregiver,
    );
    const body = JSON.stringify(article.body);
    const firstSentence = text.split(' [1]')[0]!.split(/(?<=[.!?]) /)[0]!;
    expect(body).toContain(firstSentence);
  });

  it('finds an expected source in the top three for at least 85% of the real questions', async () => {
    let hits = 0;
    const misses: string[] = [];
    for (const { question, expect: expected } of NORA_QUESTIONS) {
      const { sources } = await ask(question);
      const got = sources.slice(0, 3).map(sourceId);
      if (got.some((slug) => expected.includes(slug))) hits++;
      else misses.push(`${question} → ${got.join(', ')}`);
    }
    expect(NORA_QUESTIONS.length).toBeGreaterThanOrEqual(40);
    expect(hits / NORA_QUESTIONS.length, misses.join('\n')).toBeGreaterThanOrEqual(0.85);
  });

  it('answers a provider question from the directory: real providers nearest the zip, linked, not prose', async () => {
    const { sources, text, events } = await ask('speech therapist near 10001 who takes Medicaid');
    const listed = sources.filter((s) => s.kind === 'provider');
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((s) => /^\/directory-item\/\d+$/.test(s.href))).toBe(true);
    const detail = await apiGet(
      server.url,
      `/api/search-engine/v1/service-providers/${listed[0]!.href.split('/')[2]}`,
      tokens.caregiver,
    );
    const provider = (detail.body as { data: { name: string; services: string[]; insurance: string[] } }).data;
    expect(provider.name).toBe(listed[0]!.title);
    expect(provider.insurance).toContain('medicaid');
    const miles = listed.map((s) => Number(/([\d.]+) mi$/.exec(s.heading)?.[1]));
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(text).toContain('the nearest first');
    // The directory search it ran is cited too, with its filters.
    expect(sources.at(-1)).toMatchObject({
      kind: 'directory',
      href: '/providers?services=speech&insurance=medicaid&zip_code=10001&radius_miles=25',
    });
    expect(events.at(-1)).toMatchObject({ type: 'done', found: true });
  });

  /** The answer's sentences, each of which must end with its citation. */
  const sentencesOf = (text: string) => text.split(/(?<=\]\.?)\s+/).filter(Boolean);

  it('a request for providers in a town answers with the nearest there: distance, what they offer, links (#63.4)', async () => {
    const { sources, text, events } = await ask('How do I find a speech therapist in Boston?');
    const listed = sources.filter((s) => s.kind === 'provider');
    expect(listed.length).toBeGreaterThan(0);
    for (const s of listed) {
      expect(s.heading).toMatch(/Speech therapy/);
      expect(s.heading).toMatch(/, MA · [\d.]+ mi$/);
      expect(Number(/([\d.]+) mi$/.exec(s.heading)![1])).toBeLessThanOrEqual(25);
    }
    expect(sources.at(-1)).toMatchObject({
      kind: 'directory',
      href: '/providers?services=speech&near=Boston,%20MA&radius_miles=25',
    });
    expect(text).toMatch(
      /^The provider directory lists \d+ providers of speech therapy within 25 miles of Boston, MA; the nearest first \[\d+\]\./,
    );
    for (const s of listed)
      expect(text).toMatch(
        new RegExp(`${s.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, [\\d.]+ miles away in [^,]+, MA, offers speech therapy`),
      );
    for (const sentence of sentencesOf(text)) expect(sentence).toMatch(/\[\d+\]\.?$/);
    expect(events.at(-1)).toMatchObject({ type: 'done', found: true });
  });

  it('says when there is no provider within the radius, and names the nearest beyond it', async () => {
    const { sources, text, events } = await ask('find a speech therapist near 99723');
    expect(text).toMatch(
      /^The provider directory has no providers of speech therapy within 25 miles of Barrow, AK 99723 \[1\]\. The nearest is .+ miles away \[2\]\.$/,
    );
    expect(sources.map((s) => s.kind)).toEqual(['directory', 'provider']);
    expect(events.at(-1)).toMatchObject({ type: 'done', found: false });
  });

  it('a definition opens with the article’s lead, then what to do next, every sentence cited (#63.4)', async () => {
    const { sources, text } = await ask('What is occupational therapy?');
    expect(sources[0]!.href).toBe('/resource-hub/occupational-therapy#section-1');
    const article = await apiGet(server.url, '/api/resource-hub/v1/articles/occupational-therapy', tokens.caregiver);
    const lead = (article.body as { data: { sections: Array<{ body: string }> } }).data.sections[0]!.body;
    expect(text.startsWith(lead.split(/(?<=[.!?]) /)[0]!)).toBe(true);
    expect(sources.at(-1)).toMatchObject({ kind: 'directory', href: '/providers?services=occupational' });
    expect(text).toMatch(/search the provider directory \[\d+\]\.$/);
    for (const sentence of sentencesOf(text)) expect(sentence).toMatch(/\[\d+\]\.?$/);
  });

  it('says plainly when nothing in the library answers (the page then offers search, the directory and a concierge)', async () => {
    for (const question of [
      'what is the capital of mongolia',
      'How do I change the oil in a diesel tractor engine?',
      'Who won the football world cup in 1998?',
      'What is a good recipe for banana bread?',
      'How do I fix a leaking kitchen tap?',
    ]) {
      const { text, sources, events } = await ask(question);
      expect(sources, question).toEqual([]);
      expect(text, question).toContain('couldn’t find an answer');
      expect(events.at(-1), question).toMatchObject({ type: 'done', found: false });
    }
  });

  it('gives no diagnosis or dose: it says so first, then the library’s general information', async () => {
    const { text, sources } = await ask('how much melatonin should I give my 4 year old to sleep?');
    expect(text.startsWith('I can’t give a diagnosis or a dose.')).toBe(true);
    expect(sources.length).toBeGreaterThan(0);
    expect(text).not.toMatch(/\d+\s?mg/);
  });

  it('shows the 988 card before anything else for words of crisis, and not for ordinary questions', async () => {
    const crisis = await ask('i want to kil myslef');
    expect(crisis.events.map((e) => e.type).slice(0, 2)).toEqual(['conversation', 'crisis']);
    const ordinary = await ask('how do I get an IEP');
    expect(ordinary.events.some((e) => e.type === 'crisis')).toBe(false);
  });

  it('refuses an empty or over-long question, and anyone not signed in', async () => {
    expect((await apiJson(server.url, 'POST', `${BASE}/ask`, { question: '  ' }, tokens.caregiver)).status).toBe(400);
    expect((await apiJson(server.url, 'POST', `${BASE}/ask`, { question: 'a'.repeat(501) }, tokens.caregiver)).status).toBe(400);
    expect((await apiJson(server.url, 'POST', `${BASE}/ask`, { question: 'hello' })).status).toBe(401);
  });
});

describe('conversations', () => {
  it('keeps a follow-up in its conversation, lists, renames and deletes, for their person only', async () => {
    const first = await ask('what is an ABLE account', { token: tokens.careseeker });
    const id = first.events[0]!.id as number;
    const follow = await ask('and SSI?', { conversation_id: id, token: tokens.careseeker });
    expect(follow.events[0]).toMatchObject({ type: 'conversation', id });
    const read = await apiGet(server.url, `${BASE}/conversations/${id}`, tokens.careseeker);
    const turns = (read.body.data as { turns: { question: string; answer: string }[] }).turns;
    expect(turns.map((t) => t.question)).toEqual(['what is an ABLE account', 'and SSI?']);
    expect(turns[0]!.answer).toBe(first.text);

    // Another person: none of it exists for them.
    expect((await apiGet(server.url, `${BASE}/conversations/${id}`, tokens.caregiver)).status).toBe(404);
    expect((await ask('more?', { conversation_id: id, token: tokens.caregiver })).status).toBe(404);
    expect((await apiJson(server.url, 'PATCH', `${BASE}/conversations/${id}`, { title: 'Mine' }, tokens.caregiver)).status).toBe(
      404,
    );
    expect((await apiJson(server.url, 'DELETE', `${BASE}/conversations/${id}`, undefined, tokens.caregiver)).status).toBe(404);
    const theirs = await apiGet(server.url, `${BASE}/conversations`, tokens.caregiver);
    expect((theirs.body.data as { id: number }[]).some((c) => c.id === id)).toBe(false);

    const renamed = await apiJson(server.url, 'PATCH', `${BASE}/conversations/${id}`, { title: 'Benefits' }, tokens.careseeker);
    expect(renamed.body.data).toMatchObject({ id, title: 'Benefits' });
    const mine = await apiGet(server.url, `${BASE}/conversations`, tokens.careseeker);
    expect((mine.body.data as { id: number; title: string }[])[0]).toMatchObject({ id, title: 'Benefits' });
    expect((await apiJson(server.url, 'DELETE', `${BASE}/conversations/${id}`, undefined, tokens.careseeker)).status).toBe(204);
    expect((await apiGet(server.url, `${BASE}/conversations/${id}`, tokens.careseeker)).status).toBe(404);
  });
});

describe('with a language model configured (a fake OpenAI-compatible server)', () => {
  it('names the model, composes from the numbered passages only, and drops a citation of a passage that does not exist', async () => {
    await useModel({ baseUrl: fake.url, model: 'fake-nora-1' });
    expect((await apiGet(server.url, `${BASE}/mode`, tokens.caregiver)).body).toEqual({
      data: { mode: 'model', model: 'fake-nora-1' },
    });
    fake.script = ['Speech therapists work on first words [1]', ' and feeding [', '7]. Practise at home [', '2].'];
    const { text, events, sources } = await ask('what does a speech therapist work on');
    expect(text).toBe('Speech therapists work on first words [1] and feeding. Practise at home [2].');
    expect(events.at(-1)).toEqual({ type: 'done', mode: 'model', found: true, notice: null });
    const request = fake.requests.at(-1)!;
    expect(request).toMatchObject({ model: 'fake-nora-1', stream: true });
    expect(request.messages[0]!.content).toContain(`[1] ${sources[0]!.title}`);
    expect(request.messages.at(-1)).toEqual({ role: 'user', content: 'what does a speech therapist work on' });
  });

  it('falls back to the library when the model stalls, and says so', async () => {
    await useModel({ baseUrl: fake.url, model: 'fake-nora-1', timeoutMs: 300 });
    fake.script = 'stall';
    const { text, events } = await ask('what is an explanation of benefits');
    expect(text).toMatch(/\[1\]/);
    expect(events.at(-1)).toMatchObject({
      type: 'done',
      mode: 'library',
      notice: 'The model did not answer in time: this answer is from Nora’s library.',
    });
  });

  it('falls back when the model cannot be reached', async () => {
    await useModel({ baseUrl: 'http://127.0.0.1:9/v1', model: 'gone' });
    const { events } = await ask('what is an explanation of benefits');
    expect(events.at(-1)).toMatchObject({
      type: 'done',
      mode: 'library',
      notice: 'The model could not be reached: this answer is from Nora’s library.',
    });
  });

  it('a stopped answer releases the person’s stream: the next question is answered', async () => {
    await useModel({ baseUrl: fake.url, model: 'fake-nora-1', timeoutMs: 5000 });
    fake.script = 'stall';
    const stop = new AbortController();
    const stopped = ask('what is respite care', { signal: stop.signal }).catch((e: Error) => e);
    await new Promise((r) => setTimeout(r, 200));
    // One answer streams per person at a time.
    expect((await ask('and another', { token: tokens.caregiver })).status).toBe(429);
    stop.abort();
    expect(await stopped).toBeInstanceOf(Error);
    await useModel(null);
    await expect.poll(async () => (await ask('what is respite care')).status).toBe(200);
    expect((await apiGet(server.url, `${BASE}/mode`, tokens.caregiver)).body).toEqual({ data: { mode: 'library', model: null } });
  });
});

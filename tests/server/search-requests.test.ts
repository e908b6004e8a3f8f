import { beforeAll, describe, expect, it } from 'vitest';
import { PROVIDERS } from '../../server/search/seed-data';
import { buildGrammar } from '../../server/voice/grammar';
import { vocabularyOf } from '../../server/voice/vocabulary';
import { apiJson, serverPerFile, signIn } from './helpers';

const ENGINE = '/api/search-engine';
const server = serverPerFile();
let token: string;

beforeAll(async () => {
  token = (await signIn(server.url, 'caregiver')).tokens.access_token as string;
});

type Provider = { name: string; services: string; location: string | null; distance_miles: number | null };
const post = (path: string, body: unknown) => apiJson(server.url, 'POST', `${ENGINE}${path}`, body, token);
const suggestions = async (text: string) => (await post('/v2/search', { search_text: text })).body;
const providers = async (text: string) =>
  (await post('/v2/search/provider', { search_text: text, size: 50 })).body.data as {
    data: Provider[];
    total: number;
    match: 'all' | 'closest';
    understood: { search_text: string; location: string | null };
  };

/** How many results a search finds on any of the search page's filters (what the page's tabs count). */
async function found(text: string): Promise<number> {
  const global = await suggestions(text);
  const first = (global.service_providers?.total ?? 0) + (global.users?.total ?? 0);
  if (first > 0) return first;
  let total = 0;
  for (const path of ['/v1/users', '/v2/search/concierge', '/v1/posts', '/v1/threads', '/v1/tags']) {
    total += ((await post(path, { search_text: text, size: 1 })).body.data?.total as number | undefined) ?? 0;
  }
  return total;
}

/** The alternatives of one JSGF rule ("<lead> = find | find a;"). */
function alternatives(jsgf: string, rule: string): string[] {
  const line = jsgf.split('\n').find((l) => l.startsWith(`<${rule}> = `))!;
  return line
    .slice(`<${rule}> = `.length, -1)
    .replace(/^\(|\)$/g, '')
    .split(' | ')
    .filter((a) => a !== '<NULL>');
}

/**
 * The voice grammar's phrases, "[lead] subject [for whom] [place]", as a bounded enumeration:
 * every subject alone and once with a lead and a place, every lead, place and "for whom" at
 * least once. (All of them would be ~150,000 searches; each part is read on its own, so every
 * part and each kind of combination is what can fail.)
 */
async function grammarPhrases(): Promise<string[]> {
  // Every word "known": the grammar as written, before the dictionary leaves any out.
  const grammar = await buildGrammar(vocabularyOf(PROVIDERS), async (list) => new Map(list.map((w) => [w, 'AH'])));
  const leads = alternatives(grammar.jsgf, 'lead');
  const subjects = alternatives(grammar.jsgf, 'subject');
  const cities = grammar.jsgf
    .split('\n')
    .find((l) => l.startsWith('<place> = '))!
    .replace(/^<place> = \(near \| in\) \(/, '')
    .replace(/\);$/, '')
    .split(' | ')
    .filter(Boolean);
  const placePhrases = [...alternatives(grammar.jsgf, 'nearby'), ...cities.flatMap((c) => [`in ${c}`, `near ${c}`])];
  const forWhom = alternatives(grammar.jsgf, 'for');
  const phrases = new Set<string>();
  subjects.forEach((subject, i) => {
    phrases.add(subject);
    phrases.add(`${leads[i % leads.length]} ${subject} ${placePhrases[(i * 7) % placePhrases.length]}`);
  });
  leads.forEach((lead, i) => phrases.add(`${lead} ${subjects[(i * 5) % subjects.length]}`));
  placePhrases.forEach((place, i) => phrases.add(`${subjects[(i * 3) % subjects.length]} ${place}`));
  forWhom.forEach((who, i) =>
    phrases.add(`${subjects[(i * 11) % subjects.length]} ${who} ${placePhrases[i % placePhrases.length]}`),
  );
  return [...phrases];
}

describe('requests, typed or spoken (#28.1)', () => {
  it("finds the voice dialog's own example, and reads its request words apart", async () => {
    const body = await suggestions('show me speech therapy near me');
    const found = body.service_providers.result as Provider[];
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]!.name).toMatch(/Speech Therapy$/);
    expect(body.understood).toEqual({ search_text: 'speech therapy', location: null });
  });

  it('every word narrows: more words find fewer; when none matches them all, the closest are said to be so (#63.3)', async () => {
    const speech = await providers('speech');
    const therapist = await providers('speech therapist');
    expect(speech.match).toBe('all');
    expect(therapist.total).toBeGreaterThan(0);
    expect(therapist.total).toBeLessThanOrEqual(speech.total);
    expect(therapist.data.every((p) => /speech/i.test(p.services))).toBe(true);
    // "therapist" is what the directory calls therapy, and a typo is still forgiven.
    expect((await providers('ocupational thrapy')).data[0]!.services).toMatch(/Occupational/i);
    // No provider offers "speech" and "assessment" together: the closest answer, most words first, said so.
    const closest = await providers('speech assessment');
    expect(closest.match).toBe('closest');
    expect(closest.total).toBeGreaterThan(0);
    expect(closest.data.some((p) => /speech/i.test(p.services))).toBe(true);
  });

  it('reads a zip code, "in Boston" and "Cambridge, MA" as the place: within 25 miles, nearest first (#63.2, #63.3)', async () => {
    const cases = [
      { text: 'speech therapist near 02139', location: 'Cambridge, MA 02139', words: 'speech therapist', offers: /speech/i },
      { text: 'occupational therapy in Boston', location: 'Boston, MA', words: 'occupational therapy', offers: /occupational/i },
      // A condition finds the services that help with it.
      {
        text: 'autism support Cambridge, MA',
        location: 'Cambridge, MA',
        words: 'autism support',
        offers: /speech|occupational|aba/i,
      },
    ];
    for (const c of cases) {
      const page = await providers(c.text);
      expect(page.understood, c.text).toEqual({ search_text: c.words, location: c.location });
      expect(page.match, c.text).toBe('all');
      expect(page.total, c.text).toBeGreaterThan(0);
      const miles = page.data.map((p) => p.distance_miles!);
      expect(
        miles.every((m) => m <= 25),
        c.text,
      ).toBe(true);
      expect(miles, c.text).toEqual([...miles].sort((a, b) => a - b));
      expect(
        page.data.every((p) => c.offers.test(p.services)),
        c.text,
      ).toBe(true);
      // The header's suggestions are the same search's first.
      const header = await suggestions(c.text);
      expect(header.service_providers.result[0].name).toBe(page.data[0]!.name);
      expect(header.understood.location).toBe(c.location);
    }
    // The people filter (1) uses the request's place as its location when none is chosen.
    const people = (await post('/v1/users', { search_text: 'people in denver', size: 50 })).body.data;
    expect(people.understood.location).toBe('Denver, CO');
    const chosen = (await post('/v1/users', { search_text: 'people in denver', location: '10001', size: 50 })).body.data;
    expect(chosen.understood.location).toBe('10001');
    // "support in school" names no place: school is searched for.
    expect((await suggestions('support in school')).understood).toEqual({ search_text: 'support in school', location: null });
  });

  it('with nothing near the place, the closest matches are the nearest beyond it', async () => {
    // Utqiagvik, Alaska: no practice within 25 miles.
    const far = await providers('speech therapy near 99723');
    expect(far.match).toBe('closest');
    expect(far.data[0]!.distance_miles).toBeGreaterThan(25);
    expect(far.data.slice(0, 5).every((p) => /speech/i.test(p.services))).toBe(true);
  });

  it('finds a condition by the services that help with it', async () => {
    const { data } = await providers('i need autism support');
    expect(data[0]!.name).toMatch(/Speech Therapy|Occupational Therapy|Neuropsychology/);
    expect((await providers('dyslexia')).total).toBeGreaterThan(0);
  });

  it('every phrase the voice grammar accepts finds at least one result on the seeded data', async () => {
    const phrases = await grammarPhrases();
    expect(phrases.length).toBeGreaterThan(250);
    const none: string[] = [];
    for (const phrase of phrases) if ((await found(phrase)) === 0) none.push(phrase);
    console.log(`voice grammar phrases with results: ${phrases.length - none.length} of ${phrases.length}`);
    expect(none).toEqual([]);
  }, 120_000);
});

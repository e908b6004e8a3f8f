// @postgres: the resources' store.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiJson, serverPerFile, signIn } from './helpers';

/*
 * Issue #34: the signed-in resource hub. Articles are stored as sections with headings, listed
 * by category, searched in full text on the server (PGlite and Postgres alike), read one by one,
 * and bookmarked by each person for themselves only.
 */
const BASE = '/api/resource-hub/v1';
const server = serverPerFile();
const tokens = {} as Record<'caregiver' | 'coordinator', string>;

beforeAll(async () => {
  tokens.caregiver = String((await signIn(server.url, 'caregiver')).tokens.access_token);
  tokens.coordinator = String((await signIn(server.url, 'coordinator')).tokens.access_token);
});

type Summary = {
  slug: string;
  title: string;
  category: string;
  reading_minutes: number;
  bookmarked: boolean;
  matched_heading: string | null;
};
const list = async (query: string, token = tokens.caregiver) => {
  const res = await apiGet(server.url, `${BASE}/articles${query}`, token);
  expect(res.status).toBe(200);
  return res.body.data as Summary[];
};

describe('the hub’s articles', () => {
  it('lists a few dozen articles in every category, each with its reading time, and filters by category', async () => {
    const all = await list('');
    expect(all.length).toBeGreaterThanOrEqual(30);
    expect(new Set(all.map((a) => a.category))).toEqual(
      new Set(['getting-started', 'screening', 'therapies', 'school', 'insurance', 'wellbeing']),
    );
    expect(all.every((a) => a.reading_minutes >= 1 && !a.bookmarked)).toBe(true);
    // The public page's guides are articles now.
    expect(all.map((a) => a.slug)).toEqual(expect.arrayContaining(['understanding-a-diagnosis', 'caring-for-the-carer']));

    const school = await list('?category=school');
    expect(school.length).toBeGreaterThan(3);
    expect(school.every((a) => a.category === 'school')).toBe(true);
    expect(school.map((a) => a.title)).toEqual([...school.map((a) => a.title)].sort((a, b) => a.localeCompare(b)));
  });

  it('refuses a category it does not have and an over-long search, saying which', async () => {
    const bad = await apiGet(server.url, `${BASE}/articles?category=astrology`, tokens.caregiver);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('query.category');
    const long = await apiGet(server.url, `${BASE}/articles?q=${'a'.repeat(201)}`, tokens.caregiver);
    expect(long.status).toBe(400);
  });

  it('needs a signed-in person', async () => {
    expect((await apiGet(server.url, `${BASE}/articles`)).status).toBe(401);
  });
});

describe('search within the hub', () => {
  it('finds words inside sections (stemmed), best first, and names the section that matched', async () => {
    // Every word in the title, or in one section: a title match ranks above a section's.
    expect((await list('?q=classroom%20accommodations'))[0]!.slug).toBe('accommodations-that-help');
    const extraTime = await list('?q=extra%20time');
    expect(extraTime.find((a) => a.slug === 'accommodations-that-help')?.matched_heading).toBe('Time and breaks');
    // "respite" appears in a section of an article whose title does not say it.
    const respite = await list('?q=respite');
    expect(respite.map((a) => a.slug)).toContain('finding-respite-care');
    const carer = respite.find((a) => a.slug === 'caring-for-the-carer');
    expect(carer?.matched_heading).toBe('Plan breaks before you need them');
    // Stemming: "appeals" finds "appeal".
    expect((await list('?q=appeals')).map((a) => a.slug)).toContain('appealing-a-denied-claim');
  });

  it('searches within a category, takes web-search syntax, and finds nothing for words no article has', async () => {
    const inSchool = await list('?q=evaluation&category=school');
    expect(inSchool.length).toBeGreaterThan(0);
    expect(inSchool.every((a) => a.category === 'school')).toBe(true);
    expect((await list('?q=%22individualized%20education%20program%22')).map((a) => a.slug)).toContain('iep-or-504-plan');
    expect(await list('?q=zzqxv')).toEqual([]);
    // Only stop words or punctuation: an empty query, not an error.
    expect(await list('?q=%22%27%26%7C!')).toEqual([]);
  });
});

describe('reading an article', () => {
  it('returns its sections in order with their headings', async () => {
    const res = await apiGet(server.url, `${BASE}/articles/iep-or-504-plan`, tokens.caregiver);
    expect(res.status).toBe(200);
    const article = res.body.data as { title: string; sections: { heading: string; body: string }[]; bookmarked: boolean };
    expect(article.title).toBe('IEP or 504 plan: what is the difference?');
    expect(article.sections.map((s) => s.heading)).toEqual(['The IEP', 'The 504 plan', 'Which one to ask for']);
    expect(article.sections[1]!.body).toContain('Section 504 of the Rehabilitation Act');
    expect(article.bookmarked).toBe(false);
  });

  it('answers 404 with a sentence for an address it does not have, and 400 for one that cannot be an address', async () => {
    const missing = await apiGet(server.url, `${BASE}/articles/no-such-article`, tokens.caregiver);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('There is no article at that address.');
    expect((await apiGet(server.url, `${BASE}/articles/Not%20A%20Slug`, tokens.caregiver)).status).toBe(400);
  });
});

describe('bookmarks', () => {
  it('are each person’s own: saved, shown on the article and the list, listed newest first, removed', async () => {
    const put = (slug: string, token = tokens.caregiver) =>
      apiJson(server.url, 'PUT', `${BASE}/articles/${slug}/bookmark`, undefined, token);
    expect((await put('finding-respite-care')).status).toBe(200);
    expect((await put('iep-or-504-plan')).status).toBe(200);
    expect((await put('iep-or-504-plan')).status).toBe(200); // again is the same

    const mine = await apiGet(server.url, `${BASE}/bookmarks`, tokens.caregiver);
    expect((mine.body.data as { slug: string }[]).map((b) => b.slug)).toEqual(['iep-or-504-plan', 'finding-respite-care']);
    expect((await apiGet(server.url, `${BASE}/bookmarks?limit=1`, tokens.caregiver)).body.data).toHaveLength(1);
    expect((await apiGet(server.url, `${BASE}/articles/iep-or-504-plan`, tokens.caregiver)).body.data).toMatchObject({
      bookmarked: true,
    });
    expect((await list('?category=school')).find((a) => a.slug === 'iep-or-504-plan')?.bookmarked).toBe(true);

    // Another person sees none of them, on the list, the article or their own bookmarks.
    expect((await apiGet(server.url, `${BASE}/bookmarks`, tokens.coordinator)).body.data).toEqual([]);
    expect((await apiGet(server.url, `${BASE}/articles/iep-or-504-plan`, tokens.coordinator)).body.data).toMatchObject({
      bookmarked: false,
    });
    expect((await list('', tokens.coordinator)).some((a) => a.bookmarked)).toBe(false);
    // Their removal does not touch the first person's bookmark.
    expect(
      (await apiJson(server.url, 'DELETE', `${BASE}/articles/iep-or-504-plan/bookmark`, undefined, tokens.coordinator)).status,
    ).toBe(200);
    expect((await apiGet(server.url, `${BASE}/bookmarks`, tokens.caregiver)).body.data).toHaveLength(2);

    expect(
      (await apiJson(server.url, 'DELETE', `${BASE}/articles/iep-or-504-plan/bookmark`, undefined, tokens.caregiver)).status,
    ).toBe(200);
    expect(
      ((await apiGet(server.url, `${BASE}/bookmarks`, tokens.caregiver)).body.data as { slug: string }[]).map((b) => b.slug),
    ).toEqual(['finding-respite-care']);
  });

  it('answer 404 for an article that does not exist', async () => {
    expect(
      (await apiJson(server.url, 'PUT', `${BASE}/articles/no-such-article/bookmark`, undefined, tokens.caregiver)).status,
    ).toBe(404);
    expect(
      (await apiJson(server.url, 'DELETE', `${BASE}/articles/no-such-article/bookmark`, undefined, tokens.caregiver)).status,
    ).toBe(404);
  });
});

// @postgres: full-text search (tsvector) in SQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { PIN_PATTERN } from '../../contract/pin';
import { HELP_ARTICLES } from '../../server/help/articles';
import { apiGet, serverPerFile, signIn } from './helpers';

/*
 * Issue #37: Help (/caretools). The how-to articles are stored as sections with headings (the
 * assistant reads the same rows), listed in the page's order and searched in full text on the
 * server, for any signed-in person.
 */
const BASE = '/api/help-center/v1';
const server = serverPerFile();
let token = '';

beforeAll(async () => {
  token = String((await signIn(server.url, 'caregiver')).tokens.access_token);
});

type Article = {
  slug: string;
  title: string;
  topic: string;
  sections: { heading: string; body: string }[];
  matched_heading: string | null;
};
const list = async (query = '') => {
  const res = await apiGet(server.url, `${BASE}/articles${query}`, token);
  expect(res.status).toBe(200);
  return res.body.data as Article[];
};

describe('help articles', () => {
  it('describes the PIN as it is: six digits, not characters (#63.14)', () => {
    expect(PIN_PATTERN.test('123456')).toBe(true);
    expect(PIN_PATTERN.test('abc123')).toBe(false);
    const pin = HELP_ARTICLES.find((a) => a.slug === 'set-up-a-pin')!;
    const text = [pin.summary, ...pin.sections.map((s) => s.body)].join(' ');
    expect(text).toMatch(/six-digit PIN/);
    expect(text).not.toMatch(/character/);
  });

  it('lists the how-to articles in the page’s order, each with its sections', async () => {
    const all = await list();
    expect(all.map((a) => a.slug)).toEqual([
      'book-a-session',
      'reschedule-or-cancel-a-session',
      'send-a-message',
      'set-up-a-pin',
      'use-voice-search',
      'report-a-post',
    ]);
    expect(all.every((a) => a.sections.length >= 2 && a.matched_heading === null)).toBe(true);
    expect(all[3]!.sections[2]).toMatchObject({ heading: 'Forgot your PIN' });
  });

  it('searches titles and sections (stemmed), best first, naming the section that matched', async () => {
    expect((await list('?q=reschedule'))[0]!.slug).toBe('reschedule-or-cancel-a-session');
    // Both words are only in one section of the voice article ("muted" by its stem, "mute").
    const mic = await list('?q=microphone%20mute');
    expect(mic.map((a) => a.slug)).toEqual(['use-voice-search']);
    expect(mic[0]!.matched_heading).toBe('If it does not hear you');
    expect(await list('?q=astrology')).toEqual([]);
  });

  it('refuses an over-long search and a caller who is not signed in', async () => {
    expect((await apiGet(server.url, `${BASE}/articles?q=${'a'.repeat(201)}`, token)).status).toBe(400);
    expect((await apiGet(server.url, `${BASE}/articles`)).status).toBe(401);
  });
});

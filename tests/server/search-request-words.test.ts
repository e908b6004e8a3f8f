import { describe, expect, it } from 'vitest';
import { readRequest, understand, type Place, type PlaceLookups } from '../../server/search/request';

/** The database's answers, as a table: the person's home, the zip table's cities, the search data's words. */
function lookups(home: Place | null): PlaceLookups {
  const cities: Record<string, Place> = { denver: { city: 'Denver', state: 'CO', label: 'Denver, CO' } };
  return {
    home: async () => home,
    city: async (name) => cities[name.toLowerCase()] ?? null,
    zip: async (zip) => (zip === '02139' ? { zip, city: 'Cambridge', state: 'MA', label: 'Cambridge, MA 02139' } : null),
    isSearchWord: async (word) => ['school', 'speech', 'therapy'].includes(word),
  };
}

describe('reading a request (#28.1)', () => {
  it('drops the request words and reads the place at the end apart', () => {
    expect(readRequest('show me speech therapy near me')).toMatchObject({
      terms: ['speech', 'therapy'],
      place: { kind: 'here' },
    });
    expect(readRequest('I need a physical therapist in Boston, MA')).toMatchObject({
      terms: ['physical', 'therapist'],
      place: { kind: 'named', city: 'Boston', state: 'MA' },
    });
    expect(readRequest('can you find me speech therapy 02139')).toMatchObject({
      terms: ['speech', 'therapy'],
      place: { kind: 'zip', zip: '02139' },
    });
  });

  it('whom the request is for is not searched for: "for my daughter" is left out', () => {
    expect(readRequest('physical therapy for my daughter near me')).toMatchObject({
      terms: ['physical', 'therapy'],
      place: { kind: 'here' },
    });
    expect(readRequest('I need a speech therapist for our son')).toMatchObject({ terms: ['speech', 'therapist'], place: null });
  });

  it('"near me" is the person’s zip when the profile has one, and no place when not', async () => {
    const home: Place = { zip: '80202', city: 'Denver', state: 'CO', label: '80202' };
    expect(await understand('show me speech therapy near me', lookups(home))).toEqual({ text: 'speech therapy', place: home });
    expect(await understand('show me speech therapy near me', lookups(null))).toEqual({ text: 'speech therapy', place: null });
  });

  it('a known city is the zip table’s; words that are search words are searched for, as said', async () => {
    expect((await understand('find a physical therapist in denver', lookups(null))).place?.label).toBe('Denver, CO');
    expect(await understand('support in school', lookups(null))).toEqual({ text: 'support in school', place: null });
    // A request of request words only searches what was typed: nothing is silently lost.
    expect((await understand('find me', lookups(null))).text).toBe('find me');
  });
});

/**
 * What a person can say to voice search, read from the database's own data: every
 * provider's name, each service it offers and what it helps with, and the cities providers
 * practise in; plus the ways a search starts and conditions families search for. The
 * grammar (grammar.ts) is rebuilt from this whenever it changes.
 */
import type { Database } from '../db/database';
import { keyOf, townsOfAtLeast } from '../places';
import { CONDITIONS, FAMILY, NEARBY, REQUEST_LEADS } from '../search';
import type { Vocabulary } from './grammar';

/** Leads no "a" follows. */
const NO_ARTICLE = ['search', 'are there'];
/**
 * Request words the search drops that are no way to start a spoken request: "please" alone,
 * "show" without "me", "where are" (heard for "harbor" once it could be said).
 */
const NOT_SAID_FIRST = ['please', 'show', 'where are'];
/**
 * How people start a spoken search: the search's own request words (it drops them), each
 * alone or with "a" or "an" ("where can i find a"). Without them in the grammar, "where
 * can i find occupational therapy" was heard as "find occupational therapy" at best.
 */
export const LEADS = REQUEST_LEADS.filter(
  // "im looking for" is the search's reading of "i'm looking for": one of them is enough to say.
  (lead) => !NOT_SAID_FIRST.includes(lead) && !REQUEST_LEADS.some((other) => other !== lead && other.replace(/'/g, '') === lead),
).flatMap((lead) => (NO_ARTICLE.includes(lead) ? [lead] : [lead, `${lead} a`, `${lead} an`]));

/** "Near me" and its other words, as the search reads them (server/search/request.ts). */
export { NEARBY };

/** Whom the search is for: "physical therapy for my daughter" (the search leaves "for my daughter" out). */
export const FOR_WHOM = [...FAMILY.map((who) => `for my ${who}`), 'for children', 'for kids', 'for adults'];

/** Conditions families search for (the search knows what helps with each), said as themselves or with what they look for. */
export { CONDITIONS };
const CONDITION_NEEDS = ['support', 'therapy', 'specialist', 'assessment'];

/** "Speech Therapy; Language development, stuttering and feeding support" → its parts. */
export function serviceParts(services: string): string[] {
  return services
    .split(/[;,]| and /)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/** "Speech Therapy" is also asked for as "speech therapist", "Neuropsychology" as "neuropsychologist". */
const professional = (service: string) =>
  /therapy$|psychology$/i.test(service)
    ? [service.replace(/therapy$/i, 'therapist').replace(/psychology$/i, 'psychologist')]
    : [];

/** What can be said about these providers (their names, services and cities), plus LEADS, CONDITIONS, NEARBY and FOR_WHOM. */
export function vocabularyOf(rows: Array<{ name: string; services: string; city: string }>): Vocabulary {
  const services = rows.flatMap((row) => serviceParts(row.services));
  return {
    leads: LEADS,
    subjects: [
      ...rows.map((row) => row.name),
      ...services,
      ...services.flatMap(professional),
      ...CONDITIONS,
      ...CONDITIONS.flatMap((condition) => CONDITION_NEEDS.map((need) => `${condition} ${need}`)),
    ],
    places: rows.map((row) => row.city),
    nearby: NEARBY,
    forWhom: FOR_WHOM,
  };
}

/**
 * The towns voice search hears by name: the directory's towns of this many people or more. The
 * directory has practices in some 600 towns (every metro area's suburbs); with all of them in
 * the grammar the recogniser heard "in denver" as "in chandler", "in edinburg" or "in ann arbor".
 * Smaller towns are typed: the search box and the directory take any US town or zip code.
 */
export const SPOKEN_TOWN_POPULATION = 300_000;

export async function readVocabulary(db: Database): Promise<Vocabulary> {
  const { rows } = await db.query<{ name: string; services: string; city: string; state: string }>(
    'select name, services, city, state from therapy_providers order by therapy_provider_id',
  );
  const towns = await townsOfAtLeast(db, SPOKEN_TOWN_POPULATION);
  const large = new Set(towns.map((t) => `${keyOf(t.name)}|${t.state}`));
  // A post office's "New York" is the gazetteer's "New York City" (as server/places reads zips).
  const isLarge = (city: string, state: string) =>
    large.has(`${keyOf(city)}|${state}`) || large.has(`${keyOf(city)} city|${state}`);
  const spoken = new Set(rows.filter((r) => isLarge(r.city, r.state)).map((r) => r.city));
  const vocabulary = vocabularyOf(rows);
  return { ...vocabulary, places: vocabulary.places.filter((place) => spoken.has(place)) };
}

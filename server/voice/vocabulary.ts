/**
 * What a person can say to voice search, read from the database's own data: every
 * provider's name, each service it offers and what it helps with, and the cities providers
 * practise in; plus the ways a search starts and conditions families search for. The
 * grammar (grammar.ts) is rebuilt from this whenever it changes.
 */
import type { Database } from '../db/database';
import { CONDITIONS } from '../search/conditions';
import type { Vocabulary } from './grammar';

/** How people start a spoken search. */
export const LEADS = [
  'find',
  'find a',
  'find an',
  'find me',
  'find me a',
  'show me',
  'show me a',
  'search for',
  'search for a',
  'i need',
  'i need a',
  'i need an',
  'looking for',
  'looking for a',
  'where is',
];

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

/** "Speech Therapy" is also asked for as "speech therapist". */
const professional = (service: string) => (/therapy$/i.test(service) ? [service.replace(/therapy$/i, 'therapist')] : []);

/** What can be said about these providers (their names, services and cities), plus LEADS and CONDITIONS. */
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
  };
}

export async function readVocabulary(db: Database): Promise<Vocabulary> {
  const { rows } = await db.query<{ name: string; services: string; city: string }>(
    'select name, services, city from therapy_providers order by therapy_provider_id',
  );
  return vocabularyOf(rows);
}

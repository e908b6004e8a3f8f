import { INSURANCE, LANGUAGES, SERVICES, labelOf, type Filters, type Radius } from '../../contract/directory';
import type { Source } from '../../contract/nora';
import type { Database } from '../db/database';
import { centroidNear, centroidOf, searchProviders, type ListedRow } from '../directory';
import type { Place } from '../search';

/**
 * A question about providers ("speech therapist near 02139 who takes Medicaid") is answered from
 * the directory as a structured query (services, insurance, language, telehealth, distance from
 * the zip), listing real providers with links, never prose about them.
 */

export const SERVICE_WORDS: Record<Filters['services'][number], RegExp> = {
  speech: /\b(speech|language therap|slp|talking|stutter)/,
  occupational: /\b(occupational|ot\b)/,
  aba: /\b(aba\b|behavio(u)?r(al)? (analy|therap))/,
  physical: /\b(physical therap|physio|pt\b)/,
  neuropsychology: /\bneuro ?psych/,
  feeding: /\b(feeding|picky eat)/,
  counseling: /\b(counsel|psychotherap|family therap)/,
};
const INSURANCE_WORDS: Record<Filters['insurance'][number], RegExp> = {
  medicaid: /\b(medicaid|masshealth|medi-cal)/,
  aetna: /\baetna/,
  bcbs: /\b(blue cross|bcbs|blue shield)/,
  cigna: /\bcigna/,
  united: /\b(united ?health|uhc\b)/,
  tricare: /\btricare/,
  self_pay: /\b(self[- ]pay|out of pocket|without insurance|no insurance)/,
};
const LANGUAGE_WORDS: Record<Filters['languages'][number], RegExp> = {
  en: /(?!)/,
  es: /\b(spanish|español|espanol)/,
  zh: /\b(mandarin|chinese)/,
  vi: /\bvietnamese/,
  ar: /\barabic/,
  fr: /\bfrench/,
  ko: /\bkorean/,
  ru: /\brussian/,
};
const PROVIDER_WORDS =
  /\b(provider|therapist|clinic|practice|specialist|near|nearby|close to|around|within|who (takes|accepts)|accept|in my area)/;
const RADII: Radius[] = [5, 10, 25, 50];
/** A service's label inside a sentence: "speech therapy", but "ABA therapy" keeps its capitals. */
const lowerLabel = (label: string) => label.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());

const keys = <K extends string>(words: Record<K, RegExp>, text: string) =>
  (Object.keys(words) as K[]).filter((k) => words[k].test(text));

export interface ProviderQuestion {
  filters: Filters;
  /** What was understood, in words ("speech therapy, taking Medicaid"). */
  asked: string;
}

/**
 * The directory filters a question asks for, or undefined when it is not about finding providers.
 * `place` is where the question says to look (search's reading of it: "in Boston", "02139",
 * "Cambridge, MA", "near me"), already resolved; a place counts as asking for providers.
 */
export function providerQuestion(question: string, place: Place | null = null): ProviderQuestion | undefined {
  const text = question.toLowerCase();
  const services = keys(SERVICE_WORDS, text);
  const insurance = keys(INSURANCE_WORDS, text);
  const languages = keys(LANGUAGE_WORDS, text);
  const located = place?.latitude !== undefined ? place : null;
  const asksForProvider = PROVIDER_WORDS.test(text) || located !== null;
  if (!asksForProvider || (services.length === 0 && insurance.length === 0 && languages.length === 0 && !located))
    return undefined;
  // "near" alone, with only a service ("what does a speech therapist do near school age?"), is not enough without a place or a filter.
  if (
    !located &&
    insurance.length === 0 &&
    languages.length === 0 &&
    !/\b(provider|therapist|clinic|practice)s?\b.*\b(near|nearby|in my area|close to)\b|\bfind\b|\blooking for\b/.test(text)
  )
    return undefined;
  const miles = /\bwithin (\d+) ?mi/.exec(text)?.[1];
  const radius = miles ? (RADII.find((r) => r >= Number(miles)) ?? 50) : 25;
  const mode = /\b(telehealth|video|online|virtual)/.test(text)
    ? 'telehealth'
    : /\bin[- ]person\b/.test(text)
      ? 'in_person'
      : 'any';
  const asked = [
    services.map((s) => lowerLabel(labelOf(SERVICES, s))).join(' or '),
    insurance.length ? `taking ${insurance.map((k) => labelOf(INSURANCE, k)).join(' or ')}` : '',
    languages.length ? `speaking ${languages.map((k) => labelOf(LANGUAGES, k)).join(' or ')}` : '',
    mode === 'telehealth' ? 'by video' : mode === 'in_person' ? 'in person' : '',
  ]
    .filter(Boolean)
    .join(', ');
  const where = located ? (located.zip ? { zip_code: located.zip } : { near: located.label }) : {};
  return {
    asked: asked || 'providers',
    filters: {
      therapist_name: '',
      services,
      ages: [],
      languages,
      insurance,
      mode,
      ...where,
      ...(located ? { radius_miles: radius } : {}),
      sort: located ? 'distance' : 'name',
    },
  };
}

export interface ProviderAnswer {
  sources: Source[];
  text: string;
  found: boolean;
}

const LISTED = 5;

/** The directory search a question ran, as /providers' own URL (src/features/directory/urlFilters.ts reads it). */
export function directoryHref(filters: Filters): string {
  const query: Array<[string, string]> = [];
  for (const key of ['services', 'languages', 'insurance'] as const)
    if (filters[key].length) query.push([key, filters[key].join(',')]);
  if (filters.mode !== 'any') query.push(['mode', filters.mode]);
  if (filters.zip_code) query.push(['zip_code', filters.zip_code]);
  else if (filters.near) query.push(['near', filters.near]);
  if ((filters.zip_code || filters.near) && filters.radius_miles) query.push(['radius_miles', String(filters.radius_miles)]);
  if (filters.sort !== 'distance') query.push(['sort', filters.sort]);
  // Plain, as the directory writes its own URL: lists comma-separated, a town's comma kept.
  const search = query.map(([key, value]) => `${key}=${encodeURIComponent(value).replace(/%2C/g, ',')}`).join('&');
  return search ? `/providers?${search}` : '/providers';
}

const miles = (d: number) => `${(Math.round(d * 10) / 10).toFixed(1)} miles`;
const listOf = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
/** How a practice sees people, as a person says it. */
const visits = (row: { telehealth: boolean; in_person: boolean }) =>
  row.telehealth && row.in_person ? 'in person or by video' : row.telehealth ? 'by video only' : 'in person';

/**
 * The answer from the directory: with a place, the nearest providers within the radius, each a
 * sentence with its distance and what it offers, cited; the directory search it ran cited at the
 * start and the end. None within the radius says so (found: false) and names the nearest beyond.
 */
export async function answerProviders(db: Database, { filters, asked }: ProviderQuestion): Promise<ProviderAnswer> {
  const origin = filters.zip_code
    ? await centroidOf(db, filters.zip_code)
    : filters.near
      ? await centroidNear(db, filters.near)
      : undefined;
  if (filters.zip_code && !origin)
    return {
      sources: [],
      found: false,
      text: `I don't know the zip code ${filters.zip_code}, so I can't measure distances from it. Try a nearby zip code, or search the provider directory.`,
    };
  const rows = await searchProviders(db, filters, origin, 0, LISTED);
  const what = asked === 'providers' ? 'providers' : `providers of ${asked}`;
  const within = origin ? ` within ${filters.radius_miles} miles of ${origin.location}` : '';
  const search = (n: number, heading: string, href = directoryHref(filters)): Source => ({
    n,
    kind: 'directory',
    title: 'Provider directory search',
    heading,
    href,
    quote: '',
  });
  if (rows.length === 0) {
    const wider = { ...filters, radius_miles: 50 as Radius };
    const sources = [search(1, `${what}${within}`, directoryHref(origin ? wider : filters))];
    let text = `The provider directory has no ${what}${within} [1].`;
    if (origin) {
      const [nearest] = await searchProviders(db, { ...filters, radius_miles: undefined }, origin, 0, 1);
      if (nearest && nearest.distance_miles !== null) {
        sources.push(providerSource(2, nearest));
        text += ` The nearest is ${nearest.name} in ${nearest.city}, ${nearest.state}, ${miles(nearest.distance_miles)} away [2].`;
      }
    }
    return { sources, found: false, text };
  }
  const total = rows[0]!.total;
  const sources: Source[] = rows.map((row, i) => providerSource(i + 1, row));
  const all = search(rows.length + 1, `${what}${within}`);
  sources.push(all);
  const cite = `[${all.n}]`;
  const count = total === 1 ? 'one' : String(total);
  const opening = origin
    ? `The provider directory lists ${count} ${total === 1 ? what.replace(/^providers/, 'provider') : what}${within}; the nearest first ${cite}.`
    : `The provider directory lists ${count} ${what}; here are the first by name ${cite}.`;
  const sentences = rows.map((row, i) => {
    const offers = listOf(row.services.map((s) => lowerLabel(labelOf(SERVICES, s))));
    const where =
      row.distance_miles === null
        ? `in ${row.city}, ${row.state}`
        : `${miles(row.distance_miles)} away in ${row.city}, ${row.state}`;
    return `${row.name}, ${where}, offers ${offers}, ${visits(row)} [${i + 1}].`;
  });
  const closing = origin
    ? `To see them all on a map or narrow them by insurance, language or age, open the directory search ${cite}.`
    : `Add a zip code or a town to your question to see the nearest, or open the directory search ${cite}.`;
  return { sources, found: true, text: [opening, ...sentences, closing].join(' ') };
}

function providerSource(n: number, row: ListedRow): Source {
  return {
    n,
    kind: 'provider',
    title: row.name,
    heading: [
      row.services.map((s) => labelOf(SERVICES, s)).join(', '),
      `${row.city}, ${row.state}`,
      row.distance_miles === null ? '' : `${(Math.round(row.distance_miles * 10) / 10).toFixed(1)} mi`,
    ]
      .filter(Boolean)
      .join(' · '),
    href: `/directory-item/${row.therapy_provider_id}`,
    quote: [row.telehealth ? 'Telehealth' : '', row.in_person ? 'In person' : ''].filter(Boolean).join(' and '),
  };
}

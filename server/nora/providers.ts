import { INSURANCE, LANGUAGES, SERVICES, labelOf, type Filters, type Radius } from '../../contract/directory';
import type { Source } from '../../contract/nora';
import type { Database } from '../db/database';
import { centroidOf, searchProviders } from '../directory';

/**
 * A question about providers ("speech therapist near 02139 who takes Medicaid") is answered from
 * the directory as a structured query (services, insurance, language, telehealth, distance from
 * the zip), listing real providers with links, never prose about them.
 */

const SERVICE_WORDS: Record<Filters['services'][number], RegExp> = {
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

const keys = <K extends string>(words: Record<K, RegExp>, text: string) =>
  (Object.keys(words) as K[]).filter((k) => words[k].test(text));

export interface ProviderQuestion {
  filters: Filters;
  /** What was understood, in words ("speech therapy, taking Medicaid"). */
  asked: string;
}

/** The directory filters a question asks for, or undefined when it is not about finding providers. */
export function providerQuestion(question: string): ProviderQuestion | undefined {
  const text = question.toLowerCase();
  const services = keys(SERVICE_WORDS, text);
  const insurance = keys(INSURANCE_WORDS, text);
  const languages = keys(LANGUAGE_WORDS, text);
  const zip = /\b(\d{5})\b/.exec(text)?.[1];
  const asksForProvider = PROVIDER_WORDS.test(text) || zip !== undefined;
  if (!asksForProvider || (services.length === 0 && insurance.length === 0 && languages.length === 0 && !zip)) return undefined;
  // "near" alone, with only a service ("what does a speech therapist do near school age?"), is not enough without a place or a filter.
  if (
    !zip &&
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
    services.map((s) => labelOf(SERVICES, s).toLowerCase()).join(' or '),
    insurance.length ? `taking ${insurance.map((k) => labelOf(INSURANCE, k)).join(' or ')}` : '',
    languages.length ? `speaking ${languages.map((k) => labelOf(LANGUAGES, k)).join(' or ')}` : '',
    mode === 'telehealth' ? 'by video' : mode === 'in_person' ? 'in person' : '',
  ]
    .filter(Boolean)
    .join(', ');
  return {
    asked: asked || 'providers',
    filters: {
      therapist_name: '',
      services,
      ages: [],
      languages,
      insurance,
      mode,
      ...(zip ? { zip_code: zip, radius_miles: radius } : {}),
      sort: zip ? 'distance' : 'name',
    },
  };
}

export interface ProviderAnswer {
  sources: Source[];
  text: string;
  found: boolean;
}

const LISTED = 5;

export async function answerProviders(db: Database, { filters, asked }: ProviderQuestion): Promise<ProviderAnswer> {
  const origin = filters.zip_code ? await centroidOf(db, filters.zip_code) : undefined;
  if (filters.zip_code && !origin)
    return {
      sources: [],
      found: false,
      text: `I don't know the zip code ${filters.zip_code}, so I can't measure distances from it. Try a nearby zip code, or search the provider directory.`,
    };
  const rows = await searchProviders(db, filters, origin, 0, LISTED);
  const place = origin
    ? ` within ${filters.radius_miles} miles of ${origin.city ? `${origin.city}, ${origin.state} ` : ''}${origin.zip_code}`
    : '';
  if (rows.length === 0)
    return {
      sources: [],
      found: false,
      text: `The provider directory has no ${asked}${place}. Try a wider distance or fewer filters in the directory.`,
    };
  const sources: Source[] = rows.map((row, i) => ({
    n: i + 1,
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
  }));
  const total = rows[0]!.total;
  const citations = sources.map((s) => `[${s.n}]`).join(' ');
  const order = origin ? 'nearest first' : 'by name';
  const more = total > rows.length ? ` The directory has ${total} in all.` : '';
  const zipHint = origin ? '' : ' Add a zip code to your question to see the nearest.';
  return {
    sources,
    found: true,
    text: `From the provider directory, ${asked}${place}, ${order}: ${citations}.${more}${zipHint}`,
  };
}

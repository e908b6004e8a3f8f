import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { id, pageIndex, pageSize } from './fields';

/**
 * The provider directory (SPEC §2 /providers and /directory-item/{therapy_provider_id}, §3 search
 * result provider, §7 the service-providers search). The vocabularies below are the wire's: the
 * server stores these keys, the filters send them and the views label them.
 */

export const SERVICES = [
  ['speech', 'Speech therapy'],
  ['occupational', 'Occupational therapy'],
  ['aba', 'ABA therapy'],
  ['physical', 'Physical therapy'],
  ['neuropsychology', 'Neuropsychology'],
  ['feeding', 'Feeding therapy'],
  ['counseling', 'Counseling'],
] as const;
export const AGE_GROUPS = [
  ['infants', 'Infants and toddlers (0–2)'],
  ['preschool', 'Preschool (3–5)'],
  ['school', 'School age (6–12)'],
  ['teens', 'Teens (13–17)'],
  ['adults', 'Adults (18+)'],
] as const;
export const LANGUAGES = [
  ['en', 'English'],
  ['es', 'Spanish'],
  ['zh', 'Mandarin'],
  ['vi', 'Vietnamese'],
  ['ar', 'Arabic'],
  ['fr', 'French'],
  ['ko', 'Korean'],
  ['ru', 'Russian'],
] as const;
export const INSURANCE = [
  ['medicaid', 'Medicaid'],
  ['aetna', 'Aetna'],
  ['bcbs', 'Blue Cross Blue Shield'],
  ['cigna', 'Cigna'],
  ['united', 'UnitedHealthcare'],
  ['tricare', 'TRICARE'],
  ['self_pay', 'Self-pay'],
] as const;
/** The distances a person may search within, in miles. */
export const RADII = [5, 10, 25, 50] as const;
export const MODES = ['any', 'telehealth', 'in_person'] as const;
export const SORTS = ['distance', 'name'] as const;
export const NAME_MAX = 80;
export const PAGE_SIZE = 20;

type Vocabulary = readonly (readonly [string, string])[];
const keysOf = <V extends Vocabulary>(v: V) => v.map(([key]) => key) as unknown as [V[number][0], ...V[number][0][]];
export const labelOf = (v: Vocabulary, key: string) => v.find(([k]) => k === key)?.[1] ?? key;

export type ServiceKey = (typeof SERVICES)[number][0];
export type AgeGroup = (typeof AGE_GROUPS)[number][0];
export type LanguageKey = (typeof LANGUAGES)[number][0];
export type InsuranceKey = (typeof INSURANCE)[number][0];
export type Radius = (typeof RADII)[number];
export type Mode = (typeof MODES)[number];
export type Sort = (typeof SORTS)[number];

const some = <V extends Vocabulary>(v: V, what: string) =>
  z._default(z.array(z.enum(keysOf(v), { error: `must be known ${what}` })).check(z.maxLength(v.length)), []);

export const zipCode = z.string().check(z.trim(), z.regex(/^\d{5}$/, { error: 'must be 5 digits' }));
export const NEAR_MAX = 80;
/** A town as a person types it ("Boston", "Cambridge, MA"), or a zip code. */
export const near = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: 'must not be blank' }),
    z.maxLength(NEAR_MAX, { error: `must be ${NEAR_MAX} characters or fewer` }),
  );

/** The filters of /providers, as the URL and the request carry them. */
export const filters = z.object({
  therapist_name: z._default(
    z.string().check(z.trim(), z.maxLength(NAME_MAX, { error: `must be ${NAME_MAX} characters or fewer` })),
    '',
  ),
  services: some(SERVICES, 'services'),
  ages: some(AGE_GROUPS, 'age groups'),
  languages: some(LANGUAGES, 'languages'),
  insurance: some(INSURANCE, 'insurance plans'),
  mode: z._default(z.enum(MODES, { error: 'must be any, telehealth or in_person' }), 'any'),
  zip_code: z.optional(zipCode),
  /** A town instead of a zip code ("Boston, MA"), measured from its centre; zip_code wins when both are sent. */
  near: z.optional(near),
  /** Only with a zip code or a town; none means any distance (still sorted by it). */
  radius_miles: z.optional(z.literal(RADII, { error: 'must be 5, 10, 25 or 50' })),
  sort: z._default(z.enum(SORTS, { error: 'must be distance or name' }), 'distance'),
});

const nullableText = z._default(z.nullable(z.string()), null);
export const listedProvider = z.object({
  therapy_provider_id: z.int(),
  name: z.string(),
  provider_image_url: nullableText,
  website: nullableText,
  services: z.array(z.string()),
  city: z.string(),
  state: z.string(),
  zip_code: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  telehealth: z.boolean(),
  in_person: z.boolean(),
  /** From the asked zip code's centroid, when one was asked. */
  distance_miles: z.nullable(z.number()),
});

export const origin = z.object({ zip_code: z.string(), location: z.string(), latitude: z.number(), longitude: z.number() });

export const search = endpoint({
  method: 'POST',
  path: '/public/search-engine/service-providers/v1/search',
  summary:
    'The provider directory: therapy providers by name (therapist_name), services, ages, languages, insurance, telehealth or in person, and distance from any US zip code or town (near: "Boston, MA"), sorted by distance or name, paged. Onboarding calls it with source=ONBOARDING.',
  query: z.object({ source: z.optional(z.enum(['ONBOARDING'], { error: 'must be ONBOARDING' })) }),
  body: z.extend(filters, { page: z._default(pageIndex, 0), size: z._default(pageSize(100), PAGE_SIZE) }),
  response: z.object({
    data: z.object({
      data: z.array(listedProvider),
      total: z.int(),
      page: z.int(),
      size: z.int(),
      /** The zip code or town distances are measured from, when one was asked (zip_code '' for a town). */
      origin: z._default(z.nullable(origin), null),
    }),
  }),
  errors: {
    400: 'a filter out of its range, or a zip code or town the directory does not know (issues: body.zip_code, body.near)',
  },
  auth: 'public',
});

export const providerDetail = z.extend(listedProvider, {
  ages: z.array(z.string()),
  languages: z.array(z.string()),
  insurance: z.array(z.string()),
  address: z.string(),
  phone: z.string(),
  hours: z.array(z.string()),
  about: z.string(),
  /** The provider's own account in the product, when they have one (Message opens a chat). */
  member: z._default(z.nullable(z.object({ user_id: z.int(), user_name: z.string() })), null),
});

export const detail = endpoint({
  method: 'GET',
  path: '/api/search-engine/v1/service-providers/:therapy_provider_id',
  summary: 'One therapy provider’s directory page.',
  params: z.object({ therapy_provider_id: id }),
  response: z.object({ data: providerDetail }),
  errors: { 404: 'no such provider' },
  auth: 'bearer',
  hidden: true,
});

export type Filters = z.output<typeof filters>;
export type ListedProvider = z.output<typeof listedProvider>;
export type ProviderDetail = z.output<typeof providerDetail>;
export type Origin = z.output<typeof origin>;

/** Saving a provider (issue #63.9), in a file of its own for the pages that show Save. */
export { savedProviders, saveProvider, unsaveProvider, SAVED_PROVIDERS_MAX } from './directory-saved';

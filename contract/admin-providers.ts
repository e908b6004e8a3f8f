import * as z from 'zod/mini';
import { ADMIN, reason } from './admin';
import { AGE_GROUPS, INSURANCE, LANGUAGES, SERVICES, zipCode } from './directory';
import { endpoint, raw } from './endpoint';
import { count, idParams, pageIndex, pageSize } from './fields';

/**
 * /admin-provider (issue #36): the directory's providers created, edited and retired by an
 * administrator, each with a reason and an audit row. A retired provider leaves the public
 * directory and search; its row stays (nothing is deleted without a trace).
 */
export const PROVIDERS_PAGE_SIZE = 20;
export const PROVIDER_NAME_MAX = 120;
export const ABOUT_MAX = 2000;
/** A US phone number as people write it: (617) 555-0100, 617-555-0100, +1 617 555 0100. */
export const PHONE = /^(\+1[\s.-]?)?(\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}$/;

type Vocabulary = readonly (readonly [string, string])[];
const keys = (v: Vocabulary, what: string) =>
  z.array(z.enum(v.map(([k]) => k) as [string, ...string[]], { error: `must be known ${what}` })).check(z.maxLength(v.length));
const text = (max: number, what: string) =>
  z.string({ error: `give ${what}` }).check(z.trim(), z.maxLength(max, `at most ${max} characters`));
const required = (max: number, what: string) =>
  z
    .string({ error: `give ${what}` })
    .check(z.trim(), z.minLength(1, `give ${what}`), z.maxLength(max, `at most ${max} characters`));

export const providerFields = z.object({
  name: required(PROVIDER_NAME_MAX, 'a name'),
  services: keys(SERVICES, 'services').check(z.minLength(1, 'choose at least one service')),
  ages: keys(AGE_GROUPS, 'age groups'),
  languages: keys(LANGUAGES, 'languages'),
  insurance: keys(INSURANCE, 'insurance plans'),
  telehealth: z.boolean(),
  in_person: z.boolean(),
  street: text(200, 'a street'),
  city: required(80, 'a city'),
  state: z.string({ error: 'give a state' }).check(z.trim(), z.regex(/^[A-Z]{2}$/, 'must be two capital letters (MA)')),
  zip_code: zipCode,
  phone: z
    .string({ error: 'give a phone number' })
    .check(z.trim(), z.regex(PHONE, 'must be a US phone number, as (617) 555-0100')),
  website: z.nullable(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(300, 'at most 300 characters'),
        z.regex(/^https:\/\/[^\s/]+\.[^\s]+$/, 'must start with https://'),
      ),
  ),
  hours: z.array(text(80, 'hours')).check(z.maxLength(14, 'at most 14 lines')),
  about: text(ABOUT_MAX, 'a description'),
});
export type ProviderFields = z.output<typeof providerFields>;

/**
 * A provider's picture (issue #36): uploaded first (uploadProviderPicture, the chat's picture
 * rules: PNG, JPEG, GIF or WebP by its first bytes, the chat's size limit), then named by its url
 * in a create or an edit, which sets provider_image_url and keeps it in the audit row. Left out:
 * unchanged; null: removed. Only an upload of the administrator's own is taken.
 */
export const PROVIDER_PICTURE_PATH = '/public/provider-pictures/';
export const PROVIDER_PICTURE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const picture = z.optional(z.nullable(z.string().check(z.maxLength(500, 'is not a picture you uploaded'))));

export const adminProvider = z.extend(providerFields, {
  therapy_provider_id: z.int(),
  provider_image_url: z.nullable(z.string()),
  retired_at: z.nullable(z.string()),
});
export type AdminProvider = z.infer<typeof adminProvider>;

export const listProviders = endpoint({
  method: 'GET',
  path: `${ADMIN}/providers`,
  summary: 'The directory’s providers by name, in service or retired, sorted by name and paged on the server.',
  query: z.object({
    q: z.optional(z.string().check(z.maxLength(100, 'at most 100 characters'))),
    retired: z._default(z.enum(['true', 'false']), 'false'),
    page: z._default(pageIndex, 0),
    size: z._default(pageSize(100), PROVIDERS_PAGE_SIZE),
  }),
  response: z.object({ data: z.object({ data: z.array(adminProvider), total: count, page: z.int(), size: z.int() }) }),
  errors: { 403: 'not an administrator' },
  auth: 'bearer',
});

const answer = z.object({ data: adminProvider });
const zipIssue = { 400: 'a field out of its rules, or a zip code with no known place (issues: body.zip_code)' };

export const createProvider = endpoint({
  method: 'POST',
  path: `${ADMIN}/providers`,
  summary: 'Adds a provider to the directory.',
  body: z.extend(providerFields, { reason, picture }),
  response: answer,
  errors: { 403: 'not an administrator', ...zipIssue },
  auth: 'bearer',
});

export const updateProvider = endpoint({
  method: 'PUT',
  path: `${ADMIN}/providers/:id`,
  summary: 'Changes a provider’s fields (not a retired one).',
  params: idParams,
  body: z.extend(providerFields, { reason, picture }),
  response: answer,
  errors: { 403: 'not an administrator', 404: 'no such provider', 409: 'retired', ...zipIssue },
  auth: 'bearer',
});

export const retireProvider = endpoint({
  method: 'POST',
  path: `${ADMIN}/providers/:id/retire`,
  summary: 'Retires a provider: it leaves the directory and search; its row stays.',
  params: idParams,
  body: z.object({ reason }),
  response: answer,
  errors: { 403: 'not an administrator', 404: 'no such provider', 409: 'already retired' },
  auth: 'bearer',
});

export const uploadProviderPicture = endpoint({
  method: 'POST',
  path: `${ADMIN}/providers/pictures`,
  summary:
    'Uploads a provider’s picture (multipart: file; PNG, JPEG, GIF or WebP by its bytes, as chat pictures, within the chat’s size limit); a create or an edit then names its url.',
  form: { type: 'multipart/form-data', fields: z.object({ file: z.string() }) },
  status: 201,
  response: z.object({ data: z.object({ url: z.string(), content_type: z.string(), size: count }) }),
  errors: { 403: 'not an administrator', 413: 'over the size limit', 415: 'not a picture', 429: 'uploading too quickly' },
  auth: 'bearer',
});

export const providerPictureFile = endpoint({
  method: 'GET',
  path: `${PROVIDER_PICTURE_PATH}:key`,
  summary: 'A provider’s picture: public, as the directory is.',
  params: z.object({ key: z.string().check(z.regex(PROVIDER_PICTURE_KEY, { error: 'must be a picture key' })) }),
  response: raw('image/*'),
  errors: { 404: 'no such picture' },
  auth: 'public',
  serverOnly: 'an <img> loads it',
});

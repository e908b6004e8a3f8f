import type { Filters } from '../../contract/directory';
import type { Database } from '../db/database';
import type { Queryable } from '../db/types';
import { placeOfZip, resolvePlace, type Place } from '../places';
import type { DirectoryDetails, GeneratedProvider } from './seed-data';

/** Every statement of the provider directory. Distances are great-circle miles (directory_miles, schema.ts). */

/** Degrees of latitude per mile; a degree of longitude is shorter by cos(latitude). */
const DEGREES_PER_MILE = 1 / 69.0;

export interface Centroid {
  /** '' when a town was named rather than a zip code. */
  zip_code: string;
  city: string;
  state: string;
  /** "Cambridge, MA 02139", or "Boston, MA" for a town. */
  location: string;
  latitude: number;
  longitude: number;
}

const centroid = (place: Place): Centroid => ({
  zip_code: place.zip ?? '',
  city: place.city,
  state: place.state,
  location: place.label,
  latitude: place.latitude,
  longitude: place.longitude,
});

/** Any US zip code's Census centroid, with its post-office name (server/places). */
export async function centroidOf(db: Queryable, zip: string): Promise<Centroid | undefined> {
  const place = await placeOfZip(db, zip);
  return place && centroid(place);
}

/** A town as typed ("Boston", "Cambridge, MA") or a zip code: where distances are measured from. */
export async function centroidNear(db: Queryable, text: string): Promise<Centroid | undefined> {
  const place = await resolvePlace(db, text);
  return place && centroid(place);
}

const DETAIL_ARRAYS = (list: DirectoryDetails[]) => [
  list.map((p) => `{${p.service_kinds.join(',')}}`),
  list.map((p) => `{${p.ages.join(',')}}`),
  list.map((p) => `{${p.languages.join(',')}}`),
  list.map((p) => `{${p.insurance.join(',')}}`),
  list.map((p) => p.telehealth),
  list.map((p) => p.in_person),
  list.map((p) => p.street),
  list.map((p) => p.phone),
  // Hours hold commas and dashes but never braces or quotes: a text[] literal per provider.
  list.map((p) => `{${p.hours.map((h) => `"${h}"`).join(',')}}`),
  list.map((p) => p.about),
  list.map((p) => p.latitude),
  list.map((p) => p.longitude),
];

/** Gives existing providers (search's seed) their directory details, by id. */
export async function setDetails(db: Queryable, ids: number[], details: DirectoryDetails[]) {
  await db.query(
    `update therapy_providers t
        set service_kinds = d.sk::text[], ages = d.ag::text[], languages = d.la::text[], insurance = d.ins::text[],
            telehealth = d.th, in_person = d.ip, street = d.st, phone = d.ph, hours = d.ho::text[], about = d.ab,
            latitude = d.lat, longitude = d.lon
       from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::boolean[], $7::boolean[], $8::text[],
                   $9::text[], $10::text[], $11::text[], $12::float8[], $13::float8[])
            as d(id, sk, ag, la, ins, th, ip, st, ph, ho, ab, lat, lon)
      where t.therapy_provider_id = d.id`,
    [ids, ...DETAIL_ARRAYS(details)],
  );
}

export async function insertProviders(db: Queryable, list: GeneratedProvider[]) {
  if (list.length === 0) return;
  await db.query(
    `insert into therapy_providers (service_kinds, ages, languages, insurance, telehealth, in_person, street, phone, hours,
                                    about, latitude, longitude, name, services, city, state, zip_code, website, provider_image_url)
       select sk::text[], ag::text[], la::text[], ins::text[], th, ip, st, ph, ho::text[], ab, lat, lon, n, s, c, sta, z, w, img
         from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::boolean[], $6::boolean[], $7::text[], $8::text[],
                     $9::text[], $10::text[], $11::float8[], $12::float8[], $13::text[], $14::text[], $15::text[], $16::text[],
                     $17::text[], $18::text[], $19::text[])
              as d(sk, ag, la, ins, th, ip, st, ph, ho, ab, lat, lon, n, s, c, sta, z, w, img)`,
    [
      ...DETAIL_ARRAYS(list),
      list.map((p) => p.name),
      list.map((p) => p.services),
      list.map((p) => p.city),
      list.map((p) => p.state),
      list.map((p) => p.zip_code),
      list.map((p) => p.website),
      list.map((p) => p.provider_image_url),
    ],
  );
}

/** A provider is a member of the product when a care provider's account carries its name. */
export async function linkMembers(db: Queryable) {
  await db.query(
    `update therapy_providers t set member_user_id = u.user_id
       from users u
      where u.user_type = 4 and lower(u.care_provider_detail->>'provider_name') = lower(t.name)`,
  );
}

export async function memberPracticeNames(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `select distinct u.care_provider_detail->>'provider_name' as name
       from users u
      where u.user_type = 4 and coalesce(u.care_provider_detail->>'provider_name', '') <> ''
        and not exists (select 1 from therapy_providers t where lower(t.name) = lower(u.care_provider_detail->>'provider_name'))
      order by 1`,
  );
  return rows.map((r) => r.name);
}

export interface ListedRow {
  therapy_provider_id: number;
  name: string;
  provider_image_url: string | null;
  website: string | null;
  services: string[];
  city: string;
  state: string;
  zip_code: string;
  latitude: number;
  longitude: number;
  telehealth: boolean;
  in_person: boolean;
  distance_miles: number | null;
  total: number;
}

const LISTED = `t.therapy_provider_id, t.name, t.provider_image_url, t.website, t.service_kinds as services, t.city, t.state,
  t.zip_code, t.latitude, t.longitude, t.telehealth, t.in_person`;

/**
 * The directory query: every filter is a condition on the row; within a radius, the box around
 * the circle (which the latitude/longitude index answers) narrows the rows and directory_miles
 * keeps the circle. Any one of several services, ages, languages or plans is enough (`&&`).
 */
export async function search(
  db: Database,
  filters: Filters,
  origin: Centroid | undefined,
  page: number,
  size: number,
): Promise<ListedRow[]> {
  const radius = origin && filters.radius_miles ? filters.radius_miles : null;
  const latSpan = radius === null ? null : radius * DEGREES_PER_MILE;
  const lonSpan =
    radius === null || !origin ? null : (radius * DEGREES_PER_MILE) / Math.max(0.01, Math.cos((origin.latitude * Math.PI) / 180));
  const params: unknown[] = [
    size,
    page * size,
    filters.therapist_name.toLowerCase(),
    filters.services,
    filters.ages,
    filters.languages,
    filters.insurance,
    filters.mode,
    origin?.latitude ?? null,
    origin?.longitude ?? null,
    radius,
    latSpan,
    lonSpan,
  ];
  const distance = origin ? `directory_miles($9::float8, $10::float8, t.latitude, t.longitude)` : 'null::float8';
  const order =
    origin && filters.sort === 'distance'
      ? 'distance_miles, lower(t.name), t.therapy_provider_id'
      : 'lower(t.name), t.therapy_provider_id';
  const { rows } = await db.query<ListedRow>(
    `select ${LISTED}, ${distance} as distance_miles, count(*) over ()::int as total
       from therapy_providers t
      where t.latitude is not null and t.retired_at is null
        and ($3 = '' or strpos(lower(t.name), $3) > 0)
        and (cardinality($4::text[]) = 0 or t.service_kinds && $4::text[])
        and (cardinality($5::text[]) = 0 or t.ages && $5::text[])
        and (cardinality($6::text[]) = 0 or t.languages && $6::text[])
        and (cardinality($7::text[]) = 0 or t.insurance && $7::text[])
        and ($8 = 'any' or ($8 = 'telehealth' and t.telehealth) or ($8 = 'in_person' and t.in_person))
        and ($11::float8 is null or (
              t.latitude between $9::float8 - $12::float8 and $9::float8 + $12::float8
          and t.longitude between $10::float8 - $13::float8 and $10::float8 + $13::float8
          and directory_miles($9::float8, $10::float8, t.latitude, t.longitude) <= $11::float8))
      order by ${order}
      limit $1 offset $2`,
    params,
  );
  return rows;
}

export interface DetailRow extends Omit<ListedRow, 'total' | 'distance_miles'> {
  ages: string[];
  languages: string[];
  insurance: string[];
  street: string;
  phone: string;
  hours: string[];
  about: string;
  member_user_id: number | null;
  member_user_name: string | null;
}

export async function detail(db: Database, id: number): Promise<DetailRow | undefined> {
  const { rows } = await db.query<DetailRow>(
    `select ${LISTED}, t.ages, t.languages, t.insurance, t.street, t.phone, t.hours, t.about,
            u.user_id as member_user_id, u.user_name as member_user_name
       from therapy_providers t left join users u on u.user_id = t.member_user_id
      where t.therapy_provider_id = $1 and t.latitude is not null and t.retired_at is null`,
    [id],
  );
  return rows[0];
}

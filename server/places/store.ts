import type { Queryable } from '../db/types';
import { keyOf, stateCode, stateEntries } from './gazetteer';

/** Every lookup of a US place: a zip code, a town by name, suggestions as typed, the towns in a map's box. */

export interface Place {
  /** As a person reads it: "Cambridge, MA 02139" for a zip code, "Cambridge, MA" for a town. */
  label: string;
  city: string;
  state: string;
  /** Only when a zip code was named. */
  zip?: string;
  latitude: number;
  longitude: number;
}

export interface Town {
  name: string;
  state: string;
  population: number;
  latitude: number;
  longitude: number;
}

interface ZipRow {
  zip_code: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

const zipPlace = (z: ZipRow): Place => ({
  label: z.city ? `${z.city}, ${z.state} ${z.zip_code}` : z.zip_code,
  city: z.city,
  state: z.state,
  zip: z.zip_code,
  latitude: z.latitude,
  longitude: z.longitude,
});

const townPlace = (t: Town): Place => ({
  label: `${t.name}, ${t.state}`,
  city: t.name,
  state: t.state,
  latitude: t.latitude,
  longitude: t.longitude,
});

const ZIP = 'zip_code, city, state, latitude, longitude';
const TOWN = 'name, state, population, latitude, longitude';
/** Which of several towns a name means: the one with the most people, then the most zip codes. */
const IMPORTANCE = 'population desc, cardinality(zip_codes) desc, id';

/** A zip code's place: its Census centroid and post-office name. */
export async function placeOfZip(db: Queryable, zip: string): Promise<Place | undefined> {
  if (!/^\d{5}$/.test(zip)) return undefined;
  const { rows } = await db.query<ZipRow>(`select ${ZIP} from us_zip_codes where zip_code = $1`, [zip]);
  return rows[0] && zipPlace(rows[0]);
}

/** The town of that name (in that state, when given) with the most people; "New York" finds New York City. */
export async function townNamed(db: Queryable, name: string, state?: string): Promise<Town | undefined> {
  const key = keyOf(name);
  const code = state === undefined ? null : stateCode(state);
  if (!key || code === undefined) return undefined;
  const { rows } = await db.query<Town>(
    `select ${TOWN} from us_towns
      where key in ($1, $1 || ' city') and ($2::text is null or state = $2)
      order by (key = $1) desc, ${IMPORTANCE} limit 1`,
    [key, code],
  );
  return rows[0];
}

/**
 * A place as typed: a zip code ("02139", "02139-4307"), "City, ST", "City, State", "City ST" or a
 * town alone (the most populous of that name). Undefined when it names no US place.
 */
export async function resolvePlace(db: Queryable, text: string): Promise<Place | undefined> {
  const typed = text.trim();
  const zip = /^(\d{5})(?:-\d{4})?$/.exec(typed)?.[1];
  if (zip) return placeOfZip(db, zip);
  const comma = /^(.+?),\s*([\p{L} .]+)$/u.exec(typed);
  if (comma) {
    const town = await townNamed(db, comma[1]!, comma[2]!);
    return town && townPlace(town);
  }
  const spaced = /^(.+?)\s+([a-z]{2})$/i.exec(typed);
  const inState = spaced && stateCode(spaced[2]!) ? await townNamed(db, spaced[1]!, spaced[2]!) : undefined;
  const town = inState ?? (await townNamed(db, typed));
  return town && townPlace(town);
}

export interface Suggestion {
  kind: 'zip' | 'city';
  /** '' for a town. */
  zip_code: string;
  city: string;
  state: string;
  location: string;
}

const TOWNS_SUGGESTED = 5;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The location field's suggestions (SPEC §5): zip codes starting with the digits typed, or towns
 * starting with the letters typed (most people first; "Cambridge, M" keeps the states starting
 * with M), then, when the text names a town exactly, that town's own zip codes.
 */
export async function suggestPlaces(db: Queryable, text: string, limit: number): Promise<Suggestion[]> {
  const typed = text.trim();
  if (/^\d{1,5}$/.test(typed)) {
    const { rows } = await db.query<ZipRow>(
      `select ${ZIP} from us_zip_codes where zip_code like $1 || '%' order by zip_code limit $2`,
      [typed, limit],
    );
    return rows.map((z) => ({ kind: 'zip', zip_code: z.zip_code, city: z.city, state: z.state, location: zipPlace(z).label }));
  }
  const [namePart = '', statePart = ''] = typed.split(',');
  const key = keyOf(namePart);
  if (!key) return [];
  const stateTyped = statePart.trim().toUpperCase();
  const states = stateTyped
    ? [...new Set(stateEntries().flatMap(([name, code]) => (name.startsWith(stateTyped) ? [code] : [])))]
    : null;
  const { rows: towns } = await db.query<Town & { key: string; zip_codes: string[] }>(
    `select ${TOWN}, key, zip_codes from us_towns
      where key like $1 || '%' and ($2::text[] is null or state = any($2::text[]))
      order by (key = $3) desc, ${IMPORTANCE} limit $4`,
    [escapeLike(key), states, key, Math.min(TOWNS_SUGGESTED, limit)],
  );
  const out: Suggestion[] = towns
    .slice()
    .sort((a, b) => b.population - a.population)
    .map((t) => ({ kind: 'city', zip_code: '', city: t.name, state: t.state, location: townPlace(t).label }));
  const exact = towns.find((t) => t.key === key);
  if (exact && out.length < limit) {
    const { rows: zips } = await db.query<ZipRow>(
      `select ${ZIP} from us_zip_codes where zip_code = any($1::text[]) order by zip_code limit $2`,
      [exact.zip_codes, limit - out.length],
    );
    out.push(
      ...zips.map((z): Suggestion => ({
        kind: 'zip',
        zip_code: z.zip_code,
        city: z.city,
        state: z.state,
        location: zipPlace(z).label,
      })),
    );
  }
  return out;
}

export interface Box {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** The most populous towns inside a box (a map's labels), the largest first. */
export async function townsIn(db: Queryable, box: Box, limit: number): Promise<Town[]> {
  const { rows } = await db.query<Town>(
    `select ${TOWN} from us_towns
      where population > 0 and latitude between $1 and $2 and longitude between $3 and $4
      order by population desc, id limit $5`,
    [box.south, box.north, box.west, box.east, limit],
  );
  return rows;
}

/** Every town of at least `population` people, the largest first (the seed's metro areas). */
export async function townsOfAtLeast(db: Queryable, population: number): Promise<Town[]> {
  const { rows } = await db.query<Town>(`select ${TOWN} from us_towns where population >= $1 order by population desc, id`, [
    population,
  ]);
  return rows;
}

/** The zip code whose centroid is nearest a point (where a seeded practice's mail goes). */
export async function nearestZip(db: Queryable, latitude: number, longitude: number): Promise<Place | undefined> {
  // Within half a degree first (the index-free scan stays small), on a plane scaled by the latitude.
  const { rows } = await db.query<ZipRow>(
    `select ${ZIP} from us_zip_codes
      where latitude between $1 - 0.5 and $1 + 0.5 and longitude between $2 - 0.7 and $2 + 0.7 and city <> '' and area
      order by power(latitude - $1, 2) + power((longitude - $2) * cos(radians($1)), 2) limit 1`,
    [latitude, longitude],
  );
  return rows[0] && zipPlace(rows[0]);
}

/** Great-circle miles, on the sphere the database's directory_miles uses (server/directory/schema.ts). */
export function milesBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const r = Math.PI / 180;
  const s =
    Math.sin(((b.latitude - a.latitude) * r) / 2) ** 2 +
    Math.cos(a.latitude * r) * Math.cos(b.latitude * r) * Math.sin(((b.longitude - a.longitude) * r) / 2) ** 2;
  return 2 * 3963.1906 * Math.asin(Math.min(1, Math.sqrt(s)));
}

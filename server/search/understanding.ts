import type { Database } from '../db/database';
import { placeOfZip, townNamed, type Place as PlacesPlace } from '../places';
import { understand, type Place, type Understood } from './request';

/** A place for a request: a zip code's or a town's, from server/places, with where it is. */
const requestPlace = (p: PlacesPlace): Place => ({
  ...(p.zip ? { zip: p.zip } : {}),
  city: p.city,
  state: p.state,
  label: p.label,
  latitude: p.latitude,
  longitude: p.longitude,
});

/** A request's understanding on this database: "near me" is the person's zip, zip codes and towns are server/places'. */
export function understandFor(db: Database, text: string, userId: number): Promise<Understood> {
  return understand(text, {
    async home() {
      const { rows } = await db.query<{ zip_code: string | null; city: string; state: string }>(
        'select zip_code, city, state from users where user_id = $1 and zip_code is not null',
        [userId],
      );
      const home = rows[0]?.zip_code ? await placeOfZip(db, rows[0].zip_code) : undefined;
      return home ? requestPlace(home) : null;
    },
    async city(name, state) {
      const town = await townNamed(db, name, state);
      return town
        ? requestPlace({
            city: town.name,
            state: town.state,
            label: `${town.name}, ${town.state}`,
            latitude: town.latitude,
            longitude: town.longitude,
          })
        : null;
    },
    async zip(zip) {
      const place = await placeOfZip(db, zip);
      return place ? requestPlace(place) : null;
    },
    async isSearchWord(word) {
      const { rows } = await db.query('select 1 from search_lexicon where word = $1', [word]);
      return rows.length > 0;
    },
  });
}

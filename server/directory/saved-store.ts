import type { Queryable } from '../db/types';

/**
 * Every statement of a person's saved providers (issue #63.9). Always with the caller's own id:
 * no statement hands one person's list to another. A retired provider stays saved but is not
 * listed (the directory no longer shows it).
 */

/** Saves it (again is the same): 'saved', 'no such provider', or 'full' at `max` saved. */
export async function saveProvider(
  db: Queryable,
  userId: number,
  providerId: number,
  max: number,
): Promise<'saved' | 'no such provider' | 'full'> {
  // One statement: the provider exists and is listed, and the person is under the bound (or has it already).
  const { rows } = await db.query<{ listed: boolean; has: boolean; n: number; saved: boolean }>(
    `with provider as (
       select therapy_provider_id from therapy_providers
        where therapy_provider_id = $2 and latitude is not null and retired_at is null),
     mine as (select count(*)::int as n, bool_or(therapy_provider_id = $2) as has from saved_providers where user_id = $1),
     saved as (
       insert into saved_providers (user_id, therapy_provider_id)
       select $1, therapy_provider_id from provider, mine where mine.n < $3 or coalesce(mine.has, false)
       on conflict do nothing returning 1)
     select exists (select 1 from provider) as listed, coalesce((select has from mine), false) as has,
            (select n from mine) as n, exists (select 1 from saved) as saved`,
    [userId, providerId, max],
  );
  const r = rows[0]!;
  if (!r.listed) return 'no such provider';
  return r.saved || r.has ? 'saved' : 'full';
}

export async function unsaveProvider(db: Queryable, userId: number, providerId: number): Promise<boolean> {
  const { rows } = await db.query('delete from saved_providers where user_id = $1 and therapy_provider_id = $2 returning 1', [
    userId,
    providerId,
  ]);
  return rows.length > 0;
}

/** The ids the person saved, most recently saved first (listed providers only). */
export async function savedIds(db: Queryable, userId: number, limit: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `select s.therapy_provider_id as id
       from saved_providers s join therapy_providers t using (therapy_provider_id)
      where s.user_id = $1 and t.latitude is not null and t.retired_at is null
      order by s.created_at desc, s.therapy_provider_id
      limit $2`,
    [userId, limit],
  );
  return rows.map((r) => r.id);
}

export interface SavedProviderRow {
  therapy_provider_id: number;
  name: string;
  services: string[];
  city: string;
  state: string;
  saved_at: string;
}

/** The person's saved providers for Favorites, most recently saved first. */
export async function savedProvidersOf(db: Queryable, userId: number, limit: number): Promise<SavedProviderRow[]> {
  const { rows } = await db.query<SavedProviderRow>(
    `select t.therapy_provider_id, t.name, t.service_kinds as services, t.city, t.state,
            to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as saved_at
       from saved_providers s join therapy_providers t using (therapy_provider_id)
      where s.user_id = $1 and t.latitude is not null and t.retired_at is null
      order by s.created_at desc, s.therapy_provider_id
      limit $2`,
    [userId, limit],
  );
  return rows;
}

import type { Queryable } from '../db/database';
import type { PersonHit, ProviderHit } from './engine';

/** Every SQL statement of recent searches (the search itself: engine.ts; zip codes: server/places). */

/** Whether a searched provider, or a person (never an administrator), exists. */
export async function targetExists(db: Queryable, kind: 'PROVIDER_NAME' | 'USER', targetId: number): Promise<boolean> {
  const exists =
    kind === 'PROVIDER_NAME'
      ? await db.query('select 1 from therapy_providers where therapy_provider_id = $1', [targetId])
      : await db.query('select 1 from users where user_id = $1 and user_type <> 99', [targetId]);
  return exists.rows.length > 0;
}

/** Records a search (once per text and target: a repeat moves it to the top), keeping the newest `keep`. */
export async function recordSearch(
  db: Queryable,
  userId: number,
  m: { type: string; search_text: string; sub_type: string },
  targetId: number | null,
  keep: number,
) {
  await db.query(
    `insert into search_history (user_id, type, search_text, sub_type, target_id)
         values ($1, $2, $3, $4, $5)
       on conflict (user_id, type, sub_type, lower(search_text), coalesce(target_id, 0))
         do update set searched_at = now(), search_text = excluded.search_text`,
    [userId, m.type, m.search_text, m.sub_type, targetId],
  );
  await db.query(
    `delete from search_history where user_id = $1 and id not in (
         select id from search_history where user_id = $1 order by searched_at desc, id desc limit $2)`,
    [userId, keep],
  );
}

/** Recent searches of a type, newest first, with what each pointed at as it is now. */
export async function recentSearches(db: Queryable, userId: number, type: string, limit: number) {
  const { rows } = await db.query<{
    search_text: string;
    sub_type: 'PROVIDER_NAME' | 'USER' | 'FREE_TEXT';
    searched_at: Date | string;
    provider: Omit<ProviderHit, 'total'> | null;
    person: Omit<PersonHit, 'total'> | null;
  }>(
    `select h.search_text, h.sub_type, h.searched_at,
              case when p.therapy_provider_id is null then null else to_jsonb(p) - 'search_document' - 'search_words' end as provider,
              case when u.user_id is null then null else jsonb_build_object(
                'user_id', u.user_id, 'user_name', u.user_name, 'user_type', u.user_type, 'profile_picture', u.profile_picture,
                'first_name', u.first_name, 'last_name', u.last_name, 'is_mentor', u.is_mentor,
                'provider_name', u.care_provider_detail->>'provider_name', 'city', u.city, 'state', u.state, 'zip_code', u.zip_code)
              end as person
         from search_history h
         left join therapy_providers p on h.sub_type = 'PROVIDER_NAME' and p.therapy_provider_id = h.target_id
         left join users u on h.sub_type = 'USER' and u.user_id = h.target_id
        where h.user_id = $1 and h.type = $2
          -- A provider or person that no longer exists takes its history entry with it.
          and (h.sub_type = 'FREE_TEXT' or p.therapy_provider_id is not null or u.user_id is not null)
        order by h.searched_at desc, h.id desc
        limit $3`,
    [userId, type, limit],
  );
  return rows;
}

/** Deletes all of the user's recent searches of a type; how many there were. */
export async function clearSearches(db: Queryable, userId: number, type: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'with gone as (delete from search_history where user_id = $1 and type = $2 returning 1) select count(*)::int as n from gone',
    [userId, type],
  );
  return rows[0]?.n ?? 0;
}

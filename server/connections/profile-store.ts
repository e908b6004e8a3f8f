import type { WhoCanMessage, WhoSeesCommunities } from '../../contract/connections-profile';
import type { Queryable } from '../db/database';
import type { UserRow } from '../db/users';

/** Every SQL statement of the own profile: its row, the user's columns it changes, its pictures. */

export interface ProfileRow {
  bio: string;
  who_can_message: WhoCanMessage;
  who_sees_communities: WhoSeesCommunities;
}

export const DEFAULT_PROFILE: ProfileRow = { bio: '', who_can_message: 'everyone', who_sees_communities: 'mutual' };

/** The profile row, or the defaults for someone who never saved one. */
export async function profileOf(db: Queryable, userId: number): Promise<ProfileRow> {
  const { rows } = await db.query<ProfileRow>(
    'select bio, who_can_message, who_sees_communities from user_profiles where user_id = $1',
    [userId],
  );
  return rows[0] ?? DEFAULT_PROFILE;
}

export interface UserChanges {
  first_name: string;
  last_name: string;
  user_name: string;
  profile_picture: string | null;
  mentor_detail?: { profile_picture: string | null; bio: string };
  provider_name?: string;
}

/**
 * Saves the user's columns and the profile row; the user name's unique index (lower(user_name),
 * server/schema.ts) refuses a taken name with 23505, which the route answers as 409. The JSON
 * details are merged, so what else they hold (a concierge's languages) stays.
 */
export async function saveProfile(db: Queryable, userId: number, user: UserChanges, profile: ProfileRow): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `update users set first_name = $2, last_name = $3, user_name = $4, profile_picture = $5,
            mentor_detail = case when $6::jsonb is null then mentor_detail else coalesce(mentor_detail, '{}'::jsonb) || $6::jsonb end,
            care_provider_detail = case when $7::text is null then care_provider_detail
                                        else coalesce(care_provider_detail, '{}'::jsonb) || jsonb_build_object('provider_name', $7::text) end
      where user_id = $1 returning *`,
    [
      userId,
      user.first_name,
      user.last_name,
      user.user_name,
      user.profile_picture,
      user.mentor_detail ? JSON.stringify(user.mentor_detail) : null,
      user.provider_name ?? null,
    ],
  );
  await db.query(
    `insert into user_profiles (user_id, bio, who_can_message, who_sees_communities) values ($1, $2, $3, $4)
     on conflict (user_id) do update set bio = excluded.bio, who_can_message = excluded.who_can_message,
       who_sees_communities = excluded.who_sees_communities`,
    [userId, profile.bio, profile.who_can_message, profile.who_sees_communities],
  );
  const row = rows[0];
  if (!row) throw new Error('update users returned no row');
  return row;
}

export async function insertPicture(db: Queryable, userId: number, key: string, type: string, size: number) {
  await db.query('insert into profile_pictures (storage_key, user_id, content_type, size) values ($1, $2, $3, $4)', [
    key,
    userId,
    type,
    size,
  ]);
}

/** Whether the key names a picture this person uploaded. */
export async function ownsPicture(db: Queryable, userId: number, key: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from profile_pictures where storage_key = $1 and user_id = $2', [key, userId]);
  return rows.length > 0;
}

export async function pictureByKey(db: Queryable, key: string) {
  const { rows } = await db.query<{ content_type: string; size: number }>(
    'select content_type, size from profile_pictures where storage_key = $1',
    [key],
  );
  return rows[0];
}

/** Deletes the person's pictures other than `keep`, returning the keys whose files go too. */
export async function dropPicturesExcept(db: Queryable, userId: number, keep: string[]): Promise<string[]> {
  const { rows } = await db.query<{ storage_key: string }>(
    'delete from profile_pictures where user_id = $1 and not (storage_key = any($2::text[])) returning storage_key',
    [userId, keep],
  );
  return rows.map((r) => r.storage_key);
}

/**
 * Whether `follower` follows `person` (an accepted request): what "people I follow" and "people
 * who follow me" mean.
 */
export async function follows(db: Queryable, follower: number, person: number): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from follow_requests where sender_id = $1 and receiver_id = $2 and status = 'ACCEPTED'`,
    [follower, person],
  );
  return rows.length > 0;
}

/**
 * The communities a person belongs to, pinned first (the side menu's order). Read from the
 * communities feature's tables, as follow requests read chat's blocks.
 */
export async function communitiesOf(db: Queryable, userId: number, readerId: number) {
  // A members-only community is listed only to its members (#57.10): to anyone else it hints at a condition.
  const { rows } = await db.query<{ community_id: number; community_name: string; image_url: string | null }>(
    `select c.community_id, c.community_name, c.image_url
       from community_members m join communities c on c.community_id = m.community_id
      where m.user_id = $1
        and (c.join_policy = 'PUBLIC' or $2 = $1
             or exists (select 1 from community_members r where r.community_id = c.community_id and r.user_id = $2))
      order by m.is_pinned desc, m.joined_at asc, c.community_id asc`,
    [userId, readerId],
  );
  return rows;
}

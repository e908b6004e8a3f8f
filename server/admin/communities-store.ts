import type { AdminCommunity } from '../../contract/admin-communities';
import { displayNameOf } from '../db/users';
import type { Queryable } from '../db/types';

/* /admin-communities' SQL (contract/admin-communities.ts) on the community's tables; the counts are the ones its triggers keep. */

interface PersonRow {
  user_id: number;
  user_name: string;
  first_name: string;
  last_name: string;
  user_type: number;
  is_mentor: boolean;
  care_provider_detail: { provider_name?: string } | null;
}
interface Row {
  community_id: number;
  community_name: string;
  description: string;
  join_policy: 'PUBLIC' | 'APPROVAL';
  member_count: number;
  post_count: number;
  last_activity_at: Date | string | null;
  created_at: Date | string;
  archived_at: Date | string | null;
  pinned_for_everyone: boolean;
  moderators: PersonRow[] | null;
  total: string | number;
}

// Whitelisted: the sort is never text from the request.
const ORDER = {
  name: 'lower(c.community_name)',
  members: 'c.member_count',
  activity: 'c.last_activity_at',
} as const;

const SELECT = `select c.community_id, c.community_name, c.description, c.join_policy, c.member_count, c.post_count,
         c.last_activity_at, c.created_at, c.archived_at, c.pinned_for_everyone,
         (select json_agg(json_build_object('user_id', u.user_id, 'user_name', u.user_name, 'first_name', u.first_name,
                   'last_name', u.last_name, 'user_type', u.user_type, 'is_mentor', u.is_mentor,
                   'care_provider_detail', u.care_provider_detail) order by m.joined_at, u.user_id)
            from community_members m join users u on u.user_id = m.user_id
           where m.community_id = c.community_id and m.role = 'MODERATOR') as moderators,
         count(*) over () as total
    from communities c`;

const iso = (d: Date | string) => new Date(d).toISOString();
const present = (r: Row): AdminCommunity => ({
  community_id: r.community_id,
  community_name: r.community_name,
  description: r.description,
  join_policy: r.join_policy,
  member_count: r.member_count,
  post_count: r.post_count,
  last_activity_at: r.last_activity_at === null ? null : iso(r.last_activity_at),
  created_at: iso(r.created_at),
  archived: r.archived_at !== null,
  pinned_for_everyone: r.pinned_for_everyone,
  moderators: (r.moderators ?? []).map((u) => ({ user_id: u.user_id, user_name: u.user_name, display_name: displayNameOf(u) })),
});

const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function communitiesPage(
  db: Queryable,
  f: { q?: string | undefined; sort: keyof typeof ORDER; order: 'asc' | 'desc'; page: number; size: number },
) {
  const dir = f.order === 'desc' ? 'desc' : 'asc';
  const q = f.q?.trim();
  const { rows } = await db.query<Row>(
    `${SELECT} where ($1::text is null or c.community_name ilike $1)
      order by ${ORDER[f.sort]} ${dir} nulls last, c.community_id ${dir}
      limit $2 offset $3`,
    [q ? likeText(q) : null, f.size, f.page * f.size],
  );
  return { rows: rows.map(present), total: Number(rows[0]?.total ?? 0) };
}

export async function communityById(db: Queryable, communityId: number): Promise<AdminCommunity | undefined> {
  const { rows } = await db.query<Row>(`${SELECT} where c.community_id = $1`, [communityId]);
  return rows[0] && present(rows[0]);
}

export async function nameTaken(db: Queryable, name: string, except: number | null) {
  const { rows } = await db.query(
    'select 1 from communities where lower(community_name) = lower($1) and ($2::int is null or community_id <> $2)',
    [name, except],
  );
  return rows.length > 0;
}

export async function insertCommunity(
  db: Queryable,
  adminId: number,
  f: { community_name: string; description: string; join_policy: string },
): Promise<number> {
  const { rows } = await db.query<{ community_id: number }>(
    `insert into communities (community_name, description, join_policy, created_by) values ($1, $2, $3, $4)
     returning community_id`,
    [f.community_name, f.description, f.join_policy, adminId],
  );
  return rows[0]!.community_id;
}

export async function updateCommunity(
  db: Queryable,
  communityId: number,
  f: { community_name: string; description: string; join_policy: string },
) {
  await db.query('update communities set community_name = $2, description = $3, join_policy = $4 where community_id = $1', [
    communityId,
    f.community_name,
    f.description,
    f.join_policy,
  ]);
}

export async function setArchived(db: Queryable, communityId: number, archived: boolean) {
  await db.query(`update communities set archived_at = ${archived ? 'now()' : 'null'} where community_id = $1`, [communityId]);
}

export async function setPinned(db: Queryable, communityId: number, pinned: boolean) {
  await db.query('update communities set pinned_for_everyone = $2 where community_id = $1', [communityId, pinned]);
}

export async function userIdByName(db: Queryable, userName: string): Promise<number | undefined> {
  const { rows } = await db.query<{ user_id: number }>('select user_id from users where lower(user_name) = lower($1)', [
    userName,
  ]);
  return rows[0]?.user_id;
}

/** Makes them a moderator (joining them if need be) or a member again. */
export async function setModerator(db: Queryable, communityId: number, userId: number, moderator: boolean) {
  if (moderator)
    await db.query(
      `insert into community_members (community_id, user_id, role) values ($1, $2, 'MODERATOR')
       on conflict (community_id, user_id) do update set role = 'MODERATOR'`,
      [communityId, userId],
    );
  else
    await db.query(`update community_members set role = 'MEMBER' where community_id = $1 and user_id = $2`, [
      communityId,
      userId,
    ]);
}

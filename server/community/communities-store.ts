import type { Queryable } from '../db/database';
import type { CreateCommunity } from '../../contract/community';

/** Every SQL statement about communities themselves: discover, a page, members, joining, pins. */

/** The words of a search, lower case, letters and digits only, space separated. */
const fuzzyText = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8).join(' ');
/** A LIKE pattern finding `text` anywhere, with LIKE's own characters escaped. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export interface CommunityRow {
  community_id: number;
  community_name: string;
  image_url: string | null;
  description: string;
  topics: string[];
  rules: string[];
  join_policy: 'PUBLIC' | 'APPROVAL';
  member_count: number;
  post_count: number;
  last_activity_at: Date | string | null;
  created_at: Date | string;
  role: 'MEMBER' | 'MODERATOR' | null;
  pending: boolean;
  is_pinned: boolean;
}

/** A community with the reader's ($1) standing in it. */
const COMMUNITY = `
  select c.community_id, c.community_name, c.image_url, c.description, c.topics, c.rules, c.join_policy,
         c.member_count, c.post_count, c.last_activity_at, c.created_at, m.role, coalesce(m.is_pinned, false) as is_pinned,
         exists (select 1 from community_join_requests r where r.community_id = c.community_id and r.user_id = $1) as pending
    from communities c left join community_members m on m.community_id = c.community_id and m.user_id = $1`;

export interface DiscoverFilter {
  text: string;
  mine: boolean;
  limit: number;
  offset: number;
}

/**
 * Communities matching a name, topic or description (typos forgiven by trigrams), those matching by
 * name first, then the most recently active, the largest, by name.
 */
export async function discover(db: Queryable, userId: number, f: DiscoverFilter): Promise<CommunityRow[]> {
  const words = fuzzyText(f.text);
  const document = `lower(c.community_name || ' ' || array_to_string(c.topics, ' ') || ' ' || c.description)`;
  const params: unknown[] = [userId, f.limit, f.offset];
  const where: string[] = [];
  let first = '';
  if (words) {
    params.push(containsPattern(words), words);
    where.push(`(${document} like $4 or $5 <% ${document})`);
    first = `(lower(c.community_name) like $4 or exists (select 1 from unnest(c.topics) t where t like $4)) desc,`;
  }
  if (!f.mine) where.push('c.archived_at is null');
  if (f.mine)
    where.push(
      '(m.role is not null or exists (select 1 from community_join_requests r where r.community_id = c.community_id and r.user_id = $1))',
    );
  const { rows } = await db.query<CommunityRow>(
    `${COMMUNITY}
      ${where.length ? `where ${where.join(' and ')}` : ''}
      order by ${first} c.pinned_for_everyone desc, c.last_activity_at desc nulls last, c.member_count desc, c.community_name, c.community_id
      limit $2 offset $3`,
    params,
  );
  return rows;
}

export async function communityOf(db: Queryable, userId: number, communityId: number): Promise<CommunityRow | undefined> {
  const { rows } = await db.query<CommunityRow>(`${COMMUNITY} where c.community_id = $2`, [userId, communityId]);
  return rows[0];
}

export interface PersonRow {
  user_id: number;
  user_name: string;
  first_name: string;
  last_name: string;
  user_type: number;
  is_mentor: boolean;
  care_provider_detail: { provider_name?: string } | null;
  profile_picture: string | null;
}
export const PERSON_COLUMNS = `u.user_id, u.user_name, u.first_name, u.last_name, u.user_type, u.is_mentor, u.care_provider_detail, u.profile_picture`;

export async function moderatorsOf(db: Queryable, communityId: number): Promise<PersonRow[]> {
  const { rows } = await db.query<PersonRow>(
    `select ${PERSON_COLUMNS} from community_members m join users u on u.user_id = m.user_id
      where m.community_id = $1 and m.role = 'MODERATOR' order by m.joined_at, u.user_id`,
    [communityId],
  );
  return rows;
}

export async function membersOf(db: Queryable, communityId: number, limit: number, offset: number) {
  const { rows } = await db.query<PersonRow & { role: 'MEMBER' | 'MODERATOR'; joined_at: Date | string }>(
    `select ${PERSON_COLUMNS}, m.role, m.joined_at from community_members m join users u on u.user_id = m.user_id
      where m.community_id = $1
      order by m.role = 'MODERATOR' desc, lower(u.first_name || ' ' || u.last_name || ' ' || u.user_name), u.user_id
      limit $2 offset $3`,
    [communityId, limit, offset],
  );
  return rows;
}

export async function requestsOf(db: Queryable, communityId: number) {
  const { rows } = await db.query<PersonRow & { requested_at: Date | string }>(
    `select ${PERSON_COLUMNS}, r.requested_at from community_join_requests r join users u on u.user_id = r.user_id
      where r.community_id = $1 order by r.requested_at, u.user_id`,
    [communityId],
  );
  return rows;
}

export async function pendingCount(db: Queryable, communityId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int as n from community_join_requests where community_id = $1',
    [communityId],
  );
  return rows[0]?.n ?? 0;
}

/** Makes the person a member (a moderator when `role` says so); nothing when they are one already. */
export async function addMember(db: Queryable, communityId: number, userId: number, role: 'MEMBER' | 'MODERATOR' = 'MEMBER') {
  await db.query('delete from community_join_requests where community_id = $1 and user_id = $2', [communityId, userId]);
  await db.query(`insert into community_members (community_id, user_id, role) values ($1, $2, $3) on conflict do nothing`, [
    communityId,
    userId,
    role,
  ]);
}

export async function requestToJoin(db: Queryable, communityId: number, userId: number) {
  await db.query('insert into community_join_requests (community_id, user_id) values ($1, $2) on conflict do nothing', [
    communityId,
    userId,
  ]);
}

/** Removes a request to join; true when there was one. */
export async function dropRequest(db: Queryable, communityId: number, userId: number): Promise<boolean> {
  const { rows } = await db.query('delete from community_join_requests where community_id = $1 and user_id = $2 returning 1', [
    communityId,
    userId,
  ]);
  return rows.length > 0;
}

export async function removeMember(db: Queryable, communityId: number, userId: number) {
  await db.query('delete from community_members where community_id = $1 and user_id = $2', [communityId, userId]);
  await dropRequest(db, communityId, userId);
}

/** How many moderators and members a community has. */
export async function headcount(db: Queryable, communityId: number) {
  const { rows } = await db.query<{ moderators: number; members: number }>(
    `select count(*) filter (where role = 'MODERATOR')::int as moderators, count(*)::int as members
       from community_members where community_id = $1`,
    [communityId],
  );
  return rows[0] ?? { moderators: 0, members: 0 };
}

/** Sets a member's role; false when the person is not a member. */
export async function setRole(db: Queryable, communityId: number, userId: number, role: 'MEMBER' | 'MODERATOR') {
  const { rows } = await db.query('update community_members set role = $3 where community_id = $1 and user_id = $2 returning 1', [
    communityId,
    userId,
    role,
  ]);
  return rows.length > 0;
}

/** One member with their role, or undefined. */
export async function memberOf(db: Queryable, communityId: number, userId: number) {
  const { rows } = await db.query<PersonRow & { role: 'MEMBER' | 'MODERATOR'; joined_at: Date | string }>(
    `select ${PERSON_COLUMNS}, m.role, m.joined_at from community_members m join users u on u.user_id = m.user_id
      where m.community_id = $1 and m.user_id = $2`,
    [communityId, userId],
  );
  return rows[0];
}

/** Pins or unpins; false when the person is not a member. */
export async function setPinned(db: Queryable, communityId: number, userId: number, pinned: boolean): Promise<boolean> {
  const { rows } = await db.query(
    'update community_members set is_pinned = $3 where community_id = $1 and user_id = $2 returning 1',
    [communityId, userId, pinned],
  );
  return rows.length > 0;
}

export async function nameTaken(db: Queryable, name: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from communities where lower(community_name) = lower($1)', [name]);
  return rows.length > 0;
}

/** A new community; its creator becomes its first moderator. Its id, or undefined when the name was taken meanwhile. */
export async function createCommunity(
  db: Queryable,
  userId: number,
  c: Required<Omit<CreateCommunity, 'image_url'>> & { image_url: string | null },
): Promise<number | undefined> {
  const { rows } = await db.query<{ community_id: number }>(
    `insert into communities (community_name, description, topics, rules, image_url, join_policy, created_by)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (lower(community_name)) do nothing
     returning community_id`,
    [c.community_name, c.description, [...new Set(c.topics)], c.rules, c.image_url, c.join_policy, userId],
  );
  const id = rows[0]?.community_id;
  if (id !== undefined) await addMember(db, id, userId, 'MODERATOR');
  return id;
}

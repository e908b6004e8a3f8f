import type { Queryable } from '../db/database';

/** Every SQL statement of the side menu's lists (the tables and demo rows: seed.ts). */

/** The user's communities, pinned first, then in the order joined. */
export async function myCommunities(db: Queryable, userId: number) {
  const { rows } = await db.query<{
    community_id: number;
    community_name: string;
    image_url: string | null;
    is_pinned: boolean;
  }>(
    `select c.community_id, c.community_name, c.image_url, m.is_pinned
         from community_members m join communities c on c.community_id = m.community_id
        where m.user_id = $1
        order by m.is_pinned desc, m.joined_at asc, c.community_id asc`,
    [userId],
  );
  return rows;
}

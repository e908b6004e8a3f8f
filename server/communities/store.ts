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

export interface NoteRow {
  id: number;
  owner_id: number;
  shared_with_id: number | null;
  note_title: string | null;
  created_at: Date | string;
  is_pinned: boolean;
}

/** Notes the user wrote or was given, newest first. */
export async function notesOf(db: Queryable, userId: number) {
  const { rows } = await db.query<NoteRow>(
    `select id, owner_id, shared_with_id, note_title, created_at, is_pinned
         from session_notes where owner_id = $1 or shared_with_id = $1
        order by created_at desc, id desc`,
    [userId],
  );
  return rows;
}

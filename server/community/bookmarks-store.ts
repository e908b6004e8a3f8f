import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import { visiblePost } from './visibility';

/** Bookmarks of communities and posts (SPEC §3 Bookmark, source_type COMMUNITY). */

export type BookmarkKind = 'COMMUNITY' | 'POST';

/** Bookmarks a community or post once: a second CREATE answers the first's id. */
export async function createBookmark(db: Queryable, userId: number, kind: BookmarkKind, sourceId: number, wanted?: string) {
  const { rows } = await db.query<{ bookmark_id: string }>(
    `with made as (
       insert into community_bookmarks (bookmark_id, user_id, sub_source_type, source_id) values ($1, $2, $3, $4)
       on conflict do nothing returning bookmark_id)
     select bookmark_id from made
     union all
     select bookmark_id from community_bookmarks where user_id = $2 and sub_source_type = $3 and source_id = $4
     limit 1`,
    [wanted ?? randomUUID(), userId, kind, sourceId],
  );
  return rows[0]?.bookmark_id;
}

/** Removes the reader's bookmark, by its id or by what it marks; false when they had none. */
export async function deleteBookmark(
  db: Queryable,
  userId: number,
  by: { bookmark_id: string } | { kind: BookmarkKind; source_id: number },
): Promise<boolean> {
  const { rows } =
    'bookmark_id' in by
      ? await db.query('delete from community_bookmarks where user_id = $1 and bookmark_id = $2 returning 1', [
          userId,
          by.bookmark_id,
        ])
      : await db.query(
          'delete from community_bookmarks where user_id = $1 and sub_source_type = $2 and source_id = $3 returning 1',
          [userId, by.kind, by.source_id],
        );
  return rows.length > 0;
}

export interface BookmarkRow {
  bookmark_id: string;
  sub_source_type: BookmarkKind;
  source_id: number;
  title: string;
  community_id: number;
  community_name: string;
  kind: 'POST' | 'QUESTION' | null;
  image_url: string | null;
  created_at: Date | string;
}

/** The reader's bookmarks of what they may still see, newest first (Favorites reads them too). */
export async function bookmarksOf(db: Queryable, userId: number, limit = 500): Promise<BookmarkRow[]> {
  const { rows } = await db.query<BookmarkRow>(
    `select b.bookmark_id, b.sub_source_type, b.source_id, c.community_name as title, c.community_id, c.community_name,
            null as kind, c.image_url, b.created_at
       from community_bookmarks b join communities c on c.community_id = b.source_id
      where b.user_id = $1 and b.sub_source_type = 'COMMUNITY'
     union all
     select b.bookmark_id, b.sub_source_type, b.source_id, p.title, c.community_id, c.community_name,
            p.kind, c.image_url, b.created_at
       from community_bookmarks b join community_posts p on p.post_id = b.source_id
            join communities c on c.community_id = p.community_id
      where b.user_id = $1 and b.sub_source_type = 'POST' and ${visiblePost('p', 'c', '$1')}
      order by created_at desc, bookmark_id
      limit $2`,
    [userId, limit],
  );
  return rows;
}

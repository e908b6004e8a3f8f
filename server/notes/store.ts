import type { NamedPerson } from '../../contract/display-name';
import type { Queryable } from '../db/database';
import { displayNameOf, personJson } from '../db/users';
import { accountKey, seal, unseal } from '../crypto/dataKeys';

/** Every SQL statement of notes: typed functions the routes call (tables: schema.ts). */

export interface NoteRow {
  id: number;
  author_id: number;
  note_title: string | null;
  body: unknown;
  tags: string[];
  is_pinned: boolean;
  is_shared: boolean;
  dependent_id: number | null;
  dependent_name: string | null;
  booking_id: number | null;
  meeting_id: string | null;
  session_start: Date | string | null;
  concierge_id: number | null;
  booker_id: number | null;
  author_name: string;
  other_name: string | null;
  bookmark_id: string | null;
  /** The session's status, scheduled end and who came into its call (when may its other person edit: access.ts). */
  session_status: string | null;
  session_end: Date | string | null;
  booker_joined: boolean | null;
  concierge_joined: boolean | null;
  version: number;
  created_at: Date | string;
  updated_at: Date | string;
}

/** A person's SPEC §6 display name is made from these (contract/display-name.ts), never in SQL. */
const person = (u: string) => `case when ${u}.user_id is null then null else ${personJson(u)} end`;
type Named<T> = Omit<T, 'author_name' | 'other_name'> & { author_person: NamedPerson; other_person?: NamedPerson | null };
const named = <T extends { author_name: string }>(row: Named<T>): T => {
  const { author_person, other_person, ...rest } = row;
  return {
    ...rest,
    author_name: displayNameOf(author_person),
    ...(other_person === undefined ? {} : { other_name: other_person ? displayNameOf(other_person) : null }),
  } as unknown as T;
};

/**
 * A note with what its reader ($1) sees of it: the session's other person (from the author's
 * side), the dependent's name and the reader's own bookmark.
 */
const NOTE_SELECT = `select n.id, n.author_id, n.note_title, n.body, n.tags, n.is_pinned, n.is_shared, n.dependent_id,
    d.name as dependent_name, n.booking_id, b.meeting_id, lower(b.during) as session_start, b.concierge_id, b.booker_id,
    ${person('a')} as author_person, ${person('o')} as other_person, bm.bookmark_id,
    b.status as session_status, upper(b.during) as session_end, b.booker_joined_at is not null as booker_joined,
    b.concierge_joined_at is not null as concierge_joined, n.version, n.created_at, n.updated_at
  from notes n
  join users a on a.user_id = n.author_id
  left join dependents d on d.id = n.dependent_id
  left join bookings b on b.id = n.booking_id
  left join users o on o.user_id = case when b.concierge_id = n.author_id then b.booker_id else b.concierge_id end
  left join note_bookmarks bm on bm.note_id = n.id and bm.user_id = $1`;

/** Readable by $1: their own notes, and shared notes on a session they had (access.ts says the same in words). */
const READABLE = `(n.author_id = $1 or (n.is_shared and $1 in (b.concierge_id, b.booker_id)))`;

/**
 * A body is stored sealed with its author's data key (server/crypto/dataKeys.ts), as a JSON
 * string in the jsonb column; the title and tags stay plain, to be listed, filtered and searched.
 */
const sealBody = async (q: Queryable, authorId: number, body: unknown) =>
  JSON.stringify(await seal(q, accountKey(authorId), JSON.stringify(body)));

/** A stored body, opened: sealed (a string) or, before the start sealed it, Lexical JSON as it was. */
export const openBody = async (q: Queryable, authorId: number, body: unknown): Promise<unknown> =>
  typeof body === 'string' ? JSON.parse(await unseal(q, accountKey(authorId), body)) : body;

const parseBody = async (q: Queryable, raw: Named<NoteRow>): Promise<NoteRow> => {
  const row = named<NoteRow>(raw);
  return { ...row, body: await openBody(q, row.author_id, row.body) };
};

export interface NoteFilters {
  dependentId?: number;
  tag?: string;
}

/** Every note the reader may read, with the filters; sorting is the route's (SPEC §4, sortBy). */
export async function readableNotes(db: Queryable, readerId: number, filters: NoteFilters = {}) {
  const { rows } = await db.query<Named<NoteRow>>(
    `${NOTE_SELECT} where ${READABLE}
       and ($2::int is null or n.dependent_id = $2)
       and ($3::text is null or lower($3) = any(select lower(t) from unnest(n.tags) t))
     order by n.created_at desc, n.id desc`,
    [readerId, filters.dependentId ?? null, filters.tag ?? null],
  );
  return Promise.all(rows.map((row) => parseBody(db, row)));
}

/** One note as the reader would see it, or undefined when it does not exist or is not theirs to read. */
export async function readableNote(db: Queryable, readerId: number, noteId: number) {
  const { rows } = await db.query<Named<NoteRow>>(`${NOTE_SELECT} where n.id = $2 and ${READABLE}`, [readerId, noteId]);
  return rows[0] ? parseBody(db, rows[0]) : undefined;
}

/** The note's author and session, whoever asks (for the refusals: access.ts). */
export async function noteOwner(db: Queryable, noteId: number) {
  const { rows } = await db.query<{ author_id: number; booking_id: number | null }>(
    'select author_id, booking_id from notes where id = $1',
    [noteId],
  );
  return rows[0];
}

export async function countNotes(db: Queryable, authorId: number) {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from notes where author_id = $1', [authorId]);
  return rows[0]?.n ?? 0;
}

export interface NoteFields {
  title: string | null;
  body: unknown;
  tags: string[];
  dependentId: number | null;
}

export async function insertNote(
  db: Queryable,
  authorId: number,
  f: NoteFields,
  session?: { bookingId: number; shared: boolean },
) {
  const { rows } = await db.query<{ id: number }>(
    `insert into notes (author_id, note_title, body, tags, dependent_id, booking_id, is_shared)
     values ($1, $2, $3::jsonb, $4::text[], $5, $6, $7) returning id`,
    [
      authorId,
      f.title,
      await sealBody(db, authorId, f.body),
      f.tags,
      f.dependentId,
      session?.bookingId ?? null,
      session?.shared ?? false,
    ],
  );
  return rows[0]!.id;
}

/**
 * An edit (the body sealed with the author's key, whoever writes it); a session note keeps its
 * session, and its sharing unless `shared` is given. With `basedOn`, only if the note is still at
 * that version, decided by the update itself (two saves at once: one wins, the other is stale).
 * The new version, or undefined when the note had moved on.
 */
export async function updateNote(
  db: Queryable,
  authorId: number,
  noteId: number,
  f: NoteFields,
  shared?: boolean,
  basedOn?: number,
): Promise<number | undefined> {
  const { rows } = await db.query<{ version: number }>(
    `update notes set note_title = $2, body = $3::jsonb, tags = $4::text[], dependent_id = $5,
            is_shared = coalesce($6, is_shared), version = version + 1, updated_at = now()
      where id = $1 and ($7::int is null or version = $7)
      returning version`,
    [noteId, f.title, await sealBody(db, authorId, f.body), f.tags, f.dependentId, shared ?? null, basedOn ?? null],
  );
  return rows[0]?.version;
}

export async function setPinned(db: Queryable, noteId: number, pinned: boolean) {
  await db.query('update notes set is_pinned = $2 where id = $1', [noteId, pinned]);
}

export async function deleteNote(db: Queryable, noteId: number) {
  await db.query('delete from notes where id = $1', [noteId]);
}

/** The tags the author has used, once each whatever their case, in alphabetical order. */
export async function tagsOf(db: Queryable, authorId: number) {
  const { rows } = await db.query<{ tag: string }>(
    `select min(t) as tag from notes n, unnest(n.tags) t where n.author_id = $1 group by lower(t) order by lower(min(t))`,
    [authorId],
  );
  return rows.map((r) => r.tag);
}

export async function dependentsOf(db: Queryable, caregiverId: number) {
  const { rows } = await db.query<{ id: number; name: string }>(
    'select id, name from dependents where caregiver_id = $1 order by name, id',
    [caregiverId],
  );
  return rows;
}

export async function insertDependent(db: Queryable, caregiverId: number, dependentName: string) {
  const { rows } = await db.query<{ id: number }>('insert into dependents (caregiver_id, name) values ($1, $2) returning id', [
    caregiverId,
    dependentName,
  ]);
  return rows[0]!.id;
}

/** A session by its meeting id: its two people, status and whether it has begun. */
export async function sessionByMeeting(db: Queryable, meetingId: string) {
  const { rows } = await db.query<{
    id: number;
    concierge_id: number;
    booker_id: number;
    status: string;
    started: boolean;
  }>(`select id, concierge_id, booker_id, status, lower(during) <= now() as started from bookings where meeting_id = $1`, [
    meetingId,
  ]);
  return rows[0];
}

/** The reader's bookmark of a note, made once (a repeat answers the existing id). */
export async function addBookmark(
  db: Queryable,
  b: { bookmarkId: string; userId: number; noteId: number; subSourceType: string; subSourceLongId: number | null },
) {
  const { rows } = await db.query<{ bookmark_id: string }>(
    `insert into note_bookmarks (bookmark_id, user_id, note_id, sub_source_type, sub_source_long_id)
     values ($1, $2, $3, $4, $5)
     on conflict (user_id, note_id) do update set sub_source_type = note_bookmarks.sub_source_type
     returning bookmark_id`,
    [b.bookmarkId, b.userId, b.noteId, b.subSourceType, b.subSourceLongId],
  );
  return rows[0]!.bookmark_id;
}

/** Removes the person's own bookmark of a note; false when they had none. */
export async function removeBookmark(db: Queryable, userId: number, noteId: number): Promise<boolean> {
  const { rows } = await db.query<{ note_id: number }>(
    'delete from note_bookmarks where user_id = $1 and note_id = $2 returning note_id',
    [userId, noteId],
  );
  return rows.length > 0;
}

export interface BookmarkedNoteRow {
  id: number;
  note_title: string | null;
  author_id: number;
  author_name: string;
  is_shared: boolean;
  bookmarked_at: string;
}

/**
 * The person's bookmarked notes that they may still read (a note no longer shared with them keeps
 * its bookmark row, but is not theirs to list), most recently bookmarked first (Favorites).
 */
export async function bookmarkedNotes(db: Queryable, userId: number, limit: number): Promise<BookmarkedNoteRow[]> {
  const { rows } = await db.query<Named<BookmarkedNoteRow>>(
    `select n.id, n.note_title, n.author_id, ${person('a')} as author_person, n.is_shared,
            to_char(bm.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as bookmarked_at
       from note_bookmarks bm
       join notes n on n.id = bm.note_id
       join users a on a.user_id = n.author_id
       left join bookings b on b.id = n.booking_id
      where bm.user_id = $1 and ${READABLE}
      order by bm.created_at desc, n.id desc
      limit $2`,
    [userId, limit],
  );
  return rows.map((row) => named<BookmarkedNoteRow>(row));
}

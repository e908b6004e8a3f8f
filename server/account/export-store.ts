import type { Queryable } from '../db/types';
import { accountKey, seal, unseal } from '../crypto/dataKeys';
import { openNoteBody } from '../notes';
import { openMessages } from '../chat';
import { openScreeningResult } from '../screening';

/**
 * The statements of "Your data". Every read of an export takes the caller's id with its own, so
 * one person's export is never handed to another; the gathering reads each section with the
 * person's id only.
 */

export interface ExportRow {
  id: string;
  status: 'preparing' | 'ready' | 'failed' | 'expired';
  progress: number;
  requested_at: string;
  expires_at: string | null;
  bytes: number | null;
}

const ISO = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const ROW = `id::text as id,
  case when status = 'ready' and expires_at <= now() then 'expired' else status end as status,
  progress, ${ISO('requested_at')} as requested_at, ${ISO('expires_at')} as expires_at,
  case when status = 'ready' and expires_at > now() then coalesce(file_bytes, octet_length(file)) end as bytes`;

/** The least time between two exports a person starts: asking again sooner answers the last one (#57.13). */
export const EXPORT_EVERY_SECONDS = 60;

/**
 * The person's export still preparing, or one asked for in the last minute that did not fail, if
 * any: asking again answers it rather than starting another.
 */
export async function recentExport(q: Queryable, userId: number): Promise<ExportRow | undefined> {
  const { rows } = await q.query<ExportRow>(
    `select ${ROW} from account_exports where user_id = $1
        and (status = 'preparing' or (status = 'ready' and requested_at > now() - make_interval(secs => $2)))
      order by requested_at desc limit 1`,
    [userId, EXPORT_EVERY_SECONDS],
  );
  return rows[0];
}

/** Holds the person's row until the transaction ends: parallel requests for an export take turns. */
export async function lockPerson(q: Queryable, userId: number): Promise<void> {
  await q.query(`select 1 from users where user_id = $1 for update`, [userId]);
}

/**
 * A new export preparing, or undefined when the person already has one preparing: one statement
 * against the partial unique index, so parallel requests start one export (#57.13).
 */
export async function insertExport(q: Queryable, userId: number, id: string): Promise<ExportRow | undefined> {
  const { rows } = await q.query<ExportRow>(
    `insert into account_exports (id, user_id) values ($1, $2)
       on conflict (user_id) where status = 'preparing' do nothing returning ${ROW}`,
    [id, userId],
  );
  return rows[0];
}

export async function exportOf(q: Queryable, userId: number, id: string): Promise<ExportRow | undefined> {
  const { rows } = await q.query<ExportRow>(`select ${ROW} from account_exports where id = $2 and user_id = $1`, [userId, id]);
  return rows[0];
}

/** The file, opened with the person's own key (it is stored sealed: issue #62). */
export async function exportFile(q: Queryable, userId: number, id: string): Promise<string | null> {
  const { rows } = await q.query<{ file: string | null }>(
    `select file from account_exports where id = $2 and user_id = $1 and status = 'ready' and expires_at > now()`,
    [userId, id],
  );
  const file = rows[0]?.file;
  return file ? unseal(q, accountKey(userId), file) : null;
}

export async function setProgress(q: Queryable, id: string, progress: number): Promise<void> {
  await q.query(`update account_exports set progress = $2 where id = $1`, [id, progress]);
}

export async function finishExport(q: Queryable, userId: number, id: string, file: string, keepHours: number) {
  await q.query(
    `update account_exports set status = 'ready', progress = 100, file = $2, file_bytes = $4,
            expires_at = now() + make_interval(hours => $3)
      where id = $1`,
    [id, await seal(q, accountKey(userId), file), keepHours, Buffer.byteLength(file)],
  );
}

export async function failExport(q: Queryable, id: string): Promise<void> {
  await q.query(`update account_exports set status = 'failed', file = null where id = $1`, [id]);
}

/** Empties files past their day (they stay listed as expired). */
export async function forgetExpiredFiles(q: Queryable): Promise<void> {
  await q.query(`update account_exports set file = null where file is not null and expires_at <= now()`);
}

const rowsOf = (sql: string) => `coalesce((select json_agg(x) from (${sql}) x), '[]'::json)`;

/** One section of the file, a JSON expression: the person's own rows (no password hash, no other person's words). */
export const SECTION_SQL: Record<string, string> = {
  profile: `(select row_to_json(x) from (select user_id, user_name, email, first_name, last_name, user_type, is_mentor,
              mentor_detail, care_provider_detail, created_at from users where user_id = $1) x)`,
  bookings: `${rowsOf(`select id, concierge_id, booker_id, lower(during) as starts_at, upper(during) as ends_at, status,
              reason, booker_timezone, created_at from bookings where booker_id = $1 or concierge_id = $1 order by id`)}`,
  notes: `${rowsOf(`select id, note_title, body, tags, is_pinned, is_shared, created_at, updated_at
              from notes where author_id = $1 order by id`)}`,
  messages_sent: `${rowsOf(`select id, chat_id, body, sent_at from chat_messages where sender_id = $1 order by id`)}`,
  posts: `${rowsOf(`select post_id, kind, community_id, title, body, tags, posted_at
              from community_posts where author_id = $1 order by post_id`)}`,
  comments: `${rowsOf(`select comment_id, post_id, parent_id, body, created_at, edited_at
              from community_comments where author_id = $1 and not is_deleted order by comment_id`)}`,
  screening_results: `${rowsOf(`select id, tool, answers, sealed, score, max_score, band, taken_at
              from screening_results where user_id = $1 order by id`)}`,
  notifications: `${rowsOf(`select id, type, sub_type, notification_text, notification_from, notification_ts, is_read
              from notifications where user_id = $1 order by id`)}`,
  who_saw_my_data: `${rowsOf(`select at, reader_id, reader_name, kind, what, reason
              from access_log where subject_id = $1 order by at desc, id desc`)}`,
};

export async function readSection(q: Queryable, section: string, userId: number): Promise<unknown> {
  const { rows } = await q.query<{ value: unknown }>(`select ${SECTION_SQL[section]!} as value`, [userId]);
  return openSection(q, section, userId, rows[0]?.value ?? null);
}

/** The sealed parts of a section opened with their keys (issue #62): the file holds the person's words. */
async function openSection(q: Queryable, section: string, userId: number, value: unknown): Promise<unknown> {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  if (!Array.isArray(parsed)) return value;
  type Row = Record<string, unknown>;
  const rows = parsed as Row[];
  if (section === 'notes') return Promise.all(rows.map(async (r) => ({ ...r, body: await openNoteBody(q, userId, r.body) })));
  if (section === 'messages_sent') return openMessages(q, rows as (Row & { chat_id: number; body: string })[]);
  if (section === 'screening_results')
    return Promise.all(
      rows.map(async (r) => {
        const { details: _details, ...opened } = await openScreeningResult(
          q,
          userId,
          r as Row & { answers: unknown; details: unknown },
        );
        return opened;
      }),
    );
  return value;
}

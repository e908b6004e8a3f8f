import { DELETION_GRACE_DAYS, type DeletionState } from '../../contract/account-deletion';
import type { Database, Queryable } from '../db/types';
import { DELETED_USER_PREFIX } from '../db/users';
import { startJob } from '../jobs';
import { accountKey, dataKeysOf } from '../crypto/dataKeys';
import { cancelComingSessionsOf, type LeftSession } from '../booking';

const GRACE_MS = DELETION_GRACE_DAYS * 86_400_000;
const DELETED_USER_NAME = (userId: number) => `${DELETED_USER_PREFIX}${userId}`;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export async function deletionState(db: Queryable, userId: number, now: number): Promise<DeletionState> {
  const { rows } = await db.query<{ has_pin: boolean; scheduled_for: Date | null; cancelled_at: Date | null }>(
    `select exists (select 1 from user_pins p where p.user_id = $1) as has_pin, d.scheduled_for, d.cancelled_at
       from (select 1) one left join account_deletions d on d.user_id = $1`,
    [userId],
  );
  const row = rows[0]!;
  const cancelled = row.cancelled_at && now - new Date(row.cancelled_at).getTime() < GRACE_MS ? row.cancelled_at : null;
  return { confirm_with: row.has_pin ? 'pin' : 'password', scheduled_for: iso(row.scheduled_for), cancelled_at: iso(cancelled) };
}

/** Schedules the deletion ACCOUNT.deletionGraceDays from `now`. The caller ends the sessions. */
export async function scheduleDeletion(db: Queryable, userId: number, now: number) {
  await db.query(
    `insert into account_deletions (user_id, scheduled_for, cancelled_at) values ($1, $2, null)
     on conflict (user_id) do update set scheduled_for = excluded.scheduled_for, cancelled_at = null`,
    [userId, new Date(now + GRACE_MS)],
  );
}

/** When the person's account is to be deleted, if it is (the sign-in asks). */
export async function scheduledDeletion(db: Queryable, userId: number): Promise<Date | null> {
  const { rows } = await db.query<{ scheduled_for: Date | null }>(
    'select scheduled_for from account_deletions where user_id = $1 and scheduled_for is not null',
    [userId],
  );
  return rows[0]?.scheduled_for ? new Date(rows[0].scheduled_for) : null;
}

/** A sign-in within the grace cancels the deletion; Settings says so for a while after. */
export async function cancelDeletion(db: Queryable, userId: number, now: number) {
  await db.query('update account_deletions set scheduled_for = null, cancelled_at = $2 where user_id = $1', [
    userId,
    new Date(now),
  ]);
}

/**
 * Ends every session of the person, this one too: their grants with every token issued under
 * them (the next API call with one is a 401) and the identity provider's sessions, so the next
 * sign-in asks for the password (and meets the deletion). As the administrator's suspension does.
 */
export async function endAllSessions(db: Queryable, userId: number) {
  await db.query(
    `with theirs as (select id from oidc_payloads where model = 'Grant' and payload->>'accountId' = $1),
          issued as (delete from oidc_payloads where grant_id in (select id from theirs) returning 1)
     delete from oidc_payloads where (model = 'Grant' and id in (select id from theirs))
        or (model = 'Session' and payload->>'accountId' = $1)`,
    [String(userId)],
  );
}

/** What a deleted person leaves nowhere: their own rows that no one else reads. */
const OWN_ROWS: [table: string, column: string][] = [
  ['account_exports', 'user_id'],
  ['account_email_changes', 'user_id'],
  ['email_verifications', 'user_id'],
  ['user_pins', 'user_id'],
  ['pin_codes', 'user_id'],
  ['pin_unlocks', 'user_id'],
  ['pin_code_guesses', 'user_id'],
  ['notifications', 'user_id'],
  ['server_events', 'user_id'],
  ['search_history', 'user_id'],
  ['screening_results', 'user_id'],
  ['resource_bookmarks', 'user_id'],
  ['saved_providers', 'user_id'],
  ['community_bookmarks', 'user_id'],
  ['community_members', 'user_id'],
  ['note_bookmarks', 'user_id'],
  ['notes', 'author_id'],
  ['dependents', 'caregiver_id'],
  ['nora_conversations', 'user_id'],
  ['user_profiles', 'user_id'],
  ['profile_pictures', 'user_id'],
  ['concierge_profiles', 'user_id'],
  ['follow_requests', 'sender_id'],
  ['follow_requests', 'receiver_id'],
  ['follow_request_notices', 'sender_id'],
  ['follow_request_notices', 'receiver_id'],
  ['chat_blocks', 'blocker_id'],
  ['chat_blocks', 'blocked_id'],
];

/**
 * Deletes one account whose grace has ended. The users row stays, emptied (no name, address,
 * password, picture or practice; deleted_at set), because the messages and posts the person
 * sent stay for the others, shown from "Deleted account" (server/db/users.ts displayNameOf); every
 * row of their own goes, and with their follows and profile they leave connections, search
 * (deleted_at) and the directory (no member practice).
 */
async function deleteAccount(tx: Queryable, userId: number, now: number): Promise<LeftSession[]> {
  // Sessions to come with the person are cancelled; the other person of each is told after commit.
  const cancelled = await cancelComingSessionsOf(tx, userId, now, 'The account was deleted.');
  for (const [table, column] of OWN_ROWS) await tx.query(`delete from ${table} where ${column} = $1`, [userId]);
  await tx.query('update therapy_providers set member_user_id = null where member_user_id = $1', [userId]);
  // Crypto-shredding (issue #62): the account's data key goes, so whatever was sealed with it (a
  // note, a screening answer, an export, in this database or in any backup of it) is unreadable.
  // Messages are sealed with their conversation's key: the others keep what they received.
  await dataKeysOf(tx).destroy(tx, accountKey(userId));
  await tx.query(
    `update users set user_name = $2, email = $3, password_hash = '!', first_name = '', last_name = '',
            is_mentor = false, mentor_detail = null, care_provider_detail = null, profile_picture = null,
            city = null, state = null, zip_code = null, email_verified = false, deleted_at = $4
      where user_id = $1`,
    [userId, DELETED_USER_NAME(userId), `deleted-${userId}@deleted.invalid`, new Date(now)],
  );
  // Any session left (none should be: scheduling ended them) goes with the account.
  await endAllSessions(tx, userId);
  await tx.query('delete from account_deletions where user_id = $1', [userId]);
  return cancelled;
}

/** Tells the other person of a session the deleted account's leaving cancelled. */
export type TellLeft = (session: LeftSession) => Promise<unknown>;

/** Deletes every account whose grace ended by `now`, each in its own transaction; returns their ids. */
export async function deleteDueAccounts(db: Database, now: number, tell: TellLeft): Promise<number[]> {
  const { rows } = await db.query<{ user_id: number }>(
    'select user_id from account_deletions where scheduled_for <= $1 order by scheduled_for',
    [new Date(now)],
  );
  for (const { user_id } of rows) {
    const cancelled = await db.transaction((tx) => deleteAccount(tx, user_id, now));
    for (const session of cancelled) await tell(session);
  }
  return rows.map((r) => r.user_id);
}

/**
 * The server's job: deletes the due accounts at start and every `everyMs` after (an hour unless
 * a test shortens it), off any request. Time is the server's clock, so a test moves it past the
 * grace instead of waiting.
 */
export function startDeletionJob(
  db: Database,
  clock: () => number,
  everyMs: number,
  tell: TellLeft,
  onError: (error: unknown) => void,
) {
  return startJob(() => deleteDueAccounts(db, clock(), tell), everyMs, onError);
}

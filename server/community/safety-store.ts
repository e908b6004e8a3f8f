import type { Queryable } from '../db/database';
import { REPORTS_TO_HIDE, type ReportReason, type ReportTarget } from '../../contract/community';

/** Reports (kept with their state for the admin queue) and what they hide. */

export interface NewReport {
  target_type: ReportTarget;
  target_id: number;
  community_id: number | null;
  reason: ReportReason;
  details: string;
}

/** Stores a report once per reporter and target (a second one answers the first). */
export async function fileReport(db: Queryable, reporterId: number, r: NewReport) {
  const { rows } = await db.query<{ report_id: number; state: string }>(
    `with made as (
       insert into community_reports (reporter_id, target_type, target_id, community_id, reason, details)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (reporter_id, target_type, target_id) do nothing
       returning report_id, state)
     select report_id, state from made
     union all
     select report_id, state from community_reports where reporter_id = $1 and target_type = $2 and target_id = $3
     limit 1`,
    [reporterId, r.target_type, r.target_id, r.community_id, r.reason, r.details],
  );
  return rows[0]!;
}

/**
 * Hides a post or comment once open reports from REPORTS_TO_HIDE different members stand against
 * it (each reporter counts once: the unique key). It stays hidden until reviewed.
 */
export async function hideIfReported(db: Queryable, target: 'POST' | 'COMMENT', targetId: number) {
  const table = target === 'POST' ? 'community_posts' : 'community_comments';
  const key = target === 'POST' ? 'post_id' : 'comment_id';
  await db.query(
    `update ${table} set report_hidden = true
      where ${key} = $1 and not report_hidden
        and (select count(distinct reporter_id) from community_reports
              where target_type = $2 and target_id = $1 and state = 'OPEN') >= ${REPORTS_TO_HIDE}`,
    [targetId, target],
  );
}

/** A moderator's decision closes the open reports on it: hiding acts on them, showing dismisses them. */
export async function closeReports(
  db: Queryable,
  target: 'POST' | 'COMMENT',
  targetId: number,
  moderatorId: number,
  hidden: boolean,
) {
  await db.query(
    `update community_reports set state = $3, reviewed_by = $4, reviewed_at = now()
      where target_type = $1 and target_id = $2 and state = 'OPEN'`,
    [target, targetId, hidden ? 'ACTIONED' : 'DISMISSED', moderatorId],
  );
}

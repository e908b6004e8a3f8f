import type { Queryable } from '../db/database';
import { REPORT_TRUST_DAYS, REPORTS_TO_HIDE, type ReportReason, type ReportTarget } from '../../contract/community';
import { ADMIN_TYPE } from './access';

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
 * Hides a post or comment once its open reports weigh REPORTS_TO_HIDE (each reporter once: the
 * unique key), weighed by the reporter's standing in the target's community (contract's
 * REPORTS_TO_HIDE): a moderator or an administrator 1.5, an established member 1, an account younger
 * than a week (or a month, without posts or comments there) 0. It stays hidden until reviewed.
 */
export async function hideIfReported(db: Queryable, target: 'POST' | 'COMMENT', targetId: number) {
  const table = target === 'POST' ? 'community_posts' : 'community_comments';
  const key = target === 'POST' ? 'post_id' : 'comment_id';
  const community =
    target === 'POST'
      ? 'select community_id from community_posts where post_id = $1'
      : 'select p.community_id from community_comments c join community_posts p on p.post_id = c.post_id where c.comment_id = $1';
  await db.query(
    `with place as (${community}),
     weights as (
       select case
           when u.user_type = ${ADMIN_TYPE} or m.role = 'MODERATOR' then 1.5
           when u.created_at <= now() - make_interval(days => ${REPORT_TRUST_DAYS.any}) then 1
           when u.created_at <= now() - make_interval(days => ${REPORT_TRUST_DAYS.active})
             and (exists (select 1 from community_posts p
                           where p.author_id = u.user_id and p.community_id = place.community_id)
               or exists (select 1 from community_comments c join community_posts p on p.post_id = c.post_id
                           where c.author_id = u.user_id and p.community_id = place.community_id)) then 1
           else 0
         end as weight
         from community_reports r
         join users u on u.user_id = r.reporter_id
         cross join place
         left join community_members m on m.community_id = place.community_id and m.user_id = r.reporter_id
        where r.target_type = $2 and r.target_id = $1 and r.state = 'OPEN')
     update ${table} set report_hidden = true
      where ${key} = $1 and not report_hidden
        and (select coalesce(sum(weight), 0) from weights) >= ${REPORTS_TO_HIDE}`,
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

import type { AuditRow } from '../../contract/admin';
import { csvText } from '../http/csv';

const HEADER = ['id', 'at', 'actor_id', 'actor', 'action', 'target_id', 'target', 'before', 'after', 'reason', 'address'];

export function auditCsvText(rows: AuditRow[]): string {
  return csvText(
    HEADER,
    rows.map((r) => [
      String(r.id),
      r.at,
      String(r.actor.user_id),
      r.actor.user_name,
      r.action,
      r.target ? String(r.target.user_id) : '',
      r.target?.user_name ?? '',
      JSON.stringify(r.before ?? null),
      JSON.stringify(r.after ?? null),
      r.reason,
      r.address,
    ]),
  );
}

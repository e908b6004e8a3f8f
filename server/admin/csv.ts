import type { AuditRow } from '../../contract/admin';

/**
 * RFC 4180 fields; a field a spreadsheet would run as a formula (= + - @, tab, return) is
 * prefixed with a quote mark, since reasons are typed by people and the file is opened in Excel.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const HEADER = ['id', 'at', 'actor_id', 'actor', 'action', 'target_id', 'target', 'before', 'after', 'reason', 'address'];

export function auditCsvText(rows: AuditRow[]): string {
  const lines = rows.map((r) =>
    [
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
    ]
      .map(csvField)
      .join(','),
  );
  return [HEADER.join(','), ...lines].join('\r\n') + '\r\n';
}

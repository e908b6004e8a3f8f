/**
 * RFC 4180 fields and files for the CSV exports (the admin audit, a person's access log). A field a
 * spreadsheet would run as a formula (= + - @, tab, return) is prefixed with a quote mark, since
 * the text in them is typed by people and the file is opened in Excel.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A whole file: the header, then one line per row, each line ended by CRLF. */
export function csvText(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header.join(','), ...rows.map((row) => row.map(csvField).join(','))].join('\r\n') + '\r\n';
}

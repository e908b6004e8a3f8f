import type { Queryable } from '../db/database';

/** Every SQL statement of the error-report sink. */

export async function insertReport(db: Queryable, projectId: string, envelope: string, address: string) {
  await db.query('insert into error_reports (project_id, envelope, address, size) values ($1, $2, $3, $4)', [
    projectId,
    envelope,
    address,
    Buffer.byteLength(envelope),
  ]);
}

/**
 * The newest first, running totals: deletes what falls past the bounds (the address's bytes,
 * then everyone's bytes and count); returns the bytes deleted.
 */
export async function trimReports(
  db: Queryable,
  address: string,
  bounds: { addressBytes: number; keepBytes: number; keep: number },
): Promise<number> {
  const fromAddress = await db.query<{ size: number }>(
    `delete from error_reports where id in (
         select id from (select id, sum(size) over (order by id desc) as bytes from error_reports where address = $1) r
          where r.bytes > $2)
       returning size`,
    [address, bounds.addressBytes],
  );
  const overall = await db.query<{ size: number }>(
    `delete from error_reports where id in (
         select id from (select id, sum(size) over (order by id desc) as bytes, row_number() over (order by id desc) as n
                           from error_reports) r
          where r.bytes > $1 or r.n > $2)
       returning size`,
    [bounds.keepBytes, bounds.keep],
  );
  return [...fromAddress.rows, ...overall.rows].reduce((sum, r) => sum + Number(r.size), 0);
}

import type { Queryable } from '../db/types';

/** Registers the address for the session; false when it was registered already (nothing changes). */
export async function addRegistration(db: Queryable, r: { webinarId: string; email: string; name: string }): Promise<boolean> {
  const { rows } = await db.query(
    `insert into webinar_registrations (webinar_id, email, name) values ($1, lower($2), $3)
     on conflict (webinar_id, email) do nothing returning 1`,
    [r.webinarId, r.email, r.name],
  );
  return rows.length > 0;
}

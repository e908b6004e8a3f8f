import type { Queryable } from '../db/database';

/** Every SQL statement of the contact form's messages. */

export interface ContactMessageRow {
  id: number;
  name: string;
  email: string;
  role: string | null;
  message: string;
  received_at: Date | string;
}

export async function insertMessage(
  db: Queryable,
  m: { name: string; email: string; role: string | null; message: string },
): Promise<{ id: number; received_at: Date | string }> {
  const { rows } = await db.query<{ id: number; received_at: Date | string }>(
    'insert into contact_messages (name, email, role, message) values ($1, $2, $3, $4) returning id, received_at',
    [m.name, m.email, m.role, m.message],
  );
  return rows[0]!;
}

/** Every stored message, oldest first (the development hooks list them). */
export async function allMessages(db: Queryable) {
  const { rows } = await db.query<ContactMessageRow>(
    'select id, name, email, role, message, received_at from contact_messages order by id',
  );
  return rows;
}

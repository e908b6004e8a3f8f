import { plainRichText } from '../../contract/notes-rich-text';
import type { Database } from '../db/database';
import { insertDependent, insertNote, setPinned } from './store';

/**
 * Demo notes (SPEC §2 My Notes, §3 Note): the caregiver's two dependents, their personal notes
 * (one pinned, one untitled: "Session Note"), and on their completed session with the coordinator
 * one note each way, shared; the mentor's own pinned note; none for the care-seeker, whose menu
 * shows "No notes found". Runs after the booking seed (a shared note is on a booking).
 */
export async function seedNotesIfEmpty(db: Database): Promise<boolean> {
  const { rows: any } = await db.query('select 1 from notes limit 1');
  if (any.length > 0) return false;
  const { rows: users } = await db.query<{ user_id: number; user_name: string }>(
    `select user_id, user_name from users where user_name in ('caregiver', 'coordinator', 'mentor')`,
  );
  const id = (name: string) => users.find((u) => u.user_name === name)?.user_id;
  const caregiver = id('caregiver');
  const coordinator = id('coordinator');
  const mentor = id('mentor');
  if (!caregiver) return false;

  const leo = await insertDependent(db, caregiver, 'Leo Thompson');
  await insertDependent(db, caregiver, 'Ava Thompson');
  const { rows: sessions } = await db.query<{ id: number }>(
    `select id from bookings where concierge_id = $1 and booker_id = $2 and status = 'completed' order by lower(during) desc limit 1`,
    [coordinator ?? 0, caregiver],
  );
  const session = sessions[0]?.id;

  const note = async (
    author: number,
    title: string | null,
    createdAt: string,
    o: { pinned?: boolean; tags?: string[]; dependent?: number; shared?: boolean; text?: string } = {},
  ) => {
    const noteId = await insertNote(
      db,
      author,
      {
        title,
        body: plainRichText(o.text ?? 'Notes from a concierge session.'),
        tags: o.tags ?? [],
        dependentId: o.dependent ?? null,
      },
      o.shared && session ? { bookingId: session, shared: true } : undefined,
    );
    await db.query('update notes set created_at = $2, updated_at = $2 where id = $1', [noteId, createdAt]);
    if (o.pinned) await setPinned(db, noteId, true);
  };
  await note(caregiver, 'Respite options to explore', '2025-03-05T10:00:00Z', {
    pinned: true,
    tags: ['Respite'],
    text: 'Ask about weekend respite and the county waiver.',
  });
  await note(caregiver, null, '2025-04-12T09:30:00Z', { tags: ['School'], dependent: leo });
  await note(caregiver, 'Questions for the neurologist', '2025-02-20T16:00:00Z', { tags: ['Medical'], dependent: leo });
  if (coordinator && session) {
    await note(caregiver, 'School support plan', '2025-05-02T11:00:00Z', { shared: true, tags: ['School'] });
    await note(coordinator, 'Follow-up: sleep routine', '2025-04-28T14:15:00Z', { shared: true });
  }
  if (mentor) await note(mentor, 'Mentoring checklist', '2025-01-15T08:00:00Z', { pinned: true });
  return true;
}

import { beforeAll, describe, expect, it } from 'vitest';
import { apiGet, serverPerFile, signIn, userIdOf } from './helpers';

/*
 * Issue #63.8: reminders come from real bookings. The reminder job (server/booking/reminders.ts)
 * tells both people of a session a day ahead and just before, once each, naming the other by
 * SPEC §6's display name; the notice leads to that session. The server's clock is moved here.
 */

let now = Date.now();
const server = serverPerFile({ clock: () => now, reminderJobMs: 50 });
const UM = '/api/user-manager/v1';
const token: Record<string, string> = {};
const userId: Record<string, number> = {};

interface Notice {
  sub_type: string | null;
  notification_text: string;
  notification_display_name: string | null;
  post_id: string | null;
  starts_at: string | null;
}
interface Session {
  id: number;
  status: string;
  start: string;
  concierge: { user_id: number; user_name: string; display_name: string };
}

beforeAll(async () => {
  for (const role of ['caregiver', 'coordinator']) {
    token[role] = String((await signIn(server.url, role)).tokens.access_token);
    userId[role] = await userIdOf(server.url, token[role]!);
  }
});

async function remindersOf(role: string, bookingId: number): Promise<Notice[]> {
  const res = await fetch(`${server.url}/api/user-audit/user-notification/get?page=0&size=50`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token[role]}`, 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: userId[role] }),
  });
  const rows = ((await res.json()) as { data: { data: Notice[] } }).data.data;
  return rows.filter((n) => n.sub_type === 'Session Reminder' && n.post_id === String(bookingId));
}

const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> => {
  for (let i = 0; i < 100; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  return read();
};

describe('session reminders', () => {
  it('reminds both people of a real session a day ahead and 10 minutes before, once each', async () => {
    const sessions = (await apiGet(server.url, `${UM}/mentor-booking/events`, token.caregiver)).body.data as Session[];
    const session = sessions.find((s) => s.status === 'scheduled' && s.concierge.user_name === 'coordinator')!;
    expect(session).toBeDefined();
    const start = Date.parse(session.start);
    expect(await remindersOf('caregiver', session.id)).toEqual([]);

    now = start - 23.5 * 3600_000;
    const day = await until(
      () => remindersOf('caregiver', session.id),
      (r) => r.length === 1,
    );
    expect(day).toEqual([
      expect.objectContaining({
        notification_text: 'Your session with Jordan Lee starts in 24 hours.',
        notification_display_name: 'Jordan Lee',
        starts_at: session.start,
      }),
    ]);

    now = start - 10 * 60_000;
    const soon = await until(
      () => remindersOf('caregiver', session.id),
      (r) => r.length === 2,
    );
    expect(soon[0]!.notification_text).toBe('Your session with Jordan Lee starts in 10 minutes.');
    // The concierge too, naming the caregiver as everywhere (her user name).
    const theirs = await until(
      () => remindersOf('coordinator', session.id),
      (r) => r.length === 2,
    );
    expect(theirs.map((n) => n.notification_text)).toEqual([
      'Your session with caregiver starts in 10 minutes.',
      'Your session with caregiver starts in 24 hours.',
    ]);

    // Later runs of the job send nothing more of it.
    now = start - 5 * 60_000;
    await new Promise((r) => setTimeout(r, 400));
    expect(await remindersOf('caregiver', session.id)).toHaveLength(2);
  });
});

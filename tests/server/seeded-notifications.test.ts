import { beforeAll, describe, expect, it } from 'vitest';
import { apiGet, serverPerFile, signIn, userIdOf } from './helpers';

/*
 * Issue #63.8: the caregiver was told "Your session with Priya Nair starts tomorrow at 10:00" of a
 * session that did not exist. Every seeded notification of every demo account is walked here and
 * what it points at is followed through the API, as opening it in the app would: the post, the
 * community, the session, the request, the badge. And issue #63.6: each names its sender by the
 * display name they have everywhere (SPEC §6), never a name used nowhere else.
 */

const server = serverPerFile();
const ROLES = ['caregiver', 'careseeker', 'mentor', 'provider', 'coordinator'] as const;
type Role = (typeof ROLES)[number];
const token = {} as Record<Role, string>;
const userId = {} as Record<Role, number>;
/** SPEC §6's display names of the demo accounts (server/accounts/seed.ts). */
const DISPLAY: Record<Role, string> = {
  caregiver: 'caregiver',
  careseeker: 'careseeker',
  mentor: 'Priya Nair',
  provider: 'Brightpath Neuro Therapy',
  coordinator: 'Jordan Lee',
};
/** Their first and last names, which only the mentor and the coordinator are called by. */
const UNUSED_NAMES = ['Maya Thompson', 'Daniel Reyes', 'Alex Morgan'];

interface Notice {
  id: number;
  type: string;
  sub_type: string | null;
  notification_text: string;
  notification_from: string | null;
  notification_username: string | null;
  notification_display_name: string | null;
  post_id: string | null;
  community_id: string | null;
  starts_at: string | null;
}
interface Session {
  id: number;
  start: string;
  status: string;
  role: 'booker' | 'concierge';
  concierge: { user_id: number; display_name: string };
  booker: { user_id: number; display_name: string };
}

beforeAll(async () => {
  await Promise.all(
    ROLES.map(async (role) => {
      token[role] = String((await signIn(server.url, role)).tokens.access_token);
      userId[role] = await userIdOf(server.url, token[role]);
    }),
  );
});

async function allNotices(role: Role): Promise<Notice[]> {
  const out: Notice[] = [];
  for (let page = 0; ; page++) {
    const res = await fetch(`${server.url}/api/user-audit/user-notification/get?page=${page}&size=50`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token[role]}`, 'content-type': 'application/json' },
      body: JSON.stringify({ user_id: userId[role] }),
    });
    expect(res.status).toBe(200);
    const rows = ((await res.json()) as { data: { data: Notice[] } }).data.data;
    out.push(...rows);
    if (rows.length < 50) return out;
  }
}

const get = async (role: Role, path: string) => {
  const res = await apiGet(server.url, path, token[role]);
  return { status: res.status, data: (res.body as { data: any }).data };
};

describe('the seeded notifications', () => {
  it('point at what the seed made: each post, community, session, request and badge is there, as the notice says', async () => {
    const roleOf = new Map(ROLES.map((r) => [String(userId[r]), r]));
    let walked = 0;
    for (const reader of ROLES) {
      const notices = await allNotices(reader);
      const sessions = (await get(reader, '/api/user-manager/v1/mentor-booking/events')).data as Session[];
      for (const n of notices) {
        const what = `${reader}: ${n.type}/${n.sub_type}: ${n.notification_text}`;
        // Who sent it: the system, or a demo person named as they are everywhere.
        const system = n.notification_from === 'SYSADMIN';
        const senderId = Number(n.notification_from);
        if (!system) {
          // Their public profile, where the notice's avatar and name lead: the same person, the same name.
          const profile = await get(reader, `/api/user-manager/v1/profiles/${n.notification_username}`);
          expect(profile.status, what).toBe(200);
          expect(profile.data.user.user_id, what).toBe(senderId);
          expect(n.notification_display_name, what).toBe(profile.data.user.display_name);
          expect(n.notification_text, what).toContain(profile.data.user.display_name);
          const role = roleOf.get(String(senderId));
          if (role) expect(n.notification_display_name, what).toBe(DISPLAY[role]);
        }
        for (const name of UNUSED_NAMES) expect(n.notification_text, what).not.toContain(name);

        if (n.type === 'Post') {
          const post = await get(reader, `/api/search-engine/v1/community/posts/${n.post_id}`);
          expect(post.status, what).toBe(200);
          if (n.sub_type === 'Post created') expect(post.data.post.author.user_id, what).toBe(senderId);
          else {
            // A comment or an upvote on the reader's own post, which the notice names.
            expect(post.data.post.author.user_id, what).toBe(userId[reader]);
            expect(n.notification_text, what).toContain(post.data.post.title);
          }
          if (n.sub_type === 'Comment') {
            const authors = (post.data.comments as Array<{ author: { user_id: number } }>).map((c) => c.author.user_id);
            expect(authors, what).toContain(senderId);
          }
        } else if (n.type === 'COMMUNITY' || n.type === 'Invitation') {
          const community = await get(reader, `/api/search-engine/v1/communities/${n.community_id}`);
          expect(community.status, what).toBe(200);
          expect(n.notification_text, what).toContain(community.data.community_name);
        } else if (n.type === 'Concierge' && n.sub_type === 'Badge') {
          const profile = await get(reader, `/api/user-manager/v1/users/${userId[reader]}/profile`);
          const badges = (profile.data.badges as Array<{ badge: string }>).map((b) => b.badge);
          expect(
            badges.some((b) => n.notification_text.includes(`the ${b} badge`)),
            what,
          ).toBe(true);
        } else if (n.type === 'Concierge') {
          // A session of the reader's, in My bookings, with the person who sent it.
          const session = sessions.find((s) => String(s.id) === String(n.post_id));
          expect(session, what).toBeDefined();
          const other = session!.role === 'booker' ? session!.concierge : session!.booker;
          expect(other.user_id, what).toBe(senderId);
          expect(n.starts_at, what).toBe(session!.start);
          if (n.sub_type === 'Session Reminder') {
            // Sent before the session, never of one still to come that far ahead.
            expect(n.notification_text, what).toMatch(/^Your session with .+ starts in \d+ (minutes|hours)\.$/);
          }
        } else if (n.type === 'Follow Request') {
          const action = n.sub_type === 'Follow accepted' ? 'following-users' : 'follow-requests?action=ALL';
          const list = await get(reader, `/api/user-manager/v1/users/${userId[reader]}/${action}`);
          const people = (list.data.data as Array<{ user: { user_id: number } }>).map((r) => r.user.user_id);
          expect(people, what).toContain(senderId);
        } else {
          throw new Error(`a seeded notice of a kind this walk does not follow: ${what}`);
        }
        walked++;
      }
    }
    expect(walked).toBeGreaterThan(40);
  });

  it('gives the caregiver three pages, the newest three unseen, and reminders only of her own sessions', async () => {
    const notices = await allNotices('caregiver');
    expect(notices.length).toBeGreaterThanOrEqual(25);
    const reminders = notices.filter((n) => n.sub_type === 'Session Reminder');
    expect(reminders.length).toBeGreaterThanOrEqual(2);
    // No session with the mentor exists, so none is reminded of (the notice of issue #63.8).
    expect(notices.filter((n) => n.notification_text.includes('Priya Nair starts'))).toEqual([]);
  });
});

import type { Database } from '../db/database';
import { displayNameOf, type UserRow } from '../db/users';
import { bookingRow, presentBooking, reminderFor, REMINDER_LEADS } from '../booking';

/**
 * The demo notifications (issue #63.8): each is about something the seed made and points at it,
 * so opening one shows what it says. A comment on your post is a comment on your post, by its
 * author; a session reminder is of a session in My bookings, sent when the reminder job would
 * have sent it; a follow request waits in Requests. People are named by SPEC §6's display name
 * (issue #63.6). Runs last, once, into a database with no notifications yet.
 */

interface Seeded {
  to: number;
  type: string;
  subType?: string | null;
  text: string;
  /** A user id, or SYSADMIN. */
  from: UserRow | 'SYSADMIN';
  at: Date;
  postId?: number | null;
  communityId?: number | null;
  meetingId?: string | null;
  startsAt?: string | null;
  bookingChange?: 'booked' | 'moved' | 'cancelled' | null;
}

const DEMO = ['caregiver', 'careseeker', 'mentor', 'provider', 'coordinator'] as const;
const HOUR = 3600_000;
/** The newest of a person's notifications this many are not seen yet (the caregiver's bell says 3). */
const UNSEEN: Record<string, number> = { caregiver: 3, careseeker: 1, provider: 1, coordinator: 1 };

export async function seedNotificationsIfEmpty(db: Database, now = Date.now()): Promise<boolean> {
  const { rows: count } = await db.query<{ n: number }>('select count(*)::int as n from notifications');
  if ((count[0]?.n ?? 0) > 0) return false;
  const { rows: users } = await db.query<UserRow>('select * from users where user_name = any($1)', [[...DEMO]]);
  const user = new Map(users.map((u) => [u.user_name, u]));
  if (DEMO.some((name) => !user.has(name))) return false;
  const byId = new Map(users.map((u) => [u.user_id, u]));
  /** Anyone the seed made (a demo account or one of the seeded community's members). */
  const person = async (id: number): Promise<UserRow> => {
    let u = byId.get(id);
    if (!u) {
      u = (await db.query<UserRow>('select * from users where user_id = $1', [id])).rows[0]!;
      byId.set(id, u);
    }
    return u;
  };
  const name = (u: UserRow) => displayNameOf(u);
  const demoIds = users.map((u) => u.user_id);
  const readers = new Map(byId);
  const out: Seeded[] = [];
  const past = (d: Date | string, atMost = now - HOUR) => new Date(Math.min(new Date(d).getTime(), atMost));

  for (const reader of users) {
    // Comments by other demo people on the reader's posts, newest first.
    const { rows: comments } = await db.query<{ post_id: number; title: string; author_id: number; created_at: string }>(
      `select c.post_id, p.title, c.author_id, c.created_at from community_comments c
         join community_posts p on p.post_id = c.post_id
        where p.author_id = $1 and c.author_id <> $1 and c.parent_id is null and not c.is_deleted and $2::int[] is not null
        order by c.created_at desc, c.comment_id desc limit 8`,
      [reader.user_id, demoIds],
    );
    for (const c of comments) {
      await person(c.author_id);
      out.push({
        to: reader.user_id,
        type: 'Post',
        subType: 'Comment',
        text: `${name(byId.get(c.author_id)!)} commented on your post “${c.title}”.`,
        from: byId.get(c.author_id)!,
        at: past(c.created_at),
        postId: c.post_id,
      });
    }
    // Upvotes by other demo people on the reader's posts: a day after the post, at most.
    const { rows: votes } = await db.query<{ post_id: number; title: string; user_id: number; posted_at: string }>(
      `select v.post_id, p.title, v.user_id, p.posted_at from community_post_votes v
         join community_posts p on p.post_id = v.post_id
        where p.author_id = $1 and v.user_id <> $1 and $2::int[] is not null
        order by p.posted_at desc, v.user_id limit 6`,
      [reader.user_id, demoIds],
    );
    for (const v of votes) {
      await person(v.user_id);
      out.push({
        to: reader.user_id,
        type: 'Post',
        subType: 'Upvote',
        text: `${name(byId.get(v.user_id)!)} upvoted your post “${v.title}”.`,
        from: byId.get(v.user_id)!,
        at: past(new Date(new Date(v.posted_at).getTime() + 5 * HOUR)),
        postId: v.post_id,
      });
    }
    // New posts by other demo people in the reader's communities.
    const { rows: posts } = await db.query<{
      post_id: number;
      author_id: number;
      community_id: number;
      community_name: string;
      posted_at: string;
    }>(
      `select p.post_id, p.author_id, p.community_id, c.community_name, p.posted_at from community_posts p
         join communities c on c.community_id = p.community_id
         join community_members m on m.community_id = p.community_id and m.user_id = $1
        where p.author_id <> $1 and p.kind = 'POST' and $2::int[] is not null
        order by p.posted_at desc, p.post_id desc limit 12`,
      [reader.user_id, demoIds],
    );
    for (const [i, p] of posts.entries()) {
      const author = await person(p.author_id);
      out.push(
        i % 2 === 0
          ? {
              to: reader.user_id,
              type: 'Post',
              subType: 'Post created',
              text: `${name(author)} created a new post in ${p.community_name}.`,
              from: author,
              at: past(p.posted_at),
              postId: p.post_id,
            }
          : {
              to: reader.user_id,
              type: 'COMMUNITY',
              text: `${name(author)} posted in ${p.community_name}.`,
              from: author,
              at: past(p.posted_at),
              communityId: p.community_id,
            },
      );
    }
    // Invitations: a moderator of a community the reader belongs to asked them in.
    const { rows: invitations } = await db.query<{
      community_id: number;
      community_name: string;
      user_id: number;
      joined_at: string;
    }>(
      `select c.community_id, c.community_name, mod.user_id, me.joined_at from communities c
         join community_members me on me.community_id = c.community_id and me.user_id = $1
         join community_members mod on mod.community_id = c.community_id and mod.role = 'MODERATOR'
        where mod.user_id <> $1 and mod.user_id = any($2)
        order by c.community_id limit 2`,
      [reader.user_id, demoIds],
    );
    for (const [i, inv] of invitations.entries()) {
      out.push({
        to: reader.user_id,
        type: 'Invitation',
        text: `${name(byId.get(inv.user_id)!)} invited you to the ${inv.community_name} community.`,
        from: byId.get(inv.user_id)!,
        at: new Date(now - (10 + 4 * i) * 24 * HOUR),
        communityId: inv.community_id,
      });
    }
    // Follow requests: the ones waiting for the reader, and the reader's that were accepted.
    const { rows: requests } = await db.query<{ sender_id: number; receiver_id: number; status: string }>(
      `select sender_id, receiver_id, status from follow_requests
        where (receiver_id = $1 and status = 'PENDING') or (sender_id = $1 and status = 'ACCEPTED') order by id`,
      [reader.user_id],
    );
    for (const [i, r] of requests.entries()) {
      const pending = r.status === 'PENDING';
      const other = byId.get(pending ? r.sender_id : r.receiver_id);
      if (!other) continue;
      out.push({
        to: reader.user_id,
        type: 'Follow Request',
        subType: pending ? null : 'Follow accepted',
        text: pending ? `${name(other)} wants to connect with you.` : `${name(other)} accepted your request to connect.`,
        from: other,
        at: new Date(now - (pending ? 30 * 60_000 + i * 60_000 : 9 * 24 * HOUR)),
      });
    }
    // Badges the reader earned as a concierge.
    const { rows: badges } = await db.query<{ badge: string; earned_at: string | null }>(
      'select badge, earned_at from concierge_badges where concierge_id = $1 order by badge',
      [reader.user_id],
    );
    for (const [i, b] of badges.entries()) {
      out.push({
        to: reader.user_id,
        type: 'Concierge',
        subType: 'Badge',
        text: `You earned the ${b.badge} badge.`,
        from: 'SYSADMIN',
        at: past(b.earned_at ?? new Date(now - (3 + i) * 24 * HOUR)),
      });
    }
  }

  // The sessions: a concierge is told of each booking with them; the reminders of sessions
  // already started were sent when the reminder job would have sent them (booking/reminders.ts).
  const { rows: sessions } = await db.query<{ id: number; created_ms: number }>(
    `select b.id, extract(epoch from coalesce(b.changed_at, lower(b.during) - interval '3 days'))::float8 * 1000 as created_ms
       from bookings b where b.booker_id = any($1) or b.concierge_id = any($1) order by b.id`,
    [demoIds],
  );
  for (const s of sessions) {
    const row = await bookingRow(db, s.id);
    if (!row) continue;
    const b = presentBooking('', row, row.booker_id);
    const start = Date.parse(b.start);
    const concierge = byId.get(b.concierge.user_id);
    const booker = byId.get(b.booker.user_id);
    if (concierge && booker) {
      out.push({
        to: concierge.user_id,
        type: 'Concierge',
        text: `${name(booker)} booked a session with you.`,
        from: booker,
        at: new Date(Math.min(Number(s.created_ms), start - 25 * HOUR, now - 3 * HOUR)),
        postId: b.id,
        startsAt: b.start,
        bookingChange: 'booked',
      });
    }
    for (const { fromMs } of Object.values(REMINDER_LEADS)) {
      const sentAt = start - fromMs;
      if (sentAt > now) continue;
      for (const reader of [b.booker.user_id, b.concierge.user_id]) {
        if (!byId.has(reader)) continue;
        const notice = reminderFor(b, reader, fromMs);
        const from = byId.get(Number(notice.notificationFrom));
        if (!from) continue;
        out.push({
          to: reader,
          type: 'Concierge',
          subType: 'Session Reminder',
          text: notice.notification,
          from,
          at: new Date(sentAt),
          postId: b.id,
          meetingId: b.meeting_id,
          startsAt: b.start,
        });
      }
      await db.query(`insert into booking_reminders (booking_id, lead, sent_at) values ($1, $2, $3) on conflict do nothing`, [
        b.id,
        fromMs === REMINDER_LEADS.day.fromMs ? 'day' : 'soon',
        new Date(sentAt),
      ]);
    }
  }

  // Oldest first, so ids follow time; the newest few of each person are not seen yet, every third other one read.
  out.sort((a, b) => a.at.getTime() - b.at.getTime());
  const rank = new Map<Seeded, number>();
  for (const reader of users) {
    const mine = out.filter((n) => n.to === reader.user_id).reverse();
    mine.forEach((n, i) => rank.set(n, i));
  }
  for (const n of out) {
    const i = rank.get(n) ?? 0;
    const unseen = i < (UNSEEN[readers.get(n.to)!.user_name] ?? 0);
    const system = n.from === 'SYSADMIN';
    await db.query(
      `insert into notifications (user_id, type, sub_type, notification_text, notification_from, notification_username,
         user_image_url, post_id, community_id, meeting_id, notification_ts, starts_at, booking_change, is_seen, is_read)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
      [
        n.to,
        n.type,
        n.subType ?? null,
        n.text,
        system ? 'SYSADMIN' : String((n.from as UserRow).user_id),
        system ? null : (n.from as UserRow).user_name,
        system ? null : (n.from as UserRow).profile_picture,
        n.postId === undefined || n.postId === null ? null : String(n.postId),
        n.communityId === undefined || n.communityId === null ? null : String(n.communityId),
        n.meetingId ?? null,
        n.at,
        n.startsAt ?? null,
        n.bookingChange ?? null,
        !unseen,
        !unseen && i % 3 !== 0,
      ],
    );
  }
  return true;
}

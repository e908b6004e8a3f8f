import { NOTIFIABLE_TYPES } from '../../contract/preferences';
import type { Database } from '../db/database';
import type { Mailer } from '../mail';
import { choicesFrom } from './store';
import { startJob } from '../jobs';

/**
 * The e-mail digest (issue #37, Settings › Notifications "E-mail digest"): once a day, each
 * person who chose it for a kind of notification is e-mailed their unread notifications of those
 * kinds that no earlier digest told them of. The notifications table is the truth: what the person
 * read in the app meanwhile is left out, and a digest is sent only when there is something new.
 */

/** A person gets at most one digest in this time, by the server's clock. */
export const DIGEST_EVERY_MS = 24 * 3600_000;
/** A digest lists at most this many notifications, newest last, and says how many more are waiting. */
export const DIGEST_MAX_ITEMS = 20;

interface Person {
  user_id: number;
  email: string;
  first_name: string;
  notifications: Parameters<typeof choicesFrom>[0];
}

interface Item {
  id: number;
  notification_text: string;
  notification_ts: Date | string;
}

const when = (ts: Date | string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(ts)) + ' UTC';

/** Sends the digests that are due at `now`; resolves with how many were sent. */
export async function sendDueDigests(db: Database, mailer: Mailer, now: number): Promise<number> {
  const cutoff = new Date(now - DIGEST_EVERY_MS).toISOString();
  const { rows: people } = await db.query<Person>(
    `select p.user_id, u.email, u.first_name, p.notifications
       from account_preferences p join users u on u.user_id = p.user_id
      where exists (select 1 from jsonb_each(p.notifications) c where c.value->>'email' = 'true')
        and (p.digest_sent_at is null or p.digest_sent_at <= $1)
      order by p.user_id`,
    [cutoff],
  );
  let sent = 0;
  for (const person of people) {
    const choices = choicesFrom(person.notifications);
    const kinds = NOTIFIABLE_TYPES.filter((type) => choices[type].email);
    if (kinds.length === 0) continue;
    // Taken before it is sent: every node runs this job (and a test may run it beside the timer), and
    // of two runs that found the same person due, the second finds the row taken and sends nothing.
    const { rows: claimed } = await db.query<{ previous: Date | string | null; through: string }>(
      `update account_preferences p set digest_sent_at = $2
         from account_preferences o
        where p.user_id = $1 and o.user_id = p.user_id and (p.digest_sent_at is null or p.digest_sent_at <= $3)
        returning o.digest_sent_at as previous, p.digest_through_id::text as through`,
      [person.user_id, new Date(now).toISOString(), cutoff],
    );
    const claim = claimed[0];
    if (!claim) continue;
    // Nothing sent after all (nothing new, or the mail failed): the next run looks again.
    const giveBack = () =>
      db.query('update account_preferences set digest_sent_at = $2 where user_id = $1', [person.user_id, claim.previous]);
    const after = Number(claim.through);
    const { rows: items } = await db.query<Item>(
      `select id, notification_text, notification_ts from notifications
        where user_id = $1 and not is_read and id > $2 and type = any($3::text[])
        order by id desc limit ${DIGEST_MAX_ITEMS}`,
      [person.user_id, after, kinds],
    );
    if (items.length === 0) {
      await giveBack();
      continue;
    }
    const { rows: counted } = await db.query<{ n: string }>(
      `select count(*)::text as n from notifications
        where user_id = $1 and not is_read and id > $2 and type = any($3::text[])`,
      [person.user_id, after, kinds],
    );
    const total = Number(counted[0]?.n ?? items.length);
    const newest = Math.max(...items.map((i) => Number(i.id)));
    const lines = [...items].reverse().map((i) => `- ${i.notification_text} (${when(i.notification_ts)})`);
    const more = total - items.length;
    try {
      await mailer.send({
        to: person.email,
        subject: `Your NeuroHealth Care digest: ${total} unread notification${total === 1 ? '' : 's'}`,
        text: [
          `Hello ${person.first_name || 'there'},`,
          '',
          'Here is what you have not read yet:',
          '',
          ...lines,
          ...(more > 0 ? ['', `and ${more} more in the app.`] : []),
          '',
          'You chose these e-mails in Settings › Notifications, where you can turn them off.',
        ].join('\n'),
      });
    } catch (error) {
      await giveBack();
      throw error;
    }
    await db.query('update account_preferences set digest_through_id = $2 where user_id = $1', [person.user_id, newest]);
    sent += 1;
  }
  return sent;
}

/**
 * The server's job: looks for due digests at start and every `everyMs` after (an hour unless a
 * test shortens it), off any request. Time is the server's clock, so a test moves it a day on
 * instead of waiting.
 */
export function startDigestJob(
  db: Database,
  mailer: Mailer,
  clock: () => number,
  everyMs: number,
  onError: (error: unknown) => void,
) {
  return startJob(() => sendDueDigests(db, mailer, clock()), everyMs, onError);
}

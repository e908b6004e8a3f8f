import type { Database } from '../db/database';
import { chatKey, seal } from '../crypto/dataKeys';
import { replacePin } from '../pin';
import { seedCommunities } from '../community';
import { insertUser, type NewUser, type UserRow } from '../db/users';

export const DEMO_PASSWORD = 'demo-pass-2026';

const email = (userName: string) => `${userName}@demo.neurohealth.test`;

const DEMO_USERS: NewUser[] = [
  { user_name: 'caregiver', first_name: 'Maya', last_name: 'Thompson', user_type: 1 },
  { user_name: 'careseeker', first_name: 'Daniel', last_name: 'Reyes', user_type: 2 },
  {
    user_name: 'mentor',
    first_name: 'Priya',
    last_name: 'Nair',
    user_type: 1,
    is_mentor: true,
    mentor_detail: {
      profile_picture: '/public/avatars/mentor-mentor.svg',
      bio: 'Concierge mentor and parent of a child with epilepsy; ten years of helping families find their way through neurology care.',
    },
  },
  {
    user_name: 'provider',
    first_name: 'Alex',
    last_name: 'Morgan',
    user_type: 4,
    care_provider_detail: { provider_name: 'Brightpath Neuro Therapy' },
  },
  { user_name: 'coordinator', first_name: 'Jordan', last_name: 'Lee', user_type: 5 },
  { user_name: 'admin', first_name: 'Sam', last_name: 'Carter', user_type: 99 },
].map((u) => ({ ...u, email: email(u.user_name), password: DEMO_PASSWORD }));

/** Seeds demo data only into an empty database; returns whether it did. */
/** The `mentor` demo account's active PIN (the other demo accounts have none). */
export const DEMO_PIN = '246810';

/**
 * The seeded accounts joined half a year before the demo's first day, as a real community's
 * members had: a report's weight reads its reporter's age (contract/community.ts
 * REPORT_TRUST_DAYS). Run once, after every seed has made its accounts.
 */
export async function ageSeededAccounts(db: Database): Promise<void> {
  await db.query(`update users set created_at = created_at - interval '180 days'`);
}

export async function seedIfEmpty(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from users');
  if ((rows[0]?.n ?? 0) > 0) return false;
  await seed(db);
  return true;
}

async function seed(db: Database): Promise<void> {
  const users = new Map<string, UserRow>();
  for (const user of DEMO_USERS) users.set(user.user_name, await insertUser(db, { ...user, email_verified: true }));
  const id = (name: string) => {
    const user = users.get(name);
    if (!user) throw new Error(`seed user ${name} missing`);
    return user.user_id;
  };

  // The mentor's PIN protects their profile and messages (README: demo accounts).
  await replacePin(db, id('mentor'), DEMO_PIN);

  // The demo notifications are made last, from what the other seeds made (server/notifications/seed.ts).

  await chat(
    db,
    id('mentor'),
    id('caregiver'),
    [
      [id('caregiver'), 'Hi Priya, thank you for the session last week.', 240],
      [id('mentor'), 'Hi Maya! Happy to help. I found two respite programmes near you.', 25],
      [id('mentor'), 'Shall we go through them on Thursday?', 24],
    ],
    id('caregiver'),
  );
  await chat(
    db,
    id('coordinator'),
    id('careseeker'),
    [[id('coordinator'), 'Welcome, Daniel. I will be coordinating your care plan.', 15]],
    id('careseeker'),
  );

  await group(
    db,
    'Family care circle',
    id('caregiver'),
    [id('careseeker'), id('mentor')],
    [
      [id('caregiver'), 'Welcome to our care circle: one place for appointments and updates.', 3 * 24 * 60],
      [id('mentor'), 'Thanks Maya, glad to help the family here.', 3 * 24 * 60 - 30],
    ],
    150,
  );

  await group(
    db,
    'Care team',
    id('coordinator'),
    [id('provider'), id('mentor'), id('caregiver')],
    [[id('coordinator'), 'This is the care team room for the Thompson family.', 2 * 24 * 60]],
    120,
  );
  await seedThreads(db, id);

  await db.query(`insert into follow_requests (sender_id, receiver_id, status) values ($1, $2, 'PENDING')`, [
    id('careseeker'),
    id('caregiver'),
  ]);
  await db.query(`insert into follow_requests (sender_id, receiver_id, status) values ($1, $2, 'PENDING')`, [
    id('coordinator'),
    id('provider'),
  ]);
  await db.query(`insert into follow_requests (sender_id, receiver_id, status) values ($1, $2, 'ACCEPTED')`, [
    id('caregiver'),
    id('mentor'),
  ]);
  await seedCommunities(db, id);
}

/** A one-to-one chat; `reader` has read everything before its first message from the other side. */
async function chat(db: Database, a: number, b: number, messages: [number, string, number][], reader: number) {
  const { rows } = await db.query<{ id: number }>('insert into chats (is_group) values (false) returning id');
  const chatId = rows[0]?.id;
  await db.query(
    'insert into chat_participants (chat_id, user_id, last_read_at) values ($1, $2, now()), ($1, $3, to_timestamp(0))',
    [chatId, a === reader ? b : a, reader],
  );
  for (const [sender, body, minutesAgo] of messages) {
    await db.query(
      'insert into chat_messages (chat_id, sender_id, body, sent_at) values ($1, $2, $3, now() - make_interval(mins => $4))',
      // Sealed as the server seals what is sent (issue #62): the seed writes no plaintext, not even to the WAL.
      [chatId, sender, await seal(db, chatKey(chatId as number), body), minutesAgo],
    );
    // The reader has read their own messages and everything before them.
    if (sender === reader) {
      await db.query(
        'update chat_participants set last_read_at = now() - make_interval(mins => $3) where chat_id = $1 and user_id = $2',
        [chatId, reader, minutesAgo],
      );
    }
  }
}

/** A group chat created by `admin`; everyone has read its (older) messages. */
async function group(
  db: Database,
  name: string,
  admin: number,
  members: number[],
  messages: [number, string, number][],
  earlier = 0,
) {
  const { rows } = await db.query<{ id: number }>(`insert into chats (is_group, chat_name) values (true, $1) returning id`, [
    name,
  ]);
  const chatId = rows[0]?.id;
  for (const userId of [admin, ...members]) {
    await db.query('insert into chat_participants (chat_id, user_id, is_admin, last_read_at) values ($1, $2, $3, now())', [
      chatId,
      userId,
      userId === admin,
    ]);
  }
  const first = Math.max(...messages.map(([, , minutesAgo]) => minutesAgo));
  if (earlier > 0) await history(db, chatId as number, [admin, ...members], earlier, first);
  for (const [sender, body, minutesAgo] of messages) {
    await db.query(
      'insert into chat_messages (chat_id, sender_id, body, sent_at) values ($1, $2, $3, now() - make_interval(mins => $4))',
      // Sealed as the server seals what is sent (issue #62): the seed writes no plaintext, not even to the WAL.
      [chatId, sender, await seal(db, chatKey(chatId as number), body), minutesAgo],
    );
  }
}

const HISTORY_LINES = [
  'Appointment moved to Thursday at 10:00.',
  'I have shared the new therapy plan in the notes.',
  'Thanks, I will read it tonight.',
  'The school meeting went well. They agreed to the support plan.',
  'Can someone bring the medication list on Monday?',
  'Yes, I will bring it.',
  'Respite care is confirmed for the weekend.',
  'How did the sleep routine go this week?',
  'Better: three good nights in a row.',
  'Great news. Let us keep the same plan for now.',
];

/**
 * `count` older messages, one every 30 minutes, ending `endMinutesAgo`, in one statement.
 * Inserted before a chat's own seeded messages, so ids and times run in the same order.
 */
async function history(db: Database, chatId: number, senders: number[], count: number, endMinutesAgo: number) {
  await db.query(
    `insert into chat_messages (chat_id, sender_id, body, sent_at)
     select $1, ($2::int[])[1 + (i % array_length($2::int[], 1))], ($3::text[])[1 + i],
            now() - make_interval(mins => $4::int + ($5::int - i) * 30)
       from generate_series(0, $5::int - 1) as i order by i`,
    [
      chatId,
      senders,
      await Promise.all(
        Array.from({ length: count }, (_, i) => seal(db, chatKey(chatId), HISTORY_LINES[i % HISTORY_LINES.length]!)),
      ),
      endMinutesAgo,
      count,
    ],
  );
}

/**
 * A few hundred messages, so the conversations page and scrolling back have something to show:
 * a long thread between the caregiver and the coordinator (everything read), and a first message
 * from the provider to the careseeker that stays a request until it is answered.
 */
async function seedThreads(db: Database, id: (name: string) => number) {
  const { rows } = await db.query<{ id: number }>('insert into chats (is_group) values (false) returning id');
  const thread = rows[0]?.id as number;
  await db.query('insert into chat_participants (chat_id, user_id, last_read_at) values ($1, $2, now()), ($1, $3, now())', [
    thread,
    id('caregiver'),
    id('coordinator'),
  ]);
  await history(db, thread, [id('caregiver'), id('coordinator')], 200, 6 * 60);
  await chat(
    db,
    id('provider'),
    id('careseeker'),
    [[id('provider'), 'Hello Daniel, I run the Thursday parent group. Would you like to join?', 90]],
    id('careseeker'),
  );
  await db.query(
    `update chat_participants set accepted = false
      where user_id = $1 and chat_id = (select max(chat_id) from chat_participants where user_id = $1)`,
    [id('careseeker')],
  );
}

import type { FastifyInstance } from 'fastify';
import type * as z from 'zod/mini';
import * as contract from '../../contract/dev';
import { serve } from '../http/endpoint';
import type { Database } from '../db/database';
import { displayNameOf, findUserById, findUserByName, type UserRow } from '../db/users';
import { ChatError, type ChatService } from '../chat';
import {
  type NotificationHub,
  type NotificationInput,
  type NotificationSubType,
  type NotificationType,
} from '../realtime/notification-hub';

export const MAX_BURST = contract.MAX_BURST;

/** The text a real service would send for this type, from `name`. */
export function defaultText(type: NotificationType, subType: NotificationSubType | undefined, name: string): string {
  switch (type) {
    case 'Invitation':
      return `${name} invited you to the Brain Injury Support community.`;
    case 'Chat':
      return `${name} sent you a message.`;
    case 'Post':
      if (subType === 'Post created') return `${name} created a new post in your community.`;
      if (subType === 'Upvote') return `${name} upvoted your post`;
      return `${name} commented on your post`;
    case 'Concierge':
      if (subType === 'Badge') return 'You earned the Trusted Mentor badge.';
      if (subType === 'Session Reminder') return `Your session with ${name} starts in 15 minutes.`;
      return `${name} booked a session with you.`;
    case 'Follow Request':
      return `${name} wants to connect with you.`;
    case 'COMMUNITY':
      return `${name} posted in Brain Injury Support.`;
    case 'MEETING_ENDED':
      return 'Your meeting has ended.';
    case 'ADMIN_QUEUE':
      return `${name} claimed an item of the moderation queue.`;
    case 'PRIVACY':
      return 'A screening result is no longer shared with you.';
  }
}

/** Fills the sender and the type's usual ids, as the real services would. */
async function buildInput(db: Database, recipient: UserRow, body: z.output<typeof contract.notify>): Promise<NotificationInput> {
  const { type, subType } = body;
  const system =
    body.notificationFrom === 'SYSADMIN' || (!body.notificationFrom && (type === 'MEETING_ENDED' || subType === 'Badge'));
  let sender: UserRow | undefined;
  if (!system) {
    const from = body.notificationFrom;
    if (from) sender = /^\d+$/.test(from) ? await findUserById(db, Number(from)) : await findUserByName(db, from);
    // Someone other than the recipient: the caregiver, or the care seeker for the caregiver herself.
    else sender = await findUserByName(db, recipient.user_name === 'caregiver' ? 'careseeker' : 'caregiver');
  }
  const name = body.notificationUsername ?? (sender ? displayNameOf(sender) : (body.notificationFrom ?? 'NeuroHealth'));
  // What a test asks for, as it asks: a sub-type its type never has makes an event the app drops
  // as malformed (src/realtime/eventSource.ts), which is what such a test looks for.
  return {
    type,
    subType,
    notification: body.notification ?? defaultText(type, subType, name),
    notificationFrom: system ? 'SYSADMIN' : sender ? String(sender.user_id) : body.notificationFrom,
    notificationUsername: body.notificationUsername ?? sender?.user_name,
    userImageUrl: body.userImageUrl ?? sender?.profile_picture ?? undefined,
    postId: body.postId ?? (type === 'Post' || (type === 'Concierge' && subType !== 'Badge') ? 1 : undefined),
    communityId: body.communityId ?? (type === 'COMMUNITY' || type === 'Invitation' ? 1 : undefined),
    meeting_id: body.meeting_id ?? (type === 'MEETING_ENDED' ? `meeting-${Date.now().toString(36)}` : undefined),
    // An ADMIN_QUEUE event is about one item of the queue: post `postId` (1 unless given), let go.
    ...(type === 'PRIVACY' ? { privacy: { change: 'screening unshared', share_id: body.postId ?? 1 } } : {}),
    ...(type === 'ADMIN_QUEUE' ? { claim: { target_type: 'POST', target_id: body.postId ?? 1, claimed_by: null } } : {}),
  } as NotificationInput;
}

/** /__dev/notify and /__dev/chat: push realtime events without a token (tests, `npm run notify`); `app` is the guarded /__dev scope (routes.ts). */
export function registerRealtimeDevRoutes(app: FastifyInstance, opts: { db: Database; hub: NotificationHub; chat: ChatService }) {
  const { db, hub, chat } = opts;

  serve(
    app,
    contract.devNotify,
    async ({ body, reply }) => {
      const recipient = await findUserByName(db, body.user_name);
      if (!recipient) return reply.status(404).send({ error: `no user named ${body.user_name}` });
      const input = await buildInput(db, recipient, body);
      const count = body.count ?? 1;
      const texts =
        count === 1 ? [input.notification] : Array.from({ length: count }, (_, i) => `${input.notification} (${i + 1}/${count})`);
      const events = await hub.publish(recipient.user_id, input, texts);
      const last = events[events.length - 1];
      return {
        sent: events.length,
        user_id: recipient.user_id,
        firstEventId: String(events[0]?.id ?? ''),
        lastEventId: String(last?.id ?? ''),
        last: last?.payload,
      };
    },
    { onInvalid: (reply, _where, error) => reply.status(400).send({ error: 'invalid notification', issues: error.issues }) },
  );

  /** A long conversation at once (`npm run bench`): `count` messages between two people, after the ones they have. */
  serve(
    app,
    contract.chatBulk,
    async ({ body, reply }) => {
      const [a, b] = [await findUserByName(db, body.from), await findUserByName(db, body.to)];
      if (!a || !b) return reply.status(404).send({ error: 'no such user' });
      await chat.sendDirect(a.user_id, b.user_id, 'The conversation starts here.');
      const { rows } = await db.query<{ id: number }>(
        `select c.id from chats c
         join chat_participants pa on pa.chat_id = c.id and pa.user_id = $1
         join chat_participants pb on pb.chat_id = c.id and pb.user_id = $2
        where not c.is_group order by c.id limit 1`,
        [a.user_id, b.user_id],
      );
      const chatId = rows[0]?.id;
      await db.query(
        `insert into chat_messages (chat_id, sender_id, body, sent_at)
       select $1::int, case when i % 2 = 0 then $2::int else $3::int end, 'Message ' || i || ' of a long conversation.',
              clock_timestamp() + make_interval(secs => (i / 1000.0)::float8)
         from generate_series(1, $4::int) as i order by i`,
        [chatId, a.user_id, b.user_id, body.count],
      );
      await db.query('update chat_participants set accepted = true, last_read_at = now() where chat_id = $1', [chatId]);
      return { chat_id: chatId, count: body.count };
    },
    { onInvalid: (reply) => reply.status(400).send({ error: 'from, to and count are required' }) },
  );

  /** Drops a person's chat sockets, as a flaky network would; socket.io reconnects them. */
  serve(
    app,
    contract.dropChatSockets,
    async ({ body, reply }) => {
      const user = await findUserByName(db, body.user_name);
      if (!user) return reply.status(404).send({ error: `no user named ${body.user_name}` });
      chat.dropConnections(user.user_id);
      return { dropped: true };
    },
    { onInvalid: (reply) => reply.status(400).send({ error: 'user_name is required' }) },
  );

  serve(
    app,
    contract.devChatMessage,
    async ({ body, reply }) => {
      const { from, to, group_id: groupId, message } = body;
      const sender = await findUserByName(db, from);
      if (!sender) return reply.status(404).send({ error: `no user named ${from}` });
      try {
        if (groupId !== undefined) {
          const sent = await chat.sendGroup(sender.user_id, groupId, message);
          return reply.status(201).send({ data: sent.message, recipients: sent.recipients });
        }
        const recipient = await findUserByName(db, to ?? '');
        if (!recipient) return reply.status(404).send({ error: `no user named ${to}` });
        const sent = await chat.sendDirect(sender.user_id, recipient.user_id, message);
        return reply.status(201).send({ data: sent.message, recipients: sent.recipients });
      } catch (error) {
        if (error instanceof ChatError) return reply.status(error.status).send({ error: error.message });
        throw error;
      }
    },
    { onInvalid: (reply, _where, error) => reply.status(400).send({ error: 'invalid chat message', issues: error.issues }) },
  );
}

import type { Server as SocketServer } from 'socket.io';
import { absoluteUrl } from '../http/urls';
import type { Database, Queryable } from '../db/database';
import { writeOutbox, type Outbox, type OutboxEntry } from '../realtime/outbox';
import { displayNameOf, findUserById, type UserRow } from '../db/users';
import { chatKey, seal, unseal } from '../crypto/dataKeys';
import { MAX_MESSAGE_LENGTH, PERMISSION_TYPES } from '../../contract/chat';
import { whyNotReachable } from '../connections';
import { socketTyping, typingNotice } from '../../contract/chat-socket';
import { onlineAnywhere } from './cluster';
import { relayTyping } from './socket';

/** The longest message (the composer counts down as it gets near): a rule of the wire, contract/chat.ts. */
export { MAX_MESSAGE_LENGTH };

/** An error with the HTTP status the route should answer, and a sentence the app shows as it is. */
export class ChatError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The chat notification of SPEC §3, emitted as `message` (one-to-one) or `group-message`. */
export interface ChatNotification {
  notificationMessage: string;
  senderInfo: { user_name: string; display_name: string; profile_picture: string | null };
  showNotification: boolean;
  chat_id: number;
  group_id?: number;
  /** The message itself, so an open conversation appends it without a round trip. */
  message: ChatMessage;
}

/** Anything else about a chat that its members see live (`chat-update`). */
export type ChatUpdate =
  | { kind: 'info'; chat_id: number }
  | { kind: 'members'; chat_id: number }
  | { kind: 'permissions'; chat_id: number }
  | { kind: 'removed'; chat_id: number; user_id: number }
  | { kind: 'deleted'; chat_id: number }
  | { kind: 'message-deleted'; chat_id: number; message_id: number }
  | { kind: 'read'; chat_id: number; user_id: number; up_to: number };

export interface Attachment {
  id: number;
  file_name: string;
  content_type: string;
  size: number;
}

export interface ChatMessage {
  id: number;
  chat_id: number;
  sender_id: number;
  sender_user_name?: string;
  /** The sender's SPEC §6 display name. */
  sender_name?: string;
  body: string;
  sent_at: string;
  client_id: string | null;
  attachment: Attachment | null;
  /** Group messages: how many other members have read it. */
  read_count?: number;
}

export interface SentMessage {
  message: ChatMessage;
  /** User ids the notification was emitted to. */
  recipients: number[];
}

export interface MessageRow {
  id: number;
  chat_id: number;
  sender_id: number;
  body: string;
  sent_at: Date | string;
  client_id?: string | null;
  user_name?: string;
  first_name?: string;
  last_name?: string;
  user_type?: number;
  is_mentor?: boolean;
  care_provider_detail?: UserRow['care_provider_detail'];
  attachment_id?: number | null;
  file_name?: string | null;
  content_type?: string | null;
  size?: number | null;
  read_count?: number | null;
}

export const presentMessage = (r: MessageRow): ChatMessage => ({
  id: r.id,
  chat_id: r.chat_id,
  sender_id: r.sender_id,
  ...(r.user_name
    ? {
        sender_user_name: r.user_name,
        sender_name: displayNameOf({
          user_name: r.user_name,
          first_name: r.first_name ?? '',
          last_name: r.last_name ?? '',
          user_type: r.user_type ?? 0,
          is_mentor: r.is_mentor ?? false,
          care_provider_detail: r.care_provider_detail ?? null,
        }),
      }
    : {}),
  body: r.body,
  sent_at: new Date(r.sent_at).toISOString(),
  client_id: r.client_id ?? null,
  attachment:
    r.attachment_id && r.file_name && r.content_type
      ? { id: r.attachment_id, file_name: r.file_name, content_type: r.content_type, size: r.size ?? 0 }
      : null,
  ...(r.read_count !== undefined && r.read_count !== null ? { read_count: r.read_count } : {}),
});

/**
 * Message bodies are sealed with their conversation's data key (server/crypto/dataKeys.ts), not
 * their sender's: what a person received stays theirs to read after the sender's account is
 * deleted (docs/SECURITY.md). Rows read with MESSAGE_SELECT are opened here before they are presented.
 */
export async function openMessages<R extends { chat_id: number; body: string }>(q: Queryable, rows: R[]): Promise<R[]> {
  return Promise.all(rows.map(async (r) => ({ ...r, body: await unseal(q, chatKey(r.chat_id), r.body) })));
}

/** A message row with its sender's user name and its attachment. */
export const MESSAGE_SELECT = `select m.id, m.chat_id, m.sender_id, m.body, m.sent_at, m.client_id, m.attachment_id,
        u.user_name, u.first_name, u.last_name, u.user_type, u.is_mentor, u.care_provider_detail,
        a.file_name, a.content_type, a.size
   from chat_messages m
   join users u on u.user_id = m.sender_id
   left join chat_attachments a on a.id = m.attachment_id`;

/** The picture shown for a user: a mentor's comes from mentor_detail (SPEC §6). */
export function userPicture(origin: string, u: UserRow): string | null {
  return absoluteUrl(origin, (u.is_mentor ? u.mentor_detail?.profile_picture : undefined) ?? u.profile_picture);
}

export interface Membership {
  chat_id: number;
  is_group: boolean;
  is_admin: boolean;
  accepted: boolean;
  removed: boolean;
  cleared_up_to: number;
  permissions: GroupPermissions;
}

export { PERMISSION_TYPES };
export type PermissionType = (typeof PERMISSION_TYPES)[number];
export type PermissionValue = 'all' | 'admins';
export type GroupPermissions = Record<PermissionType, PermissionValue>;

/** Said when an action would leave a group without an admin. */
export const LAST_ADMIN = 'A group needs an admin. Make another member an admin first.';

export interface SendOptions {
  clientId?: string | undefined;
  attachmentId?: number | undefined;
}

/**
 * Stores chat messages and, in the same transaction, the outbox rows that carry them to each
 * member's chat sockets (on whichever node they are connected).
 * The rules live here, not in the app: who may send, to whom, and what is delivered.
 */
export class ChatService {
  private lock: Promise<unknown> = Promise.resolve();
  private updates: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly origin: string,
    private readonly io: SocketServer,
    private readonly outbox: Outbox,
  ) {
    relayTyping(io, (userId, chatId) => this.typing(userId, chatId));
  }

  /** One-to-one: creates the chat on the first message, which the other person sees as a request. */
  sendDirect(senderId: number, recipientId: number, text: unknown, options: SendOptions = {}): Promise<SentMessage> {
    return this.serial(async () => {
      const body = validBody(text, options.attachmentId !== undefined);
      if (senderId === recipientId) throw new ChatError(400, 'You cannot message yourself.');
      const sender = await this.user(senderId);
      const recipient = await this.user(recipientId);
      const block = await this.blockBetween(senderId, recipientId);
      if (block === 'sender') throw new ChatError(403, 'You blocked this person. Unblock them to send a message.');
      if (block === 'recipient') throw new ChatError(403, 'This person is not accepting messages from you.');
      const existing = await this.findDirect(senderId, recipientId);
      // The recipient's "who can message me" (issue #33), unless they took part in this conversation.
      if (!(existing !== undefined && (await this.acceptedBy(existing, recipientId)))) {
        const why = await whyNotReachable(this.db, senderId, recipient, 'message');
        if (why) throw new ChatError(403, why);
      }
      const repeat = existing !== undefined ? await this.sameClientMessage(senderId, options.clientId) : undefined;
      if (repeat) return { message: repeat, recipients: [] };
      const chatId = existing ?? (await this.createDirect(senderId, recipientId));
      // Replying is accepting: a request one answers is a conversation.
      await this.db.query('update chat_participants set accepted = true where chat_id = $1 and user_id = $2', [chatId, senderId]);
      await this.checkAttachment(chatId, senderId, options.attachmentId);
      const message = await this.insertAndTell(chatId, senderId, body, options, (m) => [
        ...this.entries('message', [recipientId], this.notification(sender, chatId, m, true)),
        ...this.entries('message', [senderId], this.notification(sender, chatId, m, false)),
      ]);
      return { message, recipients: [recipientId] };
    });
  }

  /** Group: every member except the sender gets `group-message`; the sender's other tabs get a quiet copy. */
  sendGroup(senderId: number, groupId: number, text: unknown, options: SendOptions = {}): Promise<SentMessage> {
    return this.serial(async () => {
      const body = validBody(text, options.attachmentId !== undefined);
      const member = await this.membership(groupId, senderId, true);
      if (member.removed) throw new ChatError(403, 'You are no longer a member of this group.');
      if (member.permissions.send_messages === 'admins' && !member.is_admin)
        throw new ChatError(403, 'Only admins can send messages in this group.');
      const repeat = await this.sameClientMessage(senderId, options.clientId);
      if (repeat) return { message: repeat, recipients: [] };
      await this.checkAttachment(groupId, senderId, options.attachmentId);
      const sender = await this.user(senderId);
      // Writing in a group one was added to as a request is accepting it, as a reply is one-to-one.
      await this.db.query('update chat_participants set accepted = true where chat_id = $1 and user_id = $2', [
        groupId,
        senderId,
      ]);
      const recipients = (await this.members(groupId)).filter((id) => id !== senderId);
      // Someone who blocked the sender (after both were in the group) is not alerted to their messages.
      const alerted = await this.notBlockedBy(senderId, recipients);
      const message = await this.insertAndTell(groupId, senderId, body, options, (m) => {
        const payload = this.notification(sender, groupId, m, true);
        return [
          ...this.entries('group-message', alerted, { ...payload, group_id: groupId }),
          ...this.entries('group-message', [senderId], { ...payload, group_id: groupId, showNotification: false }),
        ];
      });
      return { message, recipients };
    });
  }

  /**
   * The token's user's place in a chat; 404 when they never took part (a chat one cannot see does
   * not exist for them). `group` narrows to one kind, so /chat/{id} and /group-chat/{id} stay apart.
   */
  async membership(chatId: number, userId: number, group?: boolean): Promise<Membership> {
    const { rows } = await this.db.query<Omit<Membership, 'removed'> & { removed_at: Date | null }>(
      `select c.id as chat_id, c.is_group, c.permissions, p.is_admin, p.accepted, p.cleared_up_to, p.removed_at
         from chat_participants p join chats c on c.id = p.chat_id
        where p.chat_id = $1 and p.user_id = $2`,
      [chatId, userId],
    );
    const row = rows[0];
    if (!row || (group !== undefined && row.is_group !== group))
      throw new ChatError(404, group ? 'That group was not found.' : 'That conversation was not found.');
    const { removed_at, ...rest } = row;
    return { ...rest, removed: removed_at !== null };
  }

  /** Current members (not removed), by user id. */
  async members(chatId: number): Promise<number[]> {
    const { rows } = await this.db.query<{ user_id: number }>(
      'select user_id from chat_participants where chat_id = $1 and removed_at is null order by user_id',
      [chatId],
    );
    return rows.map((r) => r.user_id);
  }

  /** @deprecated name kept for the dev routes: the current members. */
  participants(chatId: number): Promise<number[]> {
    return this.members(chatId);
  }

  /** Moves the person's read mark to `upTo` (a message id) and tells the other members. */
  async markRead(chatId: number, userId: number, upTo: number): Promise<void> {
    const { rows } = await this.db.query<{ moved: boolean }>(
      `with target as (select sent_at from chat_messages where id = $3 and chat_id = $1),
            moved as (
              update chat_participants p set last_read_at = t.sent_at from target t
               where p.chat_id = $1 and p.user_id = $2 and p.last_read_at < t.sent_at
               returning 1)
       select exists(select 1 from moved) as moved`,
      [chatId, userId, upTo],
    );
    if (!rows[0]?.moved) return;
    await this.db.query('insert into chat_reads (chat_id, user_id, up_to) values ($1, $2, $3)', [chatId, userId, upTo]);
    const others = (await this.members(chatId)).filter((id) => id !== userId);
    await this.update(others, { kind: 'read', chat_id: chatId, user_id: userId, up_to: upTo });
  }

  /** Who is connected to the chat socket now, on any node (server/chat/cluster.ts). */
  online(userIds: number[]): Promise<Record<number, boolean>> {
    return onlineAnywhere(this.io, userIds);
  }

  /**
   * `typing` from a member's socket: the chat's other current members with no block between
   * them and the typist are told, on whichever node they are connected (not stored). A chat the
   * person is not a current member of is ignored.
   */
  async typing(userId: number, chatId: number): Promise<number[]> {
    const members = await this.members(chatId);
    if (!members.includes(userId)) return [];
    const others = await this.unblocked(
      userId,
      members.filter((id) => id !== userId),
    );
    if (others.length > 0)
      this.io
        .to(others.map((id) => `user:${id}`))
        .emit(socketTyping.event, typingNotice.parse({ chat_id: chatId, user_id: userId }));
    return others;
  }

  /** Cuts a person's chat sockets (a dev fault: a dropped connection); their clients reconnect. */
  dropConnections(userId: number) {
    this.io.in(`user:${userId}`).disconnectSockets(false);
  }

  /**
   * `chat-update` to these people's chat sockets, through the outbox: views refetch what changed.
   * Updates from this node are written one after another, so they arrive in the order made.
   * Never rejects (a failure is logged): callers have already stored the change itself.
   */
  update(userIds: number[], update: ChatUpdate): Promise<void> {
    const entries = this.entries('chat-update', userIds, update);
    const run = this.updates.then(async () => {
      await this.db.transaction((tx) => writeOutbox(tx, entries));
      await this.outbox.flush();
    });
    this.updates = run.catch((error: unknown) => console.error(`chat-update not stored: ${(error as Error).message}`));
    return this.updates;
  }

  /** Of `userIds`, those with no block between them and `userId`, either way. */
  async unblocked(userId: number, userIds: number[]): Promise<number[]> {
    const { rows } = await this.db.query<{ other: number }>(
      `select case when blocker_id = $1 then blocked_id else blocker_id end as other from chat_blocks
        where (blocker_id = $1 and blocked_id = any($2::int[])) or (blocked_id = $1 and blocker_id = any($2::int[]))`,
      [userId, userIds],
    );
    const apart = new Set(rows.map((r) => r.other));
    return userIds.filter((id) => !apart.has(id));
  }

  /** Of `userIds`, those who have not blocked `senderId`. */
  private async notBlockedBy(senderId: number, userIds: number[]): Promise<number[]> {
    const { rows } = await this.db.query<{ blocker_id: number }>(
      'select blocker_id from chat_blocks where blocked_id = $1 and blocker_id = any($2::int[])',
      [senderId, userIds],
    );
    const blockers = new Set(rows.map((r) => r.blocker_id));
    return userIds.filter((id) => !blockers.has(id));
  }

  /** Who blocked whom between two people, from the sender's side. */
  async blockBetween(senderId: number, recipientId: number): Promise<'sender' | 'recipient' | null> {
    const { rows } = await this.db.query<{ blocker_id: number }>(
      `select blocker_id from chat_blocks
        where (blocker_id = $1 and blocked_id = $2) or (blocker_id = $2 and blocked_id = $1)`,
      [senderId, recipientId],
    );
    if (rows.some((r) => r.blocker_id === senderId)) return 'sender';
    return rows.length ? 'recipient' : null;
  }

  private notification(sender: UserRow, chatId: number, message: ChatMessage, show: boolean): ChatNotification {
    const preview = message.body || (message.attachment ? `Sent ${message.attachment.file_name}` : '');
    return {
      notificationMessage: preview,
      senderInfo: {
        user_name: sender.user_name,
        display_name: displayNameOf(sender),
        profile_picture: userPicture(this.origin, sender),
      },
      showNotification: show,
      chat_id: chatId,
      message: { ...message, sender_user_name: sender.user_name, sender_name: displayNameOf(sender) },
    };
  }

  private entries(event: 'message' | 'group-message' | 'chat-update', userIds: number[], payload: unknown): OutboxEntry[] {
    return [...new Set(userIds)].map((userId) => ({ userId, channel: 'chat' as const, event, payload }));
  }

  /** The message and what tells of it in one transaction; delivered here before this resolves. */
  private async insertAndTell(
    chatId: number,
    senderId: number,
    body: string,
    options: SendOptions,
    tell: (message: ChatMessage) => OutboxEntry[],
  ): Promise<ChatMessage> {
    const message = await this.db.transaction(async (tx) => {
      const stored = await this.insert(tx, chatId, senderId, body, options);
      await writeOutbox(tx, tell(stored));
      return stored;
    });
    await this.outbox.flush();
    return message;
  }

  private async user(id: number): Promise<UserRow> {
    const user = await findUserById(this.db, id);
    if (!user) throw new ChatError(404, 'That person was not found.');
    return user;
  }

  /** A retried send: the message this sender already stored under this client id. */
  private async sameClientMessage(senderId: number, clientId: string | undefined): Promise<ChatMessage | undefined> {
    if (!clientId) return undefined;
    const { rows } = await this.db.query<MessageRow>(`${MESSAGE_SELECT} where m.sender_id = $1 and m.client_id = $2`, [
      senderId,
      clientId,
    ]);
    const [row] = await openMessages(this.db, rows);
    return row ? presentMessage(row) : undefined;
  }

  private async checkAttachment(chatId: number, senderId: number, attachmentId: number | undefined) {
    if (attachmentId === undefined) return;
    const { rows } = await this.db.query<{ id: number }>(
      `select a.id from chat_attachments a
        where a.id = $1 and a.chat_id = $2 and a.uploader_id = $3
          and not exists (select 1 from chat_messages m where m.attachment_id = a.id)`,
      [attachmentId, chatId, senderId],
    );
    if (!rows[0]) throw new ChatError(400, 'That attachment was not found. Attach the file again.');
  }

  private async acceptedBy(chatId: number, userId: number): Promise<boolean> {
    const { rows } = await this.db.query('select 1 from chat_participants where chat_id = $1 and user_id = $2 and accepted', [
      chatId,
      userId,
    ]);
    return rows.length > 0;
  }

  private async findDirect(a: number, b: number): Promise<number | undefined> {
    const { rows } = await this.db.query<{ id: number }>(
      `select c.id from chats c
         join chat_participants pa on pa.chat_id = c.id and pa.user_id = $1
         join chat_participants pb on pb.chat_id = c.id and pb.user_id = $2
        where not c.is_group order by c.id limit 1`,
      [a, b],
    );
    return rows[0]?.id;
  }

  /** The recipient's side starts as a request (accepted = false). */
  private async createDirect(a: number, b: number): Promise<number> {
    const { rows } = await this.db.query<{ id: number }>('insert into chats (is_group) values (false) returning id');
    const chatId = rows[0]?.id;
    if (!chatId) throw new Error('insert into chats returned no row');
    await this.db.query('insert into chat_participants (chat_id, user_id, accepted) values ($1, $2, true), ($1, $3, false)', [
      chatId,
      a,
      b,
    ]);
    return chatId;
  }

  private async insert(
    tx: Queryable,
    chatId: number,
    senderId: number,
    body: string,
    options: SendOptions,
  ): Promise<ChatMessage> {
    const { rows } = await tx.query<{ id: number }>(
      `insert into chat_messages (chat_id, sender_id, body, sent_at, client_id, attachment_id)
       values ($1, $2, $3, clock_timestamp(), $4, $5) returning id`,
      [chatId, senderId, await seal(tx, chatKey(chatId), body), options.clientId ?? null, options.attachmentId ?? null],
    );
    const id = rows[0]?.id;
    if (!id) throw new Error('insert into chat_messages returned no row');
    // Sending reads the conversation up to one's own message. The time is read in SQL, by id:
    // a JavaScript Date keeps milliseconds and Postgres microseconds, so a round trip would
    // leave the message just after the mark, unread.
    await tx.query(
      `update chat_participants set last_read_at = greatest(last_read_at, (select sent_at from chat_messages where id = $3))
        where chat_id = $1 and user_id = $2`,
      [chatId, senderId, id],
    );
    await tx.query('insert into chat_reads (chat_id, user_id, up_to) values ($1, $2, $3)', [chatId, senderId, id]);
    const { rows: stored } = await tx.query<MessageRow>(`${MESSAGE_SELECT} where m.id = $1`, [id]);
    return presentMessage((await openMessages(tx, stored))[0] as MessageRow);
  }

  /** Serialised so two first messages cannot create two chats for the same pair. */
  private serial<T>(work: () => Promise<T>): Promise<T> {
    const run = this.lock.then(work);
    this.lock = run.catch(() => undefined);
    return run;
  }
}

function validBody(text: unknown, hasAttachment: boolean): string {
  if (typeof text !== 'string') throw new ChatError(400, 'A message must be text.');
  if (!text.trim() && !hasAttachment) throw new ChatError(400, 'Write a message first: an empty message is not sent.');
  if (text.length > MAX_MESSAGE_LENGTH)
    throw new ChatError(400, `A message can be at most ${MAX_MESSAGE_LENGTH.toLocaleString('en-US')} characters.`);
  return text;
}

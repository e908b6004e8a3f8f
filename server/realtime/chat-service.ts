import type { Server as SocketServer } from 'socket.io';
import { absoluteUrl } from '../api/presenters';
import type { Database } from '../db/database';
import { findUserById, type UserRow } from '../db/users';

export const MAX_MESSAGE_LENGTH = 4000;

/** An error with the HTTP status the route should answer. */
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
  senderInfo: { user_name: string; profile_picture: string | null };
  showNotification: true;
  chat_id: number;
  group_id?: number;
}

export interface ChatMessage {
  id: number;
  chat_id: number;
  sender_id: number;
  body: string;
  sent_at: string;
}

export interface SentMessage {
  message: ChatMessage;
  /** User ids the notification was emitted to. */
  recipients: number[];
}

interface MessageRow {
  id: number;
  chat_id: number;
  sender_id: number;
  body: string;
  sent_at: Date | string;
}

export const presentMessage = (r: MessageRow): ChatMessage => ({
  id: r.id,
  chat_id: r.chat_id,
  sender_id: r.sender_id,
  body: r.body,
  sent_at: new Date(r.sent_at).toISOString(),
});

/** The picture shown for a user: a mentor's comes from mentor_detail (SPEC §6). */
export function userPicture(origin: string, u: UserRow): string | null {
  return absoluteUrl(origin, (u.is_mentor ? u.mentor_detail?.profile_picture : undefined) ?? u.profile_picture);
}

/** Stores chat messages and emits them on the chat socket to each recipient's `user:{id}` room. */
export class ChatService {
  private lock: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly origin: string,
    private readonly io: SocketServer,
  ) {}

  /** One-to-one: creates the chat on the first message. */
  sendDirect(senderId: number, recipientId: number, text: unknown): Promise<SentMessage> {
    return this.serial(async () => {
      const body = validBody(text);
      if (senderId === recipientId) throw new ChatError(400, 'cannot message yourself');
      const sender = await this.user(senderId);
      await this.user(recipientId);
      const chatId = (await this.findDirect(senderId, recipientId)) ?? (await this.createDirect(senderId, recipientId));
      const message = await this.insert(chatId, senderId, body);
      this.emit('message', [recipientId], {
        notificationMessage: body,
        senderInfo: this.senderInfo(sender),
        showNotification: true,
        chat_id: chatId,
      });
      return { message, recipients: [recipientId] };
    });
  }

  /** Group: every member except the sender gets `group-message`. */
  sendGroup(senderId: number, groupId: number, text: unknown): Promise<SentMessage> {
    return this.serial(async () => {
      const body = validBody(text);
      const { rows: chats } = await this.db.query<{ id: number }>('select id from chats where id = $1 and is_group', [groupId]);
      if (!chats[0]) throw new ChatError(404, 'group not found');
      const members = await this.participants(groupId);
      if (!members.includes(senderId)) throw new ChatError(403, 'not a member of this group');
      const sender = await this.user(senderId);
      const message = await this.insert(groupId, senderId, body);
      const recipients = members.filter((id) => id !== senderId);
      this.emit('group-message', recipients, {
        notificationMessage: body,
        senderInfo: this.senderInfo(sender),
        showNotification: true,
        chat_id: groupId,
        group_id: groupId,
      });
      return { message, recipients };
    });
  }

  async participants(chatId: number): Promise<number[]> {
    const { rows } = await this.db.query<{ user_id: number }>(
      'select user_id from chat_participants where chat_id = $1 order by user_id',
      [chatId],
    );
    return rows.map((r) => r.user_id);
  }

  private emit(event: 'message' | 'group-message', recipients: number[], payload: ChatNotification) {
    for (const id of recipients) this.io.to(`user:${id}`).emit(event, payload);
  }

  private senderInfo(u: UserRow): ChatNotification['senderInfo'] {
    return { user_name: u.user_name, profile_picture: userPicture(this.origin, u) };
  }

  private async user(id: number): Promise<UserRow> {
    const user = await findUserById(this.db, id);
    if (!user) throw new ChatError(404, 'user not found');
    return user;
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

  private async createDirect(a: number, b: number): Promise<number> {
    const { rows } = await this.db.query<{ id: number }>('insert into chats (is_group) values (false) returning id');
    const chatId = rows[0]?.id;
    if (!chatId) throw new Error('insert into chats returned no row');
    await this.db.query('insert into chat_participants (chat_id, user_id) values ($1, $2), ($1, $3)', [chatId, a, b]);
    return chatId;
  }

  private async insert(chatId: number, senderId: number, body: string): Promise<ChatMessage> {
    const { rows } = await this.db.query<MessageRow>(
      'insert into chat_messages (chat_id, sender_id, body, sent_at) values ($1, $2, $3, clock_timestamp()) returning *',
      [chatId, senderId, body],
    );
    const row = rows[0];
    if (!row) throw new Error('insert into chat_messages returned no row');
    // Sending reads the conversation up to one's own message. The time is read in SQL, by id:
    // a JavaScript Date keeps milliseconds and Postgres microseconds, so a round trip would
    // leave the message just after the mark, unread.
    await this.db.query(
      `update chat_participants set last_read_at = greatest(last_read_at, (select sent_at from chat_messages where id = $3))
        where chat_id = $1 and user_id = $2`,
      [chatId, senderId, row.id],
    );
    return presentMessage(row);
  }

  /** Serialised so two first messages cannot create two chats for the same pair. */
  private serial<T>(work: () => Promise<T>): Promise<T> {
    const run = this.lock.then(work);
    this.lock = run.catch(() => undefined);
    return run;
  }
}

function validBody(text: unknown): string {
  if (typeof text !== 'string' || !text.trim()) throw new ChatError(400, 'message is required');
  if (text.length > MAX_MESSAGE_LENGTH) throw new ChatError(400, `message is longer than ${MAX_MESSAGE_LENGTH} characters`);
  return text;
}

// @postgres: the chat store.
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiJson, givePin, signIn, userIdOf, serverPerFile } from './helpers';

const CHAT = '/api/chat-server/v2';
const SOCKET_PATH = '/public/chat-sockets/socket.io';

interface ChatNotification {
  notificationMessage: string;
  senderInfo: { user_name: string; profile_picture: string | null };
  showNotification: boolean;
  chat_id: number;
  group_id?: number;
  message?: unknown;
}
interface Person {
  token: string;
  id: number;
  socket: Socket;
  received: { event: string; payload: ChatNotification }[];
}

const server = serverPerFile();
const people: Record<string, Person> = {};
const sockets: Socket[] = [];

function connect(query: Record<string, string>, auth: Record<string, string> = {}): Promise<Socket> {
  const socket = io(server.url, { path: SOCKET_PATH, transports: ['websocket'], query, auth, reconnection: false });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', reject);
  });
}

async function person(userName: string): Promise<Person> {
  const token = String((await signIn(server.url, userName)).tokens.access_token);
  // The mentor's PIN is on: the app gives it before opening the messages, and so must a test.
  if (userName === 'mentor') await givePin(server.url, token);
  const id = await userIdOf(server.url, token);
  const socket = await connect({ userId: String(id) }, { token });
  const p: Person = { token, id, socket, received: [] };
  socket.on('message', (payload: ChatNotification) => p.received.push({ event: 'message', payload }));
  socket.on('group-message', (payload: ChatNotification) => p.received.push({ event: 'group-message', payload }));
  return p;
}

async function waitFor(predicate: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const unread = async (p: Person) => (await apiGet(server.url, `${CHAT}/chat/unread/count`, p.token)).body.unreadCount as number;
const clear = () => Object.values(people).forEach((p) => (p.received.length = 0));

beforeAll(async () => {
  for (const name of ['caregiver', 'careseeker', 'mentor', 'provider']) people[name] = await person(name);
});
afterAll(async () => {
  for (const s of sockets) s.close();
});

describe('chat socket authentication', () => {
  it('refuses a connection without a valid token or with another user id', async () => {
    const { id, token } = people.caregiver!;
    await expect(connect({ userId: String(id) })).rejects.toThrow('unauthorized');
    await expect(connect({ userId: String(id) }, { token: `${token}x` })).rejects.toThrow('unauthorized');
    await expect(connect({ userId: String(id + 1) }, { token })).rejects.toThrow('forbidden');
    await expect(connect({ token })).rejects.toThrow('forbidden');
  });

  it('accepts the token in the query too', async () => {
    const { id, token } = people.caregiver!;
    const socket = await connect({ userId: String(id), token });
    expect(socket.connected).toBe(true);
    socket.close();
  });
});

describe('one-to-one messages', () => {
  it("reaches the recipient's socket with the SPEC shape and raises their unread count", async () => {
    clear();
    const { caregiver, careseeker } = people as Record<string, Person>;
    const before = await unread(caregiver!);
    const senderBefore = await unread(careseeker!);
    const res = await apiJson(
      server.url,
      'POST',
      `${CHAT}/chat/caregiver/messages`,
      { message: 'Are we still on for Thursday?' },
      careseeker!.token,
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ sender_id: careseeker!.id, body: 'Are we still on for Thursday?' });
    await waitFor(() => caregiver!.received.length === 1);
    expect(caregiver!.received[0]).toEqual({
      event: 'message',
      payload: {
        notificationMessage: 'Are we still on for Thursday?',
        // SPEC §6's display name, so a pop-up names the sender as everywhere else (issue #63.6).
        senderInfo: {
          user_name: 'careseeker',
          display_name: 'careseeker',
          profile_picture: `${server.url}/public/avatars/careseeker.svg`,
        },
        showNotification: true,
        chat_id: res.body.data.chat_id,
        // The message itself, so an open conversation appends it without asking.
        message: { ...res.body.data, sender_user_name: 'careseeker' },
      },
    });
    expect(await unread(caregiver!)).toBe(before + 1);
    expect(await unread(careseeker!)).toBe(senderBefore);
    // The sender's own tabs get a quiet copy (no pop-up), so every open tab shows the message.
    await waitFor(() => careseeker!.received.length === 1);
    expect(careseeker!.received[0]!.payload).toMatchObject({ showNotification: false, message: { id: res.body.data.id } });

    // The same pair keeps one chat.
    const second = await apiJson(server.url, 'POST', `${CHAT}/chat/caregiver/messages`, { message: 'Second' }, careseeker!.token);
    expect(second.body.data.chat_id).toBe(res.body.data.chat_id);
    expect(await unread(caregiver!)).toBe(before + 2);
  });

  it('lists the conversation and its messages (newest last); reading marks it read', async () => {
    const { caregiver, careseeker } = people as Record<string, Person>;
    const list = (await apiGet(server.url, `${CHAT}/chat`, caregiver!.token)).body.data as {
      chat_id: number;
      is_group: boolean;
      chat_name: string;
      unread_count: number;
      last_message: { body: string } | null;
      participants: { user_name: string }[];
    }[];
    const withDaniel = list.find((c) => !c.is_group && c.participants.some((p) => p.user_name === 'careseeker'))!;
    expect(list[0]!.chat_id).toBe(withDaniel.chat_id);
    expect(withDaniel).toMatchObject({ chat_name: 'careseeker', unread_count: 2, last_message: { body: 'Second' } });
    expect(list.some((c) => c.is_group && c.chat_name === 'Family care circle')).toBe(true);

    const before = await unread(caregiver!);
    const msgs = await apiGet(server.url, `${CHAT}/chat/${withDaniel.chat_id}/messages?page=0&pageSize=1`, caregiver!.token);
    expect(msgs.body.data).toMatchObject({
      total: 2,
      page: 0,
      pageSize: 1,
      data: [{ body: 'Second', sender_user_name: 'careseeker' }],
    });
    const all = await apiGet(server.url, `${CHAT}/chat/${withDaniel.chat_id}/messages?page=0&pageSize=20`, caregiver!.token);
    expect((all.body.data as { data: { body: string }[] }).data.map((m) => m.body)).toEqual([
      'Are we still on for Thursday?',
      'Second',
    ]);
    expect(await unread(caregiver!)).toBe(before - 2);
    expect((await apiGet(server.url, `${CHAT}/chat/${withDaniel.chat_id}/messages`, people.mentor!.token)).status).toBe(404);
    // The sender reads the chat up to their own message.
    const fromDaniel = (await apiGet(server.url, `${CHAT}/chat`, careseeker!.token)).body.data as {
      chat_id: number;
      unread_count: number;
    }[];
    expect(fromDaniel.find((c) => c.chat_id === withDaniel.chat_id)?.unread_count).toBe(0);
  });

  it('validates the message and the recipient', async () => {
    const { careseeker } = people;
    expect(
      (await apiJson(server.url, 'POST', `${CHAT}/chat/caregiver/messages`, { message: '  ' }, careseeker!.token)).status,
    ).toBe(400);
    expect((await apiJson(server.url, 'POST', `${CHAT}/chat/nobody/messages`, { message: 'hi' }, careseeker!.token)).status).toBe(
      404,
    );
    expect(
      (await apiJson(server.url, 'POST', `${CHAT}/chat/careseeker/messages`, { message: 'hi' }, careseeker!.token)).status,
    ).toBe(400);
    expect((await apiJson(server.url, 'POST', `${CHAT}/chat/caregiver/messages`, { message: 'hi' })).status).toBe(401);
  });

  it('/__dev/chat sends without a token', async () => {
    clear();
    const res = await apiJson(server.url, 'POST', '/__dev/chat', {
      from: 'mentor',
      to: 'caregiver',
      message: 'From the dev hook',
    });
    expect(res.status).toBe(201);
    await waitFor(() => people.caregiver!.received.length === 1);
    expect(people.caregiver!.received[0]!.payload).toMatchObject({
      notificationMessage: 'From the dev hook',
      senderInfo: { user_name: 'mentor', profile_picture: `${server.url}/public/avatars/mentor-mentor.svg` },
    });
    expect((await apiJson(server.url, 'POST', '/__dev/chat', { from: 'mentor', message: 'nowhere' })).status).toBe(400);
  });
});

describe('group messages', () => {
  let groupId: number;
  beforeAll(async () => {
    const list = (await apiGet(server.url, `${CHAT}/chat`, people.mentor!.token)).body.data as {
      chat_id: number;
      chat_name: string;
      is_group: boolean;
    }[];
    groupId = list.find((c) => c.is_group && c.chat_name === 'Family care circle')!.chat_id;
  });

  it('reach the other two members only', async () => {
    clear();
    const { caregiver, careseeker, mentor, provider } = people as Record<string, Person>;
    const before = await unread(careseeker!);
    const res = await apiJson(
      server.url,
      'POST',
      `${CHAT}/group-chat/${groupId}/messages`,
      { message: 'Appointment moved to 3pm' },
      mentor!.token,
    );
    expect(res.status).toBe(201);
    await waitFor(() => caregiver!.received.length === 1 && careseeker!.received.length === 1);
    const expected = {
      event: 'group-message',
      payload: {
        notificationMessage: 'Appointment moved to 3pm',
        senderInfo: { user_name: 'mentor', profile_picture: `${server.url}/public/avatars/mentor-mentor.svg` },
        showNotification: true,
        chat_id: groupId,
        group_id: groupId,
      },
    };
    expect(caregiver!.received[0]).toMatchObject(expected);
    expect(careseeker!.received[0]).toMatchObject(expected);
    await new Promise((r) => setTimeout(r, 200));
    expect(mentor!.received.map((r) => r.payload.showNotification)).toEqual([false]);
    expect(provider!.received).toEqual([]);
    expect(await unread(careseeker!)).toBe(before + 1);

    const messages = await apiGet(server.url, `${CHAT}/group-chat/${groupId}/messages?page=0&pageSize=10`, careseeker!.token);
    expect((messages.body.data as { data: { body: string }[] }).data.at(-1)!.body).toBe('Appointment moved to 3pm');
  });

  it('refuses non-members and unknown groups', async () => {
    // A group one is not in does not exist for them.
    expect(
      (await apiJson(server.url, 'POST', `${CHAT}/group-chat/${groupId}/messages`, { message: 'hi' }, people.provider!.token))
        .status,
    ).toBe(404);
    expect(
      (await apiJson(server.url, 'POST', `${CHAT}/group-chat/9999/messages`, { message: 'hi' }, people.provider!.token)).status,
    ).toBe(404);
  });

  it('/__dev/chat sends to a group', async () => {
    clear();
    const res = await apiJson(server.url, 'POST', '/__dev/chat', { from: 'caregiver', group_id: groupId, message: 'Thanks all' });
    expect(res.body.recipients).toEqual([people.careseeker!.id, people.mentor!.id].sort((a, b) => a - b));
    await waitFor(() => people.mentor!.received.length === 1 && people.careseeker!.received.length === 1);
    expect(people.caregiver!.received.map((r) => r.payload.showNotification)).toEqual([false]);
  });
});

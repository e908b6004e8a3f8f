// @postgres: the group chat and uploads stores, with messages at once.
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiJson, givePin, serverPerFile, signIn, signUp, userIdOf } from './helpers';

// The messaging rules the server enforces (issue #15): requests and blocks, a retried send
// landing once, deleting and clearing, groups with their last-admin rule and permissions,
// read-by, presence, and attachments checked by content.
const CHAT = '/api/chat-server/v2';
const SOCKET_PATH = '/public/chat-sockets/socket.io';
const server = serverPerFile();

interface Person {
  name: string;
  token: string;
  id: number;
  socket: Socket;
  updates: { kind: string; chat_id: number; user_id?: number }[];
}
const people: Record<string, Person> = {};
const as = (name: string) => people[name] as Person;

/** A new account nobody has talked to (the administrator is refused on messages, so cannot be one). */
const STRANGER = 'stranger';

async function person(name: string): Promise<Person> {
  const token = String((await (name === STRANGER ? signUp(server.url, name) : signIn(server.url, name))).tokens.access_token);
  // The mentor's PIN is on: the app gives it before opening the messages, and so must a test.
  if (name === 'mentor') await givePin(server.url, token);
  const id = await userIdOf(server.url, token);
  const socket = io(server.url, { path: SOCKET_PATH, transports: ['websocket'], query: { userId: String(id) }, auth: { token } });
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', resolve);
    socket.on('connect_error', reject);
  });
  const p: Person = { name, token, id, socket, updates: [] };
  socket.on('chat-update', (u: Person['updates'][number]) => p.updates.push(u));
  return p;
}

const call = (who: string, method: string, path: string, body?: unknown) =>
  apiJson(server.url, method, `${CHAT}${path}`, body, as(who).token);
const get = (who: string, path: string) => apiGet(server.url, `${CHAT}${path}`, as(who).token);

async function waitFor(predicate: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

interface Conversation {
  chat_id: number;
  is_group: boolean;
  chat_name: string;
  is_request: boolean;
  other_user_name: string | null;
  unread_count: number;
  blocked?: boolean;
}
const conversations = async (who: string) => (await get(who, '/chat')).body.data as Conversation[];
const messages = async (who: string, chatId: number, group = false) =>
  (
    (await get(who, `/${group ? 'group-chat' : 'chat'}/${chatId}/messages?page=0&pageSize=100`)).body.data as {
      data: { id: number; body: string; read_count?: number }[];
    }
  ).data;

beforeAll(async () => {
  for (const name of ['caregiver', 'careseeker', 'mentor', 'provider', 'coordinator', STRANGER])
    people[name] = await person(name);
});
afterAll(() => Object.values(people).forEach((p) => p.socket.close()));

describe('one-to-one rules', () => {
  it('stores a retried send once: the same client id answers the message already stored', async () => {
    const first = await call('mentor', 'POST', '/chat/coordinator/messages', { message: 'Once only', client_id: 'c-1' });
    const retry = await call('mentor', 'POST', '/chat/coordinator/messages', { message: 'Once only', client_id: 'c-1' });
    expect(first.status).toBe(201);
    expect(retry.body.data.id).toBe(first.body.data.id);
    const bodies = (await messages('mentor', first.body.data.chat_id)).map((m) => m.body);
    expect(bodies.filter((b) => b === 'Once only')).toHaveLength(1);
  });

  it('a first message is a request until accepted; unread counts agree with the list', async () => {
    const sent = await call(STRANGER, 'POST', '/chat/careseeker/messages', { message: 'Hello from a stranger' });
    const chatId = sent.body.data.chat_id as number;
    const request = (await conversations('careseeker')).find((c) => c.chat_id === chatId);
    expect(request).toMatchObject({ is_request: true, unread_count: 1, other_user_name: STRANGER });
    // The sender's side is a conversation, not a request.
    expect((await conversations(STRANGER)).find((c) => c.chat_id === chatId)?.is_request).toBe(false);
    const total = (await conversations('careseeker')).reduce((n, c) => n + c.unread_count, 0);
    expect((await get('careseeker', '/chat/unread/count')).body.unreadCount).toBe(total);

    expect((await call('careseeker', 'POST', `/chat/${chatId}/accept`)).status).toBe(200);
    expect((await conversations('careseeker')).find((c) => c.chat_id === chatId)?.is_request).toBe(false);
    // Someone outside the conversation cannot accept it.
    expect((await call('provider', 'POST', `/chat/${chatId}/accept`)).status).toBe(404);
  });

  it('blocking: the blocked person cannot message, the blocker cannot either until unblocking', async () => {
    const first = await call('provider', 'POST', '/chat/caregiver/messages', { message: 'Hi Maya' });
    expect(first.status).toBe(201);
    const chatId = first.body.data.chat_id as number;
    expect((await call('caregiver', 'POST', `/block/${as('provider').id}`)).status).toBe(200);
    expect((await get('caregiver', '/blocked')).body.data).toEqual([
      expect.objectContaining({ user_name: 'provider', first_name: 'Alex' }),
    ]);
    const refused = await call('provider', 'POST', '/chat/caregiver/messages', { message: 'Are you there?' });
    expect(refused).toMatchObject({ status: 403, body: { message: 'This person is not accepting messages from you.' } });
    expect((await call('caregiver', 'POST', '/chat/provider/messages', { message: 'x' })).status).toBe(403);
    // The conversation is flagged for the blocker (the app hides it and offers Unblock) and not counted.
    expect((await conversations('caregiver')).find((c) => c.chat_id === chatId)).toMatchObject({
      blocked: true,
      unread_count: 0,
    });
    expect((await get('caregiver', '/chat/unread/count')).body.unreadCount).toBe(
      (await conversations('caregiver')).reduce((n, c) => n + c.unread_count, 0),
    );
    expect((await call('caregiver', 'POST', `/block/${as('caregiver').id}`)).status).toBe(400);
    expect((await call('caregiver', 'POST', '/block/999999')).status).toBe(404);

    expect((await call('caregiver', 'DELETE', `/block/${as('provider').id}`)).status).toBe(200);
    expect((await get('caregiver', '/blocked')).body.data).toEqual([]);
    expect((await call('provider', 'POST', '/chat/caregiver/messages', { message: 'Hello again' })).status).toBe(201);
    expect((await conversations('caregiver')).find((c) => c.chat_id === chatId)).toMatchObject({
      blocked: false,
      // "Hi Maya" and "Hello again"; nothing was delivered while blocked.
      unread_count: 2,
    });
  });

  it('refuses an empty message and one over 5,000 characters, with the reason', async () => {
    const empty = await call('mentor', 'POST', '/chat/coordinator/messages', { message: '   ' });
    expect(empty).toMatchObject({ status: 400, body: { message: 'Write a message first: an empty message is not sent.' } });
    const long = await call('mentor', 'POST', '/chat/coordinator/messages', { message: 'x'.repeat(5001) });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain('5,000');
    expect((await call('mentor', 'POST', '/chat/coordinator/messages', { message: 'x'.repeat(5000) })).status).toBe(201);
  });

  it("deletes one's own message for everyone, never someone else's; clearing is for oneself", async () => {
    const sent = await call('mentor', 'POST', '/chat/coordinator/messages', { message: 'Delete me' });
    const { chat_id: chatId, id } = sent.body.data as { chat_id: number; id: number };
    expect((await call('coordinator', 'DELETE', `/chat/${chatId}/message/${id}`)).status).toBe(403);
    expect((await call('provider', 'DELETE', `/chat/${chatId}/message/${id}`)).status).toBe(404);
    as('coordinator').updates.length = 0;
    expect((await call('mentor', 'DELETE', `/chat/${chatId}/message/${id}`)).status).toBe(204);
    await waitFor(() => as('coordinator').updates.some((u) => u.kind === 'message-deleted'));
    expect((await messages('coordinator', chatId)).some((m) => m.id === id)).toBe(false);

    expect((await call('coordinator', 'DELETE', `/chat/${chatId}/messages`)).status).toBe(204);
    expect(await messages('coordinator', chatId)).toEqual([]);
    expect((await messages('mentor', chatId)).length).toBeGreaterThan(0);
    // After clearing, new messages show again.
    await call('mentor', 'POST', '/chat/coordinator/messages', { message: 'After the clear' });
    expect((await messages('coordinator', chatId)).map((m) => m.body)).toEqual(['After the clear']);
  });

  it('pages back by message id without gaps or repeats', async () => {
    const all = (await conversations('caregiver')).find((c) => c.other_user_name === 'coordinator')!;
    const newest = await get('caregiver', `/chat/${all.chat_id}/messages?pageSize=50`);
    const first = (newest.body.data as { data: { id: number }[]; total: number }).data;
    expect((newest.body.data as { total: number }).total).toBeGreaterThanOrEqual(200);
    const older = await get('caregiver', `/chat/${all.chat_id}/messages?pageSize=50&before=${first[0]!.id}`);
    const second = (older.body.data as { data: { id: number }[] }).data;
    expect(second).toHaveLength(50);
    expect(second.at(-1)!.id).toBeLessThan(first[0]!.id);
    const ids = [...second, ...first].map((m) => m.id);
    expect(new Set(ids).size).toBe(100);
  });

  it('answers presence for a batch of users', async () => {
    const res = await call('caregiver', 'POST', '/presence/batch', { userIds: [as('mentor').id, 999999] });
    expect(res.body.data).toEqual([
      { user_id: as('mentor').id, online: true },
      { user_id: 999999, online: false },
    ]);
    expect((await call('caregiver', 'POST', '/presence/batch', { userIds: 'all' })).status).toBe(400);
  });
});

describe('groups', () => {
  let groupId: number;

  it('refuses a group without a name, and unknown people', async () => {
    const noName = await call('coordinator', 'POST', '/group-chat', { participant_ids: [as('mentor').id], chat_name: '  ' });
    expect(noName.status).toBe(400);
    expect(JSON.stringify(noName.body)).toContain('Give the group a name.');
    const unknown = await call('coordinator', 'POST', '/group-chat', { participant_ids: [999999], chat_name: 'X' });
    expect(unknown.status).toBe(400);
  });

  it('creates a group with its creator as the only admin; everyone hears of it live', async () => {
    as('mentor').updates.length = 0;
    const res = await call('coordinator', 'POST', '/group-chat', {
      participant_ids: [as('mentor').id, as('provider').id],
      chat_name: 'Weekend respite',
    });
    expect(res.status).toBe(201);
    groupId = res.body.data.chat_id;
    expect(res.body.data.members).toEqual([
      expect.objectContaining({ user_name: 'coordinator', is_admin: true }),
      expect.objectContaining({ user_name: 'provider', is_admin: false }),
      expect.objectContaining({ user_name: 'mentor', is_admin: false }),
    ]);
    await waitFor(() => as('mentor').updates.some((u) => u.kind === 'members' && u.chat_id === groupId));
    // Its creation is its latest activity (issue #63.14): first in every member's list, above
    // conversations with older messages, though nothing has been said in it yet.
    for (const who of ['coordinator', 'mentor', 'provider']) {
      const list = await conversations(who);
      expect(list.length, who).toBeGreaterThan(1);
      expect(list[0]!.chat_id, who).toBe(groupId);
    }
  });

  it('admin actions by a non-admin are refused with 403, by the server', async () => {
    const forbidden = [
      await call('mentor', 'POST', `/group-chat/${groupId}/members`, { participant_ids: [as('caregiver').id] }),
      await call('mentor', 'DELETE', `/group-chat/${groupId}/members/${as('provider').id}`),
      await call('mentor', 'PUT', `/group-chat/${groupId}/members/${as('mentor').id}/role`, { make_admin: true }),
      await call('mentor', 'PUT', `/group-chat/${groupId}`, { chat_name: 'Mine now' }),
      await call('mentor', 'PUT', `/group-chat/${groupId}/permissions`, {
        permission_type: 'send_messages',
        permission_value: 'all',
      }),
      await call('mentor', 'DELETE', `/group-chat/${groupId}/delete`),
    ];
    expect(forbidden.map((r) => r.status)).toEqual([403, 403, 403, 403, 403, 403]);
    expect(forbidden[0]!.body.message).toBe('Only admins can add members.');
    // Not a member at all: the group does not exist for them.
    expect((await call('caregiver', 'GET', `/group-chat/${groupId}/members`)).status).toBe(404);
  });

  it('refuses a member id that is not in the group', async () => {
    const res = await call('coordinator', 'DELETE', `/group-chat/${groupId}/members/${as('caregiver').id}`);
    expect(res).toMatchObject({ status: 404, body: { message: 'That person is not a member of this group.' } });
  });

  it('the last admin cannot leave or step down until someone else is an admin', async () => {
    const leave = await call('coordinator', 'DELETE', `/group-chat/${groupId}/leave`);
    expect(leave).toMatchObject({
      status: 409,
      body: { message: 'A group needs an admin. Make another member an admin first.' },
    });
    const demote = await call('coordinator', 'PUT', `/group-chat/${groupId}/members/${as('coordinator').id}/role`, {
      make_admin: false,
    });
    expect(demote.status).toBe(409);
    expect(
      (await call('coordinator', 'PUT', `/group-chat/${groupId}/members/${as('mentor').id}/role`, { make_admin: true })).status,
    ).toBe(200);
    expect(
      (await call('coordinator', 'PUT', `/group-chat/${groupId}/members/${as('coordinator').id}/role`, { make_admin: false }))
        .status,
    ).toBe(200);
    const members = (await get('mentor', `/group-chat/${groupId}/members`)).body.data as {
      user_name: string;
      is_admin: boolean;
    }[];
    expect(members.filter((m) => m.is_admin).map((m) => m.user_name)).toEqual(['mentor']);
  });

  it('permissions are shown to all, changed by admins, and enforced', async () => {
    const put = await call('mentor', 'PUT', `/group-chat/${groupId}/permissions`, {
      permission_type: 'send_messages',
      permission_value: 'admins',
    });
    expect(put.status).toBe(200);
    expect((await get('provider', `/group-chat/${groupId}/permissions`)).body.data).toContainEqual({
      permission_type: 'send_messages',
      permission_value: 'admins',
    });
    // The conversations list carries them too, so a member's app knows before trying.
    expect((await get('provider', '/chat')).body.data).toContainEqual(
      expect.objectContaining({ chat_id: groupId, permissions: expect.objectContaining({ send_messages: 'admins' }) }),
    );
    const refused = await call('provider', 'POST', `/group-chat/${groupId}/messages`, { message: 'hello' });
    expect(refused).toMatchObject({ status: 403, body: { message: 'Only admins can send messages in this group.' } });
    expect((await call('mentor', 'POST', `/group-chat/${groupId}/messages`, { message: 'Admins only for now' })).status).toBe(
      201,
    );
    await call('mentor', 'PUT', `/group-chat/${groupId}/permissions`, {
      permission_type: 'send_messages',
      permission_value: 'all',
    });
    const bad = await call('mentor', 'PUT', `/group-chat/${groupId}/permissions`, {
      permission_type: 'x',
      permission_value: 'all',
    });
    expect(bad.status).toBe(400);
  });

  it('read-by lists who read a message and when; the sender sees the count', async () => {
    const sent = await call('mentor', 'POST', `/group-chat/${groupId}/messages`, { message: 'Who has seen this?' });
    const messageId = sent.body.data.id as number;
    // Each message names its sender as SPEC §6 does: a mentor by their full name.
    expect(sent.body.data).toMatchObject({ sender_user_name: 'mentor', sender_name: 'Priya Nair' });
    await messages('provider', groupId, true);
    const readBy = (await get('mentor', `/group-chat/${groupId}/messages/${messageId}/read-by`)).body.data as {
      user_name: string;
      read_at: string;
    }[];
    expect(readBy.map((r) => r.user_name)).toEqual(['provider']);
    expect(Number.isNaN(Date.parse(readBy[0]!.read_at))).toBe(false);
    const mine = (await messages('mentor', groupId, true)).find((m) => m.id === messageId);
    expect(mine?.read_count).toBe(1);
    expect((await messages('provider', groupId, true)).find((m) => m.id === messageId)?.read_count).toBeUndefined();
  });

  it('a removed member is told at once, keeps the history read-only, and cannot send', async () => {
    as('provider').updates.length = 0;
    expect((await call('mentor', 'DELETE', `/group-chat/${groupId}/members/${as('provider').id}`)).status).toBe(204);
    await waitFor(() => as('provider').updates.some((u) => u.kind === 'removed' && u.user_id === as('provider').id));
    const seen = await messages('provider', groupId, true);
    expect(seen.map((m) => m.body)).toContain('Who has seen this?');
    expect((await conversations('provider')).find((c) => c.chat_id === groupId)).toMatchObject({ removed: true });
    const refused = await call('provider', 'POST', `/group-chat/${groupId}/messages`, { message: 'still here?' });
    expect(refused).toMatchObject({ status: 403, body: { message: 'You are no longer a member of this group.' } });
    // Later messages are not theirs to read.
    await call('mentor', 'POST', `/group-chat/${groupId}/messages`, { message: 'After the removal' });
    expect((await messages('provider', groupId, true)).map((m) => m.body)).not.toContain('After the removal');
  });

  it('anyone can leave; an admin deletes the group and every member hears of it', async () => {
    expect((await call('coordinator', 'DELETE', `/group-chat/${groupId}/leave`)).status).toBe(204);
    expect((await call('coordinator', 'GET', `/group-chat/${groupId}/members`)).status).toBe(404);
    as('provider').updates.length = 0;
    expect((await call('mentor', 'DELETE', `/group-chat/${groupId}/delete`)).status).toBe(204);
    await waitFor(() => as('provider').updates.some((u) => u.kind === 'deleted'));
    expect((await conversations('mentor')).some((c) => c.chat_id === groupId)).toBe(false);
  });

  it('two admins stepping down, leaving or removing each other at once still leave the group an admin', async () => {
    const adminsOf = async (id: number) =>
      ((await get('caregiver', `/group-chat/${id}/members`)).body.data as { user_name: string; is_admin: boolean }[])
        .filter((m) => m.is_admin)
        .map((m) => m.user_name);
    const twoAdmins = async () => {
      const created = await call('coordinator', 'POST', '/group-chat', {
        participant_ids: [as('mentor').id, as('caregiver').id],
        chat_name: 'Two admins',
      });
      const id = created.body.data.chat_id as number;
      await call('coordinator', 'PUT', `/group-chat/${id}/members/${as('mentor').id}/role`, { make_admin: true });
      return id;
    };
    const races = [
      (id: number) => [
        call('coordinator', 'PUT', `/group-chat/${id}/members/${as('mentor').id}/role`, { make_admin: false }),
        call('mentor', 'PUT', `/group-chat/${id}/members/${as('coordinator').id}/role`, { make_admin: false }),
      ],
      (id: number) => [
        call('coordinator', 'DELETE', `/group-chat/${id}/leave`),
        call('mentor', 'DELETE', `/group-chat/${id}/leave`),
      ],
      (id: number) => [
        call('coordinator', 'DELETE', `/group-chat/${id}/members/${as('mentor').id}`),
        call('mentor', 'DELETE', `/group-chat/${id}/members/${as('coordinator').id}`),
      ],
    ];
    for (const race of races) {
      const id = await twoAdmins();
      const statuses = (await Promise.all(race(id))).map((r) => r.status).sort();
      // One goes through; the other is refused: the last admin (409), or no longer an admin (403).
      expect(statuses[0]).toBeLessThan(300);
      expect(statuses[1]).toBeGreaterThanOrEqual(403);
      expect(await adminsOf(id)).toHaveLength(1);
    }
  });
});

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** POST /upload as `who`: multipart `fields` and the file. */
async function postUpload(who: string, fields: Record<string, string>, bytes: Buffer, name: string) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${server.url}${CHAT}/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${as(who).token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

describe('attachments', () => {
  let chatId: number;
  const upload = (who: string, bytes: Buffer, name: string, chat = chatId) =>
    postUpload(who, { chat_id: String(chat) }, bytes, name);

  beforeAll(async () => {
    chatId = (await call('mentor', 'POST', '/chat/coordinator/messages', { message: 'Files follow' })).body.data.chat_id;
  });

  it('stores an image checked by content, sends it, lists it and downloads it for members only', async () => {
    const up = await upload('mentor', PNG, 'scan.txt');
    expect(up.status).toBe(201);
    // The name said text; the bytes are a PNG, and that is what it is stored as.
    expect(up.body.data).toMatchObject({ file_name: 'scan.txt', content_type: 'image/png', size: PNG.length });
    const sent = await call('mentor', 'POST', '/chat/coordinator/messages', { message: '', attachment_id: up.body.data.id });
    expect(sent.status).toBe(201);
    expect(sent.body.data.attachment).toMatchObject({ id: up.body.data.id, content_type: 'image/png' });
    // One attachment, one message.
    expect(
      (await call('mentor', 'POST', '/chat/coordinator/messages', { message: 'x', attachment_id: up.body.data.id })).status,
    ).toBe(400);
    const list = (await get('coordinator', `/chat/${chatId}/attachments`)).body.data as { id: number }[];
    expect(list.map((a) => a.id)).toEqual([up.body.data.id]);
    const file = await fetch(`${server.url}${CHAT}/chat/${chatId}/file/${up.body.data.id}`, {
      headers: { authorization: `Bearer ${as('coordinator').token}` },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
    const outsider = await fetch(`${server.url}${CHAT}/chat/${chatId}/file/${up.body.data.id}`, {
      headers: { authorization: `Bearer ${as('caregiver').token}` },
    });
    expect(outsider.status).toBe(404);
  });

  it('refuses a file over 10 MB, a type outside the list, and a conversation one is not in', async () => {
    const big = await upload('mentor', Buffer.alloc(10 * 1024 * 1024 + 1, 0x41), 'big.txt');
    expect(big).toMatchObject({ status: 413, body: { message: 'That file is larger than 10 MB. Choose a smaller one.' } });
    // An executable named like a PDF.
    const exe = await upload('mentor', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]), 'report.pdf');
    expect(exe).toMatchObject({
      status: 415,
      body: { message: 'That kind of file cannot be sent. Send an image, a PDF or a document.' },
    });
    expect((await upload('caregiver', PNG, 'x.png')).status).toBe(404);
    const text = await upload('mentor', Buffer.from('Notes for Thursday\n'), 'notes.txt');
    expect(text.body.data?.content_type).toBe('text/plain; charset=utf-8');
  });
});

describe('group pictures', () => {
  const uploadPicture = (who: string, bytes: Buffer, name: string) => postUpload(who, { purpose: 'group_picture' }, bytes, name);
  const fetchPicture = (who: string, url: string) => fetch(url, { headers: { authorization: `Bearer ${as(who).token}` } });

  it('a group is made with a picture its members can see and nobody else can', async () => {
    const up = await uploadPicture('coordinator', PNG, 'team.png');
    expect(up.status).toBe(201);
    const url = up.body.data.url as string;
    expect(url).toMatch(new RegExp(`^${server.url}/api/chat-server/v2/picture/[0-9a-f-]{36}$`));
    // Before any group names it, only its uploader can read it.
    expect((await fetchPicture('coordinator', url)).status).toBe(200);
    expect((await fetchPicture('mentor', url)).status).toBe(404);

    const made = await call('coordinator', 'POST', '/group-chat', {
      participant_ids: [as('mentor').id],
      chat_name: 'Pictured',
      image_url: url,
    });
    expect(made.status).toBe(201);
    expect(made.body.data.image_url).toBe(url);
    const listed = (await get('mentor', '/chat')).body.data as Array<{ chat_id: number; image_url: string | null }>;
    expect(listed.find((c) => c.chat_id === made.body.data.chat_id)?.image_url).toBe(url);
    const seen = await fetchPicture('mentor', url);
    expect(seen.status).toBe(200);
    expect(seen.headers.get('content-type')).toBe('image/png');
    expect(seen.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await seen.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await fetchPicture('caregiver', url)).status).toBe(404);
    expect((await fetch(url)).status).toBe(401);

    // Renaming sends back the picture GET /chat gave: it stays. Removing it takes it away.
    const renamed = await call('coordinator', 'PUT', `/group-chat/${made.body.data.chat_id}`, {
      chat_name: 'Pictured team',
      image_url: url,
    });
    expect(renamed.body.data).toMatchObject({ chat_name: 'Pictured team', image_url: url });
    const removed = await call('coordinator', 'PUT', `/group-chat/${made.body.data.chat_id}`, { image_url: '' });
    expect(removed.body.data.image_url).toBeNull();
    expect((await fetchPicture('mentor', url)).status).toBe(404);
  });

  it('refuses a picture that is not an image, another site, and someone else’s upload', async () => {
    const pdf = await uploadPicture('coordinator', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), 'team.pdf');
    expect(pdf).toMatchObject({ status: 415, body: { message: 'A group picture must be an image: PNG, JPEG, GIF or WebP.' } });
    const elsewhere = await call('coordinator', 'POST', '/group-chat', {
      participant_ids: [as('mentor').id],
      chat_name: 'Elsewhere',
      image_url: 'https://tracker.example/pixel.png',
    });
    expect(elsewhere.status).toBe(400);
    const mentors = await uploadPicture('mentor', PNG, 'mine.png');
    const notMine = await call('coordinator', 'POST', '/group-chat', {
      participant_ids: [as('mentor').id],
      chat_name: 'Not mine',
      image_url: mentors.body.data.url,
    });
    expect(notMine).toMatchObject({ status: 400, body: { message: 'That picture was not found. Upload it again.' } });
  });
});

// @postgres: two nodes on one PostgreSQL (Postgres only).
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_SOCKET_PATH } from '../../server/config';
import { apiJson, serverPerFile, signIn, userIdOf } from './helpers';

/*
 * Typing on the chat socket (issue #39: what may be lost, not stored), on one node: PGlite on
 * the first pass, one node on PostgreSQL (with the adapter) on the second. The other member is
 * told; someone not in the chat, a chat one is not in, a malformed notice, a blocked person and
 * a second notice within the second are not. cluster.test.ts proves it across two nodes.
 */
const V2 = '/api/chat-server/v2';
const server = serverPerFile();
const who: Record<'caregiver' | 'careseeker' | 'coordinator', { token: string; userId: number; socket?: Socket }> = {} as never;
const heard: Record<string, { chat_id: number; user_id: number }[]> = { caregiver: [], careseeker: [], coordinator: [] };
let chatId: number;

const connect = (name: keyof typeof who) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = io(server.url, {
      path: CHAT_SOCKET_PATH,
      transports: ['websocket'],
      query: { userId: String(who[name].userId) },
      auth: { token: who[name].token },
      reconnection: false,
    });
    socket.on('typing', (notice: { chat_id: number; user_id: number }) => heard[name]!.push(notice));
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', reject);
  });

/** Waits until `name` has heard `count` notices (or 3 s). */
const until = async (name: string, count: number) => {
  const deadline = Date.now() + 3000;
  while (heard[name]!.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  return heard[name]!.length;
};

beforeAll(async () => {
  for (const name of ['caregiver', 'careseeker', 'coordinator'] as const) {
    const token = String((await signIn(server.url, name)).tokens.access_token);
    who[name] = { token, userId: await userIdOf(server.url, token) };
  }
  const sent = await apiJson(
    server.url,
    'POST',
    `${V2}/chat/careseeker/messages`,
    { message: 'typing next' },
    who.caregiver.token,
  );
  expect(sent.status).toBe(201);
  chatId = (sent.body.data as { chat_id: number }).chat_id;
  for (const name of ['caregiver', 'careseeker', 'coordinator'] as const) who[name].socket = await connect(name);
}, 30_000);
afterAll(() => {
  for (const person of Object.values(who)) person.socket?.disconnect();
});

describe('typing on the chat socket', () => {
  it('tells the other member once a second at most, and no one outside the chat', async () => {
    // Refused first (a chat the typist is not in, a malformed notice), then the real one: only it arrives.
    who.coordinator.socket!.emit('typing', { chat_id: chatId });
    who.caregiver.socket!.emit('typing', { chat_id: 999_999 });
    who.caregiver.socket!.emit('typing', { chat_id: 'x' });
    who.caregiver.socket!.emit('typing', { chat_id: chatId });
    who.caregiver.socket!.emit('typing', { chat_id: chatId });
    expect(await until('careseeker', 1)).toBe(1);
    expect(heard.careseeker).toEqual([{ chat_id: chatId, user_id: who.caregiver.userId }]);
    // The second within the second was dropped: one more after it, and the total is two.
    await new Promise((r) => setTimeout(r, 1100));
    who.careseeker.socket!.emit('typing', { chat_id: chatId });
    expect(await until('caregiver', 1)).toBe(1);
    expect(heard.careseeker).toHaveLength(1);
    expect(heard.coordinator).toEqual([]);
    expect(heard.caregiver).toEqual([{ chat_id: chatId, user_id: who.careseeker.userId }]);
  });

  it('is not shared between two people one of whom blocked the other', async () => {
    const block = await apiJson(server.url, 'POST', `${V2}/block/${who.caregiver.userId}`, undefined, who.careseeker.token);
    expect(block.status).toBe(200);
    try {
      await new Promise((r) => setTimeout(r, 1100));
      who.caregiver.socket!.emit('typing', { chat_id: chatId });
      await new Promise((r) => setTimeout(r, 500));
      expect(heard.careseeker).toHaveLength(1);
    } finally {
      await apiJson(server.url, 'DELETE', `${V2}/block/${who.caregiver.userId}`, undefined, who.careseeker.token);
    }
  });
});

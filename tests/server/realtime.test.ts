import { io } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { tokenFor, userIdOf, serverPerFile } from './helpers';

const server = serverPerFile();

describe('sockets on the one HTTP server', () => {
  it('accepts a socket.io connection with a token and its userId (websocket transport)', async () => {
    const token = await tokenFor(server, 'caregiver');
    const userId = await userIdOf(server.url, token);
    const socket = io(server.url, {
      path: '/public/chat-sockets/socket.io',
      transports: ['websocket'],
      query: { userId: String(userId) },
      auth: { token },
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', resolve);
      socket.on('connect_error', reject);
    });
    expect(socket.connected).toBe(true);
    socket.close();
  });

  const voiceUrl = () => `${server.url.replace('http', 'ws')}/public/voice-assistant/v1/voice-to-text/stream`;
  const upgradeStatus = (ws: WebSocket) =>
    new Promise<number>((resolve, reject) => {
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('open', () => reject(new Error('upgraded')));
      ws.on('error', () => undefined);
    });

  it('refuses the voice upgrade without a valid token, or from an origin not allowed', async () => {
    expect(await upgradeStatus(new WebSocket(voiceUrl()))).toBe(401);
    expect(await upgradeStatus(new WebSocket(`${voiceUrl()}?access_token=not-a-token`))).toBe(401);
    const token = await tokenFor(server, 'caregiver');
    const fromElsewhere = new WebSocket(`${voiceUrl()}?access_token=${encodeURIComponent(token)}`, {
      origin: 'https://evil.example',
    });
    expect(await upgradeStatus(fromElsewhere)).toBe(403);
  });

  it('closes a voice connection that sends a message over the cap with 1009, and only that one', async () => {
    const token = await tokenFor(server, 'caregiver');
    const ws = new WebSocket(`${voiceUrl()}?access_token=${encodeURIComponent(token)}`);
    await new Promise((resolve, reject) => {
      ws.on('open', resolve);
      ws.on('error', reject);
    });
    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
    ws.send(Buffer.alloc(2 * 1024 * 1024));
    expect(await closed).toBe(1009);
    expect((await fetch(`${server.url}/config.json`)).status).toBe(200);
  });

  it('refuses upgrades on other paths', async () => {
    const ws = new WebSocket(`${server.url.replace('http', 'ws')}/elsewhere`);
    await expect(
      new Promise((resolve, reject) => {
        ws.on('open', resolve);
        ws.on('error', reject);
      }),
    ).rejects.toThrow();
  });
});

import { io } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signIn, userIdOf, serverPerFile } from './helpers';

const server = serverPerFile();

describe('sockets on the one HTTP server', () => {
  it('accepts a socket.io connection with a token and its userId (websocket transport)', async () => {
    const token = String((await signIn(server.url, 'caregiver')).tokens.access_token);
    const userId = await userIdOf(server.url, token);
    const socket = io(server.url, {
      path: '/public/chat-sockets/socket.io', transports: ['websocket'], query: { userId: String(userId) }, auth: { token }, reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', resolve);
      socket.on('connect_error', reject);
    });
    expect(socket.connected).toBe(true);
    socket.close();
  });

  it('streams text fragments back on the voice WebSocket', async () => {
    const ws = new WebSocket(`${server.url.replace('http', 'ws')}/public/voice-assistant/v1/voice-to-text/stream`);
    await new Promise((resolve, reject) => { ws.on('open', resolve); ws.on('error', reject); });
    const fragment = new Promise<string>((resolve) => ws.on('message', (d) => resolve(String(d))));
    for (let i = 0; i < 5; i++) ws.send(Buffer.alloc(64));
    expect(await fragment).toBe('speech');
    ws.close();
  });

  it('refuses upgrades on other paths', async () => {
    const ws = new WebSocket(`${server.url.replace('http', 'ws')}/elsewhere`);
    await expect(new Promise((resolve, reject) => { ws.on('open', resolve); ws.on('error', reject); })).rejects.toThrow();
  });
});

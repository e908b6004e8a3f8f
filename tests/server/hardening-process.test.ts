import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { freePort } from '../../server/net';
import { APP_ORIGIN, apiJson, databaseFor, makeDataDir, signIn, SseStream, userIdOf } from './helpers';

/**
 * The real server process (`tsx server/main.ts`, as `npm start` runs it), attacked over raw
 * sockets: after each input it must still answer and keep other people's streams delivering.
 * An uncaught exception would end the process, which these tests watch for.
 */
let child: ChildProcess;
let base = '';
let exited: string | undefined;
/** Everything the server wrote to stdout (its request log, REFERENCE_LOG=1). */
let logged = '';
let removeData: () => Promise<void> = async () => undefined;
const VOICE = '/public/voice-assistant/v1/voice-to-text/stream';
const ENGINE = '/public/chat-sockets/socket.io/';

beforeAll(async () => {
  const data = await makeDataDir();
  removeData = data.remove;
  const database = await databaseFor(data.dir);
  const port = await freePort();
  base = `http://localhost:${port}`;
  child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: path.resolve(__dirname, '../..'),
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: data.dir,
      STATIC_DIR: path.join(data.dir, 'no-static'),
      APP_ORIGINS: APP_ORIGIN,
      REFERENCE_DEV_HOOKS: '1',
      REFERENCE_LOG: '1',
      ...(database ? { DATABASE_URL: database.url } : {}),
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (d) => (output += String(d)));
  child.stdout?.on('data', (d) => (logged += String(d)));
  child.on('exit', (code, signal) => (exited = `exited with ${code ?? signal}: ${output.slice(-2000)}`));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (d) => {
      if (String(d).includes('Reference server ready')) resolve();
    });
    child.on('exit', () => reject(new Error(exited)));
  });
}, 60_000);

afterAll(async () => {
  if (!exited) {
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await gone;
  }
  await removeData();
});

/** Sends a raw HTTP upgrade, then `frames` once upgraded; resolves with the status line and whether the socket closed. */
function rawUpgrade(pathAndQuery: string, frames: Buffer[], headers: Record<string, string> = {}) {
  const { port, hostname } = new URL(base);
  return new Promise<{ status: string; closed: boolean }>((resolve) => {
    const socket = connect(Number(port), hostname);
    let response = '';
    let status = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ status, closed: false });
    }, 3000);
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ status, closed: true });
    });
    socket.on('data', (chunk) => {
      if (status) return;
      response += chunk.toString('latin1');
      if (!response.includes('\r\n\r\n')) return;
      status = response.split('\r\n')[0] ?? '';
      if (status.includes(' 101 ')) for (const frame of frames) socket.write(frame);
    });
    const lines = [
      `GET ${pathAndQuery} HTTP/1.1`,
      `Host: ${hostname}:${port}`,
      'Upgrade: websocket',
      'Connection: Upgrade',
      'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
      'Sec-WebSocket-Version: 13',
      ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    ];
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
  });
}

/** A masked binary frame header for a payload of `size` bytes (client frames must be masked). */
function bigBinaryFrame(size: number): Buffer {
  const header = Buffer.alloc(14);
  header[0] = 0x82;
  header[1] = 0x80 | 127;
  header.writeBigUInt64BE(BigInt(size), 2);
  header.writeUInt32BE(0x01020304, 10);
  return Buffer.concat([header, Buffer.alloc(size)]);
}

const INVALID_OPCODE = Buffer.from([0x83, 0x80, 0x01, 0x02, 0x03, 0x04]);

async function stillServing(stream: SseStream) {
  expect(exited).toBeUndefined();
  expect((await fetch(`${base}/config.json`)).status).toBe(200);
  const before = stream.messages.length;
  const pushed = await apiJson(base, 'POST', '/__dev/notify', {
    user_name: 'caregiver',
    type: 'Chat',
    notification: 'still here',
  });
  expect(pushed.status).toBeLessThan(300);
  await stream.until(() => stream.messages.length > before);
}

describe('one bad client cannot take the server down', () => {
  let token = '';
  let stream: SseStream;
  beforeAll(async () => {
    token = String((await signIn(base, 'caregiver')).tokens.access_token);
    const userId = await userIdOf(base, token);
    stream = await SseStream.open(
      `${base}/public/user-audit/server-event/subscribe/${userId}?access_token=${encodeURIComponent(token)}`,
    );
  }, 30_000);
  afterAll(() => stream.close());

  it('refuses an unauthenticated voice upgrade before upgrading', async () => {
    const { status } = await rawUpgrade(VOICE, [INVALID_OPCODE]);
    expect(status).toMatch(/ 401 /);
    await stillServing(stream);
  });

  it('closes a voice connection that sends an invalid opcode, and keeps serving', async () => {
    const { status, closed } = await rawUpgrade(`${VOICE}?access_token=${encodeURIComponent(token)}`, [INVALID_OPCODE]);
    expect(status).toMatch(/ 101 /);
    expect(closed).toBe(true);
    await stillServing(stream);
  });

  it('closes a voice connection that sends a 2 MB message, and keeps serving', async () => {
    const { closed } = await rawUpgrade(`${VOICE}?access_token=${encodeURIComponent(token)}`, [bigBinaryFrame(2 * 1024 * 1024)]);
    expect(closed).toBe(true);
    await stillServing(stream);
  });

  it('survives the same inputs on the chat socket engine', async () => {
    const engine = `${ENGINE}?EIO=4&transport=websocket`;
    expect((await rawUpgrade(engine, [INVALID_OPCODE])).closed).toBe(true);
    expect((await rawUpgrade(engine, [bigBinaryFrame(2 * 1024 * 1024)])).closed).toBe(true);
    await stillServing(stream);
  });

  it('survives a voice client that resets mid-handshake', async () => {
    const ws = new WebSocket(`${base.replace('http', 'ws')}${VOICE}?access_token=${encodeURIComponent(token)}`);
    ws.on('error', () => undefined);
    ws.on('upgrade', () => ws.terminate());
    await new Promise((resolve) => ws.on('close', resolve));
    await stillServing(stream);
  });

  it('logs request lines with the access token redacted (#7.13)', async () => {
    expect(logged).toContain('/public/user-audit/server-event/subscribe/');
    expect(logged).toContain('access_token=[redacted]');
    expect(logged).not.toContain(token);
    expect(logged).not.toContain(token.split('.')[2] ?? token);
  });
});

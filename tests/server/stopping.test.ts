import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../server/net';
import { APP_ORIGIN, databaseFor, makeDataDir, onPostgresPass } from './helpers';

/**
 * Issue #57 item 16: the real server process (`tsx server/main.ts`, as `npm start` runs it) stops
 * within 10 s of SIGTERM whatever holds on, closing its database, and says what it cut short; a
 * second signal ends it at once. What holds on here is a client of the local inbox that never
 * lets go (smtp-server waits 30 s for it).
 */
interface Running {
  child: ChildProcess;
  port: number;
  dir: string;
  out: () => string;
  exited: Promise<number | string>;
  remove: () => Promise<void>;
}
const started: Running[] = [];
const sockets: Socket[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const { child, exited, remove } of started.splice(0)) {
    child.kill('SIGKILL');
    await exited;
    await remove();
  }
});

async function startProcess(): Promise<Running> {
  const data = await makeDataDir();
  const database = await databaseFor(data.dir);
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: path.resolve(__dirname, '../..'),
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: data.dir,
      STATIC_DIR: path.join(data.dir, 'no-static'),
      APP_ORIGINS: APP_ORIGIN,
      ...(database ? { DATABASE_URL: database.url } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => (out += String(d)));
  child.stderr?.on('data', (d) => (out += String(d)));
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? '')));
  const running = { child, port, dir: data.dir, out: () => out, exited, remove: data.remove };
  started.push(running);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', () => out.includes('Reference server ready') && resolve());
    void exited.then(() => reject(new Error(out)));
  });
  return running;
}

const within = <T>(ms: number, promise: Promise<T>) =>
  Promise.race([promise, new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), ms))]);

/** A client of the server's local inbox (its SMTP port: the one it listens on besides `port`) that never quits. */
async function holdInbox({ child, port: httpPort }: Running) {
  const pid = child.pid!;
  const inodes = new Set(
    readdirSync(`/proc/${pid}/fd`)
      .map((fd) => {
        try {
          return readlinkSync(`/proc/${pid}/fd/${fd}`);
        } catch {
          return '';
        }
      })
      .filter((link) => link.startsWith('socket:['))
      .map((link) => link.slice('socket:['.length, -1)),
  );
  const ports = readFileSync(`/proc/${pid}/net/tcp`, 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((cols) => cols[3] === '0A' && cols[1]?.startsWith('0100007F') && inodes.has(cols[9] ?? ''))
    .map((cols) => parseInt(cols[1]!.split(':')[1]!, 16))
    .filter((port) => port !== httpPort);
  for (const port of ports) {
    const socket = connect(port, '127.0.0.1');
    sockets.push(socket);
    const greeting = await within(2_000, new Promise<string>((resolve) => socket.once('data', (d) => resolve(String(d)))));
    if (greeting.includes('ESMTP')) return;
    socket.destroy();
  }
  throw new Error('no inbox port found');
}

describe('stopping the server (#57.16)', () => {
  it('stops within 10 s of SIGTERM though a connection holds on, closes the database and names what it cut short', async () => {
    const server = await startProcess();
    await holdInbox(server);
    const lock = path.join(server.dir, 'server.lock');
    if (!onPostgresPass) expect(existsSync(lock)).toBe(true);
    const t = Date.now();
    server.child.kill('SIGTERM');
    expect(await within(13_000, server.exited)).toBe(1);
    expect(Date.now() - t).toBeGreaterThanOrEqual(7_000);
    expect(server.out()).toContain('Stopped within 10 s without waiting for: the local inbox (its SMTP connections)');
    // PGlite lets go of its data folder once the database is closed.
    if (!onPostgresPass) expect(existsSync(lock)).toBe(false);
  }, 60_000);

  it('exits at once on a second signal', async () => {
    const server = await startProcess();
    await holdInbox(server);
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(server.out()).toContain('SIGTERM received, closing the reference server');
    const t = Date.now();
    server.child.kill('SIGTERM');
    expect(await within(3_000, server.exited)).toBe(1);
    expect(Date.now() - t).toBeLessThan(3_000);
    expect(server.out()).toContain('SIGTERM received again, exiting now');
  }, 60_000);
});

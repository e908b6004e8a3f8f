import { io, type Socket } from 'socket.io-client';
import { apiJson } from './helpers';

/*
 * A person's chat socket as the call uses it (issue #61), for the server tests: every `call:*`
 * event it receives is kept, and `next` waits for the first one not yet taken that matches.
 */

const SOCKET_PATH = '/public/chat-sockets/socket.io';

export interface CallSocket {
  socket: Socket;
  /** Sends a call message (`call:join`, `call:signal`...). */
  send(event: string, payload: unknown): void;
  /** The next `event` received (kept since the socket opened, each taken once) that matches. */
  next<T = Record<string, any>>(event: string, match?: (payload: T) => boolean, timeoutMs?: number): Promise<T>;
  /** Whether such an event arrives within `ms` (for what must not arrive). */
  arrives(event: string, ms?: number): Promise<boolean>;
  close(): void;
}

export async function callSocket(base: string, token: string, userId: number): Promise<CallSocket> {
  const socket = io(base, { path: SOCKET_PATH, transports: ['websocket'], query: { userId: String(userId) }, auth: { token } });
  const received: { event: string; payload: unknown; taken: boolean }[] = [];
  const waiters = new Set<() => void>();
  socket.onAny((event: string, payload: unknown) => {
    if (!event.startsWith('call:')) return;
    received.push({ event, payload, taken: false });
    for (const wake of waiters) wake();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const take = (event: string, match: (payload: any) => boolean) => {
    const found = received.find((r) => !r.taken && r.event === event && match(r.payload));
    if (found) found.taken = true;
    return found;
  };
  return {
    socket,
    send: (event, payload) => socket.emit(event, payload),
    next: (event, match = () => true, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = take(event, match as (p: unknown) => boolean);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found.payload as never);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no ${event} within ${timeoutMs} ms; received: ${JSON.stringify(received.map((r) => r.event))}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    arrives: (event, ms = 400) =>
      new Promise((resolve) => {
        const check = () => {
          if (!received.some((r) => !r.taken && r.event === event)) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(true);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          resolve(false);
        }, ms);
        waiters.add(check);
        check();
      }),
    close: () => void socket.disconnect(),
  };
}

/** A session between two demo people at any time (the development hook), `minutes` long. */
export async function sessionAt(
  base: string,
  {
    concierge,
    booker,
    start,
    minutes = 60,
    status = 'scheduled',
  }: { concierge: string; booker: string; start: number; minutes?: number; status?: 'scheduled' | 'completed' },
): Promise<{ id: number; meeting_id: string }> {
  const res = await apiJson(base, 'POST', '/__dev/sessions', {
    concierge,
    booker,
    start: new Date(start).toISOString(),
    minutes,
    status,
  });
  if (res.status !== 201) throw new Error(`session not made: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: number; meeting_id: string };
}

/**
 * Both people come into the session's call and the concierge ends it: completed, as it would be
 * in the app (a review's test needs a session that really took place).
 */
export async function holdSession(
  base: string,
  meetingId: string,
  concierge: { token: string; id: number },
  booker: { token: string; id: number },
) {
  const [c, b] = [await callSocket(base, concierge.token, concierge.id), await callSocket(base, booker.token, booker.id)];
  try {
    c.send('call:join', { meeting_id: meetingId });
    await c.next('call:joined');
    b.send('call:join', { meeting_id: meetingId });
    await b.next('call:joined');
    c.send('call:end', { meeting_id: meetingId });
    const ended = await c.next<{ outcome: string }>('call:ended');
    if (ended.outcome !== 'completed') throw new Error(`the session ended as ${ended.outcome}`);
  } finally {
    c.close();
    b.close();
  }
}

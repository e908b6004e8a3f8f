import { describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../config';
import { nextTask } from '../scheduling/nextTask';
import { chatSocketCallback } from './chatSocket';

const opened = vi.hoisted(() => [] as Array<{ query: unknown }>);
vi.mock('socket.io-client', () => ({
  io: (_url: string, options: { query: unknown }) => {
    opened.push({ query: options.query });
    return {
      on: () => undefined,
      onAny: () => undefined,
      removeAllListeners: () => undefined,
      disconnect: () => undefined,
      connected: false,
      active: true,
    };
  },
}));

const aTask = () => new Promise<void>((resolve) => nextTask(resolve));
const config = { apiBaseUrl: 'http://localhost', chatSocket: { path: '/socket.io' } } as unknown as AppConfig;
const start = (administrator: boolean) =>
  chatSocketCallback(
    config,
    () => 'token',
  )({
    input: { userId: 7, administrator },
    sendBack: () => undefined,
    receive: () => undefined,
  });

describe('the chat socket', () => {
  it('opens in a task of its own once its library is here, not in the task that brought the library', async () => {
    // The library already fetched (mocked here): its import resolves within microtasks.
    await import('socket.io-client');
    opened.length = 0;
    const stop = start(false);
    // Every microtask of this task run (without the wait for a task, the socket opened among them).
    for (let i = 0; i < 1000; i++) await Promise.resolve();
    expect(opened).toEqual([]);
    await aTask();
    expect(opened).toEqual([{ query: { userId: '7' } }]);
    stop();
  });

  it('opens nothing when stopped before its turn, nor for an administrator', async () => {
    opened.length = 0;
    start(false)();
    start(true)();
    await aTask();
    await aTask();
    expect(opened).toEqual([]);
  });
});

import type { KyInstance } from 'ky';
import { describe, expect, it } from 'vitest';
import { unreadCount } from '../../contract/chat-unread';
import { nextTask } from '../scheduling/nextTask';
import { call } from './call';

const aTask = () => new Promise<void>((resolve) => nextTask(resolve));
const microtasks = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe('a contract call', () => {
  it('sends its request in a task of its own and hands its parsed answer over in another', async () => {
    const sent: string[] = [];
    // The body is there at once, so only the call's own steps decide when the answer arrives.
    const http = ((path: string) => {
      sent.push(path);
      return Promise.resolve({ json: () => Promise.resolve({ unreadCount: 3 }) });
    }) as unknown as KyInstance;
    let answer: unknown;
    void call(http, unreadCount).then((value) => (answer = value));

    // A session starting asks for several things in one go: no request is built and sent in the
    // caller's task, where each would add to its length.
    await microtasks();
    expect(sent).toEqual([]);

    // Sent in the next task; the body is read and checked there, and what the caller does with
    // it (a transition, a render) comes in a task after that.
    await aTask();
    expect(sent).toEqual(['api/chat-server/v2/chat/unread/count']);
    await microtasks();
    expect(answer).toBeUndefined();

    await aTask();
    expect(answer).toEqual({ unreadCount: 3 });
  });

  it('still refuses an answer that is not the contract’s shape', async () => {
    const http = (() => Promise.resolve({ json: () => Promise.resolve({ unreadCount: 'many' }) })) as unknown as KyInstance;
    await expect(call(http, unreadCount)).rejects.toThrow();
  });
});

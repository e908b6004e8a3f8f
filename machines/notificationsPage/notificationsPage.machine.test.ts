import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import {
  notificationsPageMachine,
  type NotificationItem,
  type NotificationPage,
  type NotificationsPageEvent,
} from './notificationsPage.machine';
import { testMachineModel } from '../../tests/machines/model';

const item = (id: number, patch: Partial<NotificationItem> = {}): NotificationItem => ({
  id,
  type: 'Post',
  sub_type: 'Comment',
  notification_text: `n${id}`,
  notification_from: null,
  notification_username: 'Maya',
  user_image_url: null,
  post_id: 40 + id,
  community_id: null,
  notification_ts: '2026-11-20T10:00:00Z',
  is_read: false,
  ...patch,
});
const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => {}));
const page0: NotificationPage = { items: [item(1), item(2, { type: 'Chat', post_id: null })], total: 3 };
const page1: NotificationPage = { items: [item(3)], total: 3 };

describe('notifications page machine', () => {
  it('covers every state and transition: seen, list, more, open, delete, delete all', async () => {
    const navigations: string[] = [];
    let seen = 0;
    const machine = notificationsPageMachine.provide({
      actors: {
        markAllSeen: never<void, { userId: number }>(),
        fetchPage: never<NotificationPage, { userId: number; page: number }>(),
        markRead: never<void, { id: number }>(),
        deleteOne: never<void, { id: number }>(),
        deleteAll: never<void, { userId: number }>(),
      },
      actions: {
        navigate: (_, { to }) => void navigations.push(to),
        'notifications seen': () => void seen++,
      },
    });
    await testMachineModel({
      machine,
      input: { userId: 1 },
      stateKey: (s) => ({
        value: s.value,
        n: s.context.items.length,
        more: s.context.items.length < s.context.total,
        pending: s.context.pending,
        error: s.context.error !== null,
      }),
      beforePath: () => {
        navigations.length = 0;
        seen = 0;
      },
      events: (s): NotificationsPageEvent[] | never => {
        const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
        const fail = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('503') }) as never;
        const ids = s.context.items.map((i) => i.id);
        return [
          done('markAllSeen', undefined),
          fail('markAllSeen'),
          done('fetchPage', page0),
          done('fetchPage', { items: [], total: 0 }),
          fail('fetchPage'),
          done('fetchMore', page1),
          fail('fetchMore'),
          done('markRead', undefined),
          fail('markRead'),
          done('deleteOne', undefined),
          fail('deleteOne'),
          done('deleteAll', undefined),
          fail('deleteAll'),
          { type: 'list.retry' },
          { type: 'list.loadMore' },
          { type: 'all.delete' },
          { type: 'all.confirm' },
          { type: 'all.cancel' },
          ...ids.slice(0, 2).flatMap((id): NotificationsPageEvent[] => [
            { type: 'item.open', id },
            { type: 'item.delete', id },
          ]),
        ];
      },
      states: {
        'notificationsPage.markingSeen': (s) => expect(s.hasTag('loading')).toBe(true),
        'notificationsPage.loading': (s) => expect(s.hasTag('loading')).toBe(true),
        'notificationsPage.failed': (s) => expect(s.hasTag('error')).toBe(true),
        'notificationsPage.empty': (s) => expect(s.context.items).toEqual([]),
        'notificationsPage.list.idle': (s) => expect(s.context.items.length).toBeGreaterThan(0),
        'notificationsPage.list.loadingMore': (s) => expect(s.context.items.length).toBeLessThan(s.context.total),
        'notificationsPage.list.opening': (s) => expect(s.context.pending).not.toBeNull(),
        'notificationsPage.list.deleting': (s) => expect(s.context.pending).not.toBeNull(),
        'notificationsPage.list.confirmingDeleteAll': (s) => expect(s.hasTag('confirming')).toBe(true),
        'notificationsPage.list.deletingAll': (s) => expect(s.hasTag('busy')).toBe(true),
      },
      always: (s) => {
        expect(seen).toBeLessThanOrEqual(1);
        // Newest first is the server's order; the machine never reorders or duplicates.
        expect(new Set(s.context.items.map((i) => i.id)).size).toBe(s.context.items.length);
        // Only items that lead somewhere navigate (a Chat item does not).
        for (const to of navigations) expect(to).toMatch(/^\/community\/4[13]$/);
      },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { countsMachine, type CountName } from './counts.machine';
import { testMachineModel } from '../../tests/machines/model';

const pending = fromPromise<number, { userId: number }>(() => new Promise<number>(() => {}));
const regions: Array<[CountName, string]> = [
  ['notifications', 'loadNotificationCount'],
  ['unreadChats', 'loadUnreadChatCount'],
  ['pendingInvitations', 'loadPendingInvitationCount'],
];

describe('counts machine', () => {
  it('loads each count on its own, falls back to 0 on failure, counts events', async () => {
    const machine = countsMachine.provide({
      actors: { loadNotificationCount: pending, loadUnreadChatCount: pending, loadPendingInvitationCount: pending },
    });
    const loadedState = (count: CountName) => (s: ReturnType<typeof machine.getInitialSnapshot>) => {
      expect(s.context[count]).toBeGreaterThanOrEqual(0);
    };
    await testMachineModel({
      machine,
      input: { userId: 7 },
      stateKey: (s) => s.value,
      events: [
        ...regions.flatMap(([, id]) => [
          { type: `xstate.done.actor.${id}`, output: 120 },
          { type: `xstate.error.actor.${id}`, error: new Error('503') },
        ]),
        { type: 'count.increment', count: 'notifications' },
        { type: 'count.reset', count: 'notifications' },
        { type: 'count.set', count: 'unreadChats', value: 4 },
        { type: 'counts.refresh' },
      ] as never,
      states: {
        'counts.notifications.loading': (s) => expect(s.hasTag('loading')).toBe(true),
        'counts.notifications.loaded': loadedState('notifications'),
        'counts.unreadChats.loading': (s) => expect(s.hasTag('loading')).toBe(true),
        'counts.unreadChats.loaded': loadedState('unreadChats'),
        'counts.pendingInvitations.loading': (s) => expect(s.hasTag('loading')).toBe(true),
        'counts.pendingInvitations.loaded': loadedState('pendingInvitations'),
      },
      always: (s) => expect(s.context.userId).toBe(7),
    });
  });

  it('a failed count shows 0 while the others keep their values', async () => {
    const { createActor } = await import('xstate');
    const actor = createActor(
      countsMachine.provide({
        actors: {
          loadNotificationCount: fromPromise<number, { userId: number }>(async () => {
            throw new Error('500');
          }),
          loadUnreadChatCount: fromPromise(async () => 4),
          loadPendingInvitationCount: fromPromise(async () => 2),
        },
      }),
      { input: { userId: 1 } },
    ).start();
    actor.send({ type: 'count.increment', count: 'notifications' });
    await new Promise((r) => setTimeout(r, 0));
    const { context } = actor.getSnapshot();
    expect(context).toMatchObject({ notifications: 0, unreadChats: 4, pendingInvitations: 2 });
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
  });
});

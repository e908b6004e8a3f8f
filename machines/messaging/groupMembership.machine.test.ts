import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { testMachineModel } from '../../tests/machines/model';
import { ChatRefused, DEFAULT_PERMISSIONS, type GroupDetails, type Member } from './messaging.types';
import type { SessionEmitted } from '../domain/sessionEvents';
import { groupMembershipMachine, type GroupMembershipEvent, type Pending } from './groupMembership.machine';

const member = (id: number, name: string, isAdmin = false): Member => ({
  user_id: id,
  user_name: name.toLowerCase(),
  first_name: name,
  last_name: null,
  profile_picture: null,
  is_admin: isAdmin,
});
const group = (admins: number[]): GroupDetails => ({
  chat_id: 7,
  chat_name: 'Care team',
  image_url: null,
  permissions: DEFAULT_PERMISSIONS,
  members: [
    member(1, 'Jordan', admins.includes(1)),
    member(2, 'Alex', admins.includes(2)),
    member(3, 'Priya', admins.includes(3)),
  ],
});
const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => {}));
/** The session's chat events, none heard (the model sends them itself). */

describe('groupMembership machine', () => {
  it('covers every state and transition, with the last-admin rule', async () => {
    await testMachineModel({
      machine: groupMembershipMachine.provide({
        actors: {
          fetchGroup: never<GroupDetails, { groupId: number }>(),
          change: never<void, { groupId: number; pending: Pending }>(),
        },
      }),
      input: { groupId: 7, userId: 1 },
      stateKey: (s) => ({
        value: s.value,
        pending: s.context.pending?.kind ?? null,
        lastAdmin: s.context.group ? s.context.group.members.filter((m) => m.is_admin).length : null,
        refusal: s.context.refusal !== null,
        notice: s.context.notice !== null,
      }),
      events: (s): GroupMembershipEvent[] => {
        const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
        const fail = (id: string) =>
          ({
            type: `xstate.error.actor.${id}`,
            error: new ChatRefused({ code: '403', message: 'Only admins can remove members.' }),
          }) as never;
        const id = s.matches('loading') ? 'fetchGroup' : s.matches({ ready: 'changing' }) ? 'change' : 'refreshGroup';
        return [
          done(id, s.matches('loading') ? group([1]) : group([1, 2])),
          fail(id),
          { type: 'group.retry' },
          { type: 'chat.update', update: { kind: 'members', chat_id: 7 } },
          { type: 'chat.reconnected' },
          { type: 'group.add', userIds: [4], names: ['Sam'] },
          { type: 'group.remove', userId: 2 },
          { type: 'group.promote', userId: 2 },
          { type: 'group.demote', userId: 1 },
          { type: 'group.rename', chatName: 'Care team (weekends)', imageUrl: null },
          { type: 'group.permission', permission: 'send_messages', value: 'admins' },
          { type: 'group.leave' },
          { type: 'group.delete' },
          { type: 'group.confirm' },
          { type: 'group.cancel' },
          { type: 'group.dismiss' },
        ];
      },
      states: {
        'groupMembership.loading': (s) => expect(s.hasTag('loading')).toBe(true),
        'groupMembership.failed': (s) => expect(s.hasTag('error')).toBe(true),
        'groupMembership.ready.idle': (s) => expect(s.context.group).not.toBeNull(),
        'groupMembership.ready.lastAdmin': (s) => {
          expect(s.hasTag('last admin')).toBe(true);
          expect(s.context.group!.members.filter((m) => m.is_admin)).toHaveLength(1);
        },
        'groupMembership.ready.confirming': (s) => expect(['remove', 'leave', 'delete']).toContain(s.context.pending?.kind),
        'groupMembership.ready.changing': (s) => expect(s.context.pending).not.toBeNull(),
        'groupMembership.ready.refreshing': (s) => expect(s.hasTag('ready')).toBe(true),
        'groupMembership.gone': (s) =>
          expect(s.output).toEqual({ outcome: s.context.pending?.kind === 'delete' ? 'deleted' : 'left' }),
      },
    });
  });

  it('tells what changed, by name, and keeps the server refusal', async () => {
    let reject = false;
    const actor = createActor(
      groupMembershipMachine.provide({
        actors: {
          fetchGroup: fromPromise(async () => group([1])),
          change: fromPromise(async () => {
            if (reject)
              throw new ChatRefused({ code: '409', message: 'A group needs an admin. Make another member an admin first.' });
          }),
        },
      }),
      { input: { groupId: 7, userId: 1 } },
    ).start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'group.promote', userId: 2 });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(actor.getSnapshot().context.notice).toBe('Alex is now an admin.');
    reject = true;
    actor.send({ type: 'group.remove', userId: 3 });
    actor.send({ type: 'group.confirm' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(actor.getSnapshot().context.refusal?.message).toBe('A group needs an admin. Make another member an admin first.');
  });
});

describe('groupMembership machine: chat events from the session', () => {
  it("reads the group again for a change to it, not for a read mark or another group's change", async () => {
    let reads = 0;
    const actor = createActor(
      groupMembershipMachine.provide({
        actors: {
          fetchGroup: fromPromise(async () => {
            reads += 1;
            return group([1]);
          }),
        },
      }),
      { input: { groupId: 7, userId: 1 } },
    ).start();
    // The messaging owner hands the panel the session's chat events as they are (issue #60).
    const hear = (event: SessionEmitted) => actor.send(event);
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    hear({ type: 'chat.update', update: { kind: 'read', chat_id: 7, user_id: 3 } });
    hear({ type: 'chat.update', update: { kind: 'members', chat_id: 8 } });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    hear({ type: 'chat.update', update: { kind: 'members', chat_id: 7 } });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(reads).toBe(2);
    actor.stop();
  });
});

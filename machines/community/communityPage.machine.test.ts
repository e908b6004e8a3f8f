import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { testMachineModel } from '../../tests/machines/model';
import type { CommunityDetail, Membership } from './community.types';
import { communityPageMachine, type CommunityPageEvent } from './communityPage.machine';
import { communityDetail } from './fixtures';
import { reportMachine } from './report.machine';

const never = <T, I>() => fromPromise<T, I>(() => new Promise(() => {}));
const machine = communityPageMachine.provide({
  actors: {
    loadCommunity: never(),
    setMembership: never(),
    setPin: never(),
    setBookmark: never(),
    setRole: never(),
    report: reportMachine.provide({ actors: { sendReport: never() } }),
  },
  actions: { 'tell my communities': () => {} },
});
const at = (path: string) => `0.communityPage.ready.${path}`;
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
const fail = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('503') }) as never;

describe('community page machine', () => {
  it('covers every state and transition: load, join and leave, pin and bookmark with rollback, report a member', async () => {
    await testMachineModel({
      machine,
      input: { communityId: '7' },
      stateKey: (s) => ({
        value: s.value,
        m: s.context.community?.membership,
        pin: s.context.community?.pinned,
        bm: s.context.community?.bookmarked,
        notice: s.context.notice !== null,
      }),
      events: (s): CommunityPageEvent[] => {
        const busy = ['membership', 'pin', 'bookmark', 'role', 'report'].find((r) =>
          ['sending', 'open'].some((state) => s.matches({ ready: { [r]: state } } as never)),
        );
        if (busy === 'membership')
          return [
            done(at('membership.sending'), s.context.community?.membership === 'none' ? 'member' : 'none'),
            fail(at('membership.sending')),
          ];
        if (busy === 'pin') return [done(at('pin.sending'), undefined), fail(at('pin.sending'))];
        if (busy === 'bookmark') return [done(at('bookmark.sending'), undefined), fail(at('bookmark.sending'))];
        if (busy === 'role') return [done(at('role.sending'), 'MODERATOR'), fail(at('role.sending'))];
        if (busy === 'report') return [done('report', undefined)];
        return [
          done('0.communityPage.loading', communityDetail()),
          done('0.communityPage.loading', null),
          done('0.communityPage.loading', communityDetail({ membership: 'moderator' })),
          fail('0.communityPage.loading'),
          { type: 'community.retry' },
          { type: 'community.membership' },
          { type: 'community.pin' },
          { type: 'community.bookmark' },
          { type: 'report.open', target: { kind: 'member', id: '2', label: 'Ben' } },
          { type: 'member.role', userId: 2, role: 'MODERATOR' },
        ];
      },
      states: {
        'communityPage.loading': (s) => expect(s.hasTag('loading')).toBe(true),
        'communityPage.missing': (s) => expect(s.context.community).toBeNull(),
        'communityPage.failed': (s) => expect(s.hasTag('failed')).toBe(true),
        'communityPage.ready.membership.idle': (s) => expect(s.hasTag('joining')).toBe(false),
        'communityPage.ready.membership.sending': (s) => expect(s.hasTag('joining')).toBe(true),
        'communityPage.ready.pin.idle': (s) => expect(s.hasTag('pinning')).toBe(false),
        // Only members pin (a moderator is one).
        'communityPage.ready.pin.sending': (s) => expect(['member', 'moderator']).toContain(s.context.community?.membership),
        'communityPage.ready.bookmark.idle': (s) => expect(s.hasTag('bookmarking')).toBe(false),
        'communityPage.ready.bookmark.sending': (s) => expect(s.hasTag('bookmarking')).toBe(true),
        'communityPage.ready.role.idle': (s) => expect(s.hasTag('changing role')).toBe(false),
        // Only a moderator names another.
        'communityPage.ready.role.sending': (s) => expect(s.context.community?.membership).toBe('moderator'),
        'communityPage.ready.report.closed': (s) => expect(s.context.reportTarget).toBeNull(),
        'communityPage.ready.report.open': (s) => expect(s.context.reportTarget?.kind).toBe('member'),
      },
    });
  });

  it('joins (waiting when it needs approval), counts members, unpins on leaving, and tells My Communities', async () => {
    let told = 0;
    const answers: Membership[] = ['pending', 'none', 'member', 'none'];
    const actor = createActor(
      communityPageMachine.provide({
        actors: {
          loadCommunity: fromPromise<CommunityDetail | null, { communityId: string }>(async () =>
            communityDetail({ visibility: 'approval' }),
          ),
          setMembership: fromPromise(async () => answers.shift()!),
          setPin: fromPromise(async () => {}),
          setBookmark: fromPromise<void, { communityId: string; on: boolean }>(async () => {
            throw Object.assign(new Error('409'), { refusal: { code: 'x', message: 'Bookmarks are full.' } });
          }),
        },
        actions: { 'tell my communities': () => void told++ },
      }),
      { input: { communityId: '7' } },
    ).start();
    const settle = () => new Promise((r) => setImmediate(r));
    await settle();
    const community = () => actor.getSnapshot().context.community!;
    actor.send({ type: 'community.membership' });
    await settle();
    expect(community()).toMatchObject({ membership: 'pending', members: 4 });
    actor.send({ type: 'community.pin' });
    expect(community().pinned).toBe(false);
    actor.send({ type: 'community.membership' });
    await settle();
    actor.send({ type: 'community.membership' });
    await settle();
    expect(community()).toMatchObject({ membership: 'member', members: 5 });
    actor.send({ type: 'community.pin' });
    await settle();
    expect(community().pinned).toBe(true);
    actor.send({ type: 'community.membership' });
    await settle();
    expect(community()).toMatchObject({ membership: 'none', members: 4, pinned: false });
    expect(told).toBe(5);
    actor.send({ type: 'community.bookmark' });
    expect(community().bookmarked).toBe(true);
    await settle();
    expect(community().bookmarked).toBe(false);
    expect(actor.getSnapshot().context.notice).toBe('Bookmarks are full.');
  });

  it('lets a moderator make a member a moderator, and says so; a refusal is said and changes nothing (issue #63.16)', async () => {
    const asked: unknown[] = [];
    const answers: Array<() => Promise<'MEMBER' | 'MODERATOR'>> = [
      async () => 'MODERATOR',
      async () => {
        throw Object.assign(new Error('409'), { refusal: { code: 'conflict', message: 'A community keeps one moderator.' } });
      },
    ];
    const actor = createActor(
      communityPageMachine.provide({
        actors: {
          loadCommunity: fromPromise<CommunityDetail | null, { communityId: string }>(async () =>
            communityDetail({ membership: 'moderator' }),
          ),
          setMembership: never(),
          setPin: never(),
          setBookmark: never(),
          setRole: fromPromise(async ({ input }) => {
            asked.push(input);
            return answers.shift()!();
          }),
        },
        actions: { 'tell my communities': () => {} },
      }),
      { input: { communityId: '7' } },
    ).start();
    const settle = () => new Promise((r) => setImmediate(r));
    await settle();
    const ben = actor.getSnapshot().context.community!.memberList[1]!;
    actor.send({ type: 'member.role', userId: ben.userId, role: 'MODERATOR' });
    await settle();
    expect(asked).toEqual([{ communityId: '7', userId: ben.userId, role: 'MODERATOR' }]);
    expect(actor.getSnapshot().context.community!.moderators.map((m) => m.userId)).toContain(ben.userId);
    expect(actor.getSnapshot().context.notice).toBe(`${ben.displayName} is a moderator now.`);
    const ana = actor.getSnapshot().context.community!.moderators[0]!;
    actor.send({ type: 'member.role', userId: ana.userId, role: 'MEMBER' });
    await settle();
    expect(actor.getSnapshot().context.notice).toBe('A community keeps one moderator.');
    expect(actor.getSnapshot().context.community!.moderators.map((m) => m.userId)).toContain(ana.userId);
  });

  it('does not let a member who is not a moderator change a role', async () => {
    const actor = createActor(
      communityPageMachine.provide({
        actors: {
          loadCommunity: fromPromise<CommunityDetail | null, { communityId: string }>(async () =>
            communityDetail({ membership: 'member' }),
          ),
          setRole: fromPromise(async (): Promise<'MEMBER' | 'MODERATOR'> => {
            throw new Error('must not be asked');
          }),
        },
      }),
      { input: { communityId: '7' } },
    ).start();
    await new Promise((r) => setImmediate(r));
    actor.send({ type: 'member.role', userId: 2, role: 'MODERATOR' });
    expect(actor.getSnapshot().hasTag('changing role')).toBe(false);
  });
});

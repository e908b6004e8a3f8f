import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { menuCommunities, menuNotes, sideListsMachine, type MenuCommunity, type MyNotes } from './sideLists.machine';
import { testMachineModel } from '../../tests/machines/model';

const communities: MenuCommunity[] = Array.from({ length: 12 }, (_, i) => ({
  community_id: i + 1,
  community_name: `Community ${i + 1}`,
  image_url: null,
  is_pinned: i % 4 === 3, // 4, 8, 12 pinned
}));
const notes: MyNotes = {
  personal: [
    { id: 1, note_title: 'Old', created_at: '2025-01-05T10:00:00Z', is_pinned: false },
    { id: 2, note_title: null, created_at: '2025-03-05T10:00:00Z', is_pinned: false },
  ],
  shared_by_me: [{ id: 3, note_title: 'Pinned', created_at: '2024-12-01T10:00:00Z', is_pinned: true }],
  shared_with_me: [{ id: 4, note_title: '  ', created_at: '2025-02-01T10:00:00Z', is_pinned: false }],
};

describe('sideLists machine', () => {
  it('covers every state and transition, loading each list once per user', async () => {
    const never = <T>() => fromPromise<T, { userId: number }>(() => new Promise<T>(() => {}));
    const machine = sideListsMachine.provide({
      actors: { loadMyCommunities: never<MenuCommunity[]>(), loadMyNotes: never<MyNotes>() },
    });
    const report = await testMachineModel({
      machine,
      stateKey: (s) => ({ value: s.value, c: s.context.communitiesFor, n: s.context.notesFor }),
      events: [
        { type: 'communities.request', userId: 1 },
        { type: 'communities.request', userId: 2 },
        { type: 'notes.request', userId: 1 },
        { type: 'notes.request', userId: 2 },
        { type: 'xstate.done.actor.loadMyCommunities', output: communities },
        { type: 'xstate.error.actor.loadMyCommunities', error: new Error('503') },
        { type: 'xstate.done.actor.loadMyNotes', output: notes },
        { type: 'xstate.error.actor.loadMyNotes', error: new Error('503') },
        { type: 'notes.refresh' },
        { type: 'communities.refresh' },
        { type: 'xstate.done.actor.refreshMyNotes', output: notes },
        { type: 'xstate.error.actor.refreshMyNotes', error: new Error('503') },
      ] as never,
      states: {
        'sideLists.communities.idle': (s) => expect(s.context.communities).toEqual([]),
        'sideLists.communities.loading': (s) => {
          expect(s.hasTag('communities loading')).toBe(true);
          expect(s.context.communitiesFor).not.toBeNull();
        },
        'sideLists.communities.loaded': (s) => {
          expect(s.context.communities).toHaveLength(10);
          expect(s.context.communities.slice(0, 3).every((c) => c.is_pinned)).toBe(true);
        },
        'sideLists.communities.failed': (s) => expect(s.context.communities).toEqual([]),
        'sideLists.notes.idle': (s) => expect(s.context.notes).toEqual([]),
        'sideLists.notes.loading': (s) => expect(s.hasTag('notes loading')).toBe(true),
        'sideLists.notes.loaded': (s) => expect(s.context.notes.map((n) => n.id)).toEqual(['3', '2', '4', '1']),
        'sideLists.notes.failed': (s) => expect(s.context.notes).toEqual([]),
        // Read again after a change, the list stays on screen meanwhile.
        'sideLists.notes.refreshing': (s) => expect(s.context.notes.map((n) => n.id)).toEqual(['3', '2', '4', '1']),
      },
    });
    expect(report.transitions.covered).toBe(report.transitions.total);
  });

  it('sorts pinned communities first and keeps at most 10', () => {
    const list = menuCommunities(communities);
    expect(list).toHaveLength(10);
    expect(list.slice(0, 3).map((c) => c.community_id)).toEqual([4, 8, 12]);
    expect(list.slice(3).map((c) => c.community_id)).toEqual([1, 2, 3, 5, 6, 7, 9]);
  });

  it('sorts notes pinned first then newest, with the Session Note default and the tab by type', () => {
    expect(menuNotes(notes)).toEqual([
      { id: '3', title: 'Pinned', createdAt: '2024-12-01T10:00:00Z', pinned: true, noteType: 'shared_by_me', tab: 2 },
      { id: '2', title: 'Session Note', createdAt: '2025-03-05T10:00:00Z', pinned: false, noteType: 'personal', tab: 1 },
      { id: '4', title: 'Session Note', createdAt: '2025-02-01T10:00:00Z', pinned: false, noteType: 'shared_with_me', tab: 3 },
      { id: '1', title: 'Old', createdAt: '2025-01-05T10:00:00Z', pinned: false, noteType: 'personal', tab: 1 },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { testMachineModel } from '../../tests/machines/model';
import { makeNote } from './fixtures';
import { notesPageMachine, type NotesLoad, type NotesPageInput } from './notesPage.machine';
import type { Note } from './notes.types';

const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => {}));
const older = makeNote({ id: 1, note_title: 'Older', created_at: '2025-01-01T10:00:00.000Z' });
const newer = makeNote({ id: 2, note_title: 'Newer', created_at: '2025-04-01T10:00:00.000Z' });
const shared = makeNote({ id: 3, noteType: 'shared_with_me', is_shared: true, meeting_id: 'm-1' });
const load: NotesLoad = {
  notes: { personal: [newer, older], shared_by_me: [], shared_with_me: [shared] },
  tags: ['Respite'],
  dependents: [{ id: 5, name: 'Leo Thompson' }],
};
const input = (over: Partial<NotesPageInput> = {}): NotesPageInput => ({
  tab: 'personal',
  noteId: null,
  noteType: null,
  openAddNote: false,
  meetingId: null,
  ...over,
});

describe('notesPage machine', () => {
  it('covers every state and transition: lists, sort, filters, optimistic pin with rollback, the editor opened from the URL or a click', async () => {
    const told: string[] = [];
    const machine = notesPageMachine.provide({
      actors: { loadNotes: never(), loadNote: never(), pinNote: never() },
      actions: {
        'announce change': () => void told.push('change'),
        'show tab only': (_, { tab }) => void told.push(`tab ${tab}`),
      },
    });
    const report = await testMachineModel({
      machine,
      inputs: [
        input(),
        input({ noteId: 3, noteType: 'shared_with_me', tab: 'shared_with_me' }),
        input({ noteId: 42, noteType: 'personal' }),
        input({ openAddNote: true, meetingId: 'm-1' }),
      ],
      beforePath: () => void told.splice(0),
      stateKey: (s) => ({
        v: s.value,
        pinning: s.context.pinning?.noteId ?? null,
        msg: s.context.message !== null,
        loaded: s.context.loaded,
        asked: s.context.requested === null ? null : 'newNote' in s.context.requested ? 'new' : s.context.requested.noteId,
        editor: s.context.editor !== null,
      }),
      events: [
        { type: 'notes.tab', tab: 'shared_by_me' },
        { type: 'notes.sort', sortBy: 'oldest' },
        { type: 'notes.filterTag', tag: 'Respite' },
        { type: 'notes.filterDependent', dependentId: 5 },
        { type: 'notes.retry' },
        { type: 'notes.pin', noteId: 1, pinned: true },
        { type: 'notes.pin', noteId: 99, pinned: true },
        { type: 'notes.dismissMessage' },
        { type: 'notes.open', noteId: 2, noteType: 'personal' },
        { type: 'notes.open', noteId: 77, noteType: null },
        { type: 'notes.new', meetingId: null },
        { type: 'notes.changed' },
        { type: 'editor.saved', note: newer },
        { type: 'editor.deleted', noteId: 2 },
        { type: 'editor.closed' },
        { type: 'xstate.done.actor.loadNotes', output: load },
        { type: 'xstate.error.actor.loadNotes', error: new Error('503') },
        { type: 'xstate.done.actor.refreshNotes', output: load },
        { type: 'xstate.error.actor.refreshNotes', error: new Error('503') },
        { type: 'xstate.done.actor.loadNote', output: makeNote({ id: 77 }) },
        { type: 'xstate.error.actor.loadNote', error: new Error('404') },
        { type: 'xstate.done.actor.pinNote', output: { ...older, is_pinned: true } },
        { type: 'xstate.error.actor.pinNote', error: new Error('409') },
      ] as never,
      states: {
        'notesPage.list.loading': (s) => expect(s.hasTag('loading')).toBe(true),
        'notesPage.list.ready': (s) => expect(s.context.loaded).toBe(true),
        'notesPage.list.refreshing': (s) => {
          expect(s.hasTag('refreshing')).toBe(true);
          expect(s.context.lists.personal.length).toBeGreaterThan(0);
        },
        'notesPage.list.failed': (s) => expect(s.hasTag('failed')).toBe(true),
        'notesPage.pin.idle': (s) => expect(s.context.pinning).toBeNull(),
        // The optimistic order itself is the next test's (a list read meanwhile shows the server's state).
        'notesPage.pin.saving': (s) => expect(s.context.pinning?.noteId).toBe(1),
        'notesPage.editor.waiting': () => {},
        'notesPage.editor.awaitingLists': (s) => expect(s.context.loaded).toBe(false),
        'notesPage.editor.fetching': (s) => expect(s.hasTag('opening note')).toBe(true),
        'notesPage.editor.closed': (s) => expect(s.context.editor).toBeNull(),
        'notesPage.editor.open': (s) => {
          expect(s.hasTag('editor open')).toBe(true);
          expect(s.context.editor).not.toBeNull();
        },
      },
    });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.covered).toBe(report.transitions.total);
  });

  const run = (over: Partial<NotesPageInput>, pin: () => Promise<Note>) => {
    const told: string[] = [];
    const actor = createActor(
      notesPageMachine.provide({
        actors: {
          loadNotes: fromPromise(async () => load),
          loadNote: never(),
          pinNote: fromPromise(pin),
        },
        actions: { 'announce change': () => void told.push('change'), 'show tab only': () => {} },
      }),
      { input: input(over) },
    ).start();
    return { actor, told };
  };

  it('rolls a refused pin back with a sentence naming the note, and keeps a pin the server accepts', async () => {
    const refused = run({}, () => Promise.reject(new Error('409')));
    await waitFor(refused.actor, (s) => s.context.loaded);
    refused.actor.send({ type: 'notes.pin', noteId: 1, pinned: true });
    expect(refused.actor.getSnapshot().context.lists.personal.map((n) => n.id)).toEqual([1, 2]);
    await waitFor(refused.actor, (s) => !s.hasTag('pinning'));
    expect(refused.actor.getSnapshot().context.lists.personal.map((n) => [n.id, n.is_pinned])).toEqual([
      [2, false],
      [1, false],
    ]);
    expect(refused.actor.getSnapshot().context.message).toBe(
      'Couldn\u2019t pin \u201cOlder\u201d. It is back as it was; try again.'.replace('\u2019', "'"),
    );
    expect(refused.told).toEqual([]);

    const kept = run({}, async () => ({ ...older, is_pinned: true }));
    await waitFor(kept.actor, (s) => s.context.loaded);
    kept.actor.send({ type: 'notes.pin', noteId: 1, pinned: true });
    await waitFor(kept.actor, (s) => !s.hasTag('pinning'));
    expect(kept.actor.getSnapshot().context.lists.personal.map((n) => n.id)).toEqual([1, 2]);
    expect(kept.told).toEqual(['change']);
  });

  it('opens the note the URL names in its own tab, read-only when shared with the reader', async () => {
    const { actor } = run({ noteId: 3, noteType: 'shared_with_me' }, () => Promise.reject(new Error('x')));
    await waitFor(actor, (s) => s.hasTag('editor open'));
    expect(actor.getSnapshot().context.tab).toBe('shared_with_me');
    expect(actor.getSnapshot().context.editor!.getSnapshot().hasTag('reading')).toBe(true);
  });
});

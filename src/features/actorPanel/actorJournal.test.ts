import { describe, expect, it } from 'vitest';
import { assign, createActor, createMachine, fromPromise, setup } from 'xstate';
import { MASK } from '../../reporting/redact';
import { createActorJournal, EVENTS_KEPT } from './actorJournal';

const child = createMachine({ id: 'child', initial: 'idle', states: { idle: { on: { poke: 'poked' } }, poked: {} } });
const parent = setup({
  types: {
    context: {} as { accessToken: string; count: number },
    events: {} as { type: 'pin.digit'; value: string } | { type: 'tick' },
  },
  actors: { child, load: fromPromise(async () => 1) },
}).createMachine({
  id: 'parent',
  context: { accessToken: 'eyJhbGciOi.secret-token.value', count: 0 },
  initial: 'on',
  invoke: { src: 'child', id: 'kid', systemId: 'kid' },
  states: {
    on: { tags: ['busy'], on: { 'pin.digit': {}, tick: { actions: assign({ count: ({ context }) => context.count + 1 }) } } },
  },
});

describe('the actor journal behind the live panel', () => {
  it('lists every running actor as a tree with its state and tags, and forgets stopped ones', () => {
    const journal = createActorJournal();
    const actor = createActor(parent, { inspect: journal.inspect });
    actor.start();
    const [root] = journal.tree();
    expect(root!.entry).toMatchObject({ logic: 'parent', value: 'on', tags: ['busy'], status: 'active' });
    expect(root!.children.map((c) => [c.entry.systemId, c.entry.logic, c.entry.value])).toEqual([['kid', 'child', 'idle']]);
    actor.system.get('kid')!.send({ type: 'poke' });
    expect(journal.tree()[0]!.children[0]!.entry.value).toBe('poked');
    actor.stop();
    expect(journal.actors()).toEqual([]);
  });

  it('keeps the last 50 events, newest first', () => {
    const journal = createActorJournal();
    const actor = createActor(parent, { inspect: journal.inspect });
    actor.start();
    for (let i = 0; i < EVENTS_KEPT + 10; i++) actor.send({ type: 'tick' });
    const { events, context } = journal.tree()[0]!.entry;
    expect(events).toHaveLength(EVENTS_KEPT);
    expect(events[0]!.type).toBe('tick');
    expect((context as { count: number }).count).toBe(EVENTS_KEPT + 10);
  });

  it('masks tokens and PIN digits in what it shows and in a recording', () => {
    const journal = createActorJournal();
    const actor = createActor(parent, { inspect: journal.inspect });
    actor.start();
    journal.startRecording();
    actor.send({ type: 'pin.digit', value: '7' });
    const entry = journal.tree()[0]!.entry;
    expect((entry.context as { accessToken: string }).accessToken).toBe(MASK);
    expect(entry.events[0]!.event).toEqual({ type: 'pin.digit', value: MASK });
    const saved = JSON.stringify(journal.stopRecording());
    expect(saved).not.toContain('secret-token');
    expect(saved).not.toContain('"value":"7"');
    expect(saved).toContain('pin.digit');
  });
});

import { describe, expect, it } from 'vitest';
import { assign, setup } from 'xstate';
import { testMachineModel } from './model';

/** The coverage helper must fail when a state or transition is not reached, whatever it skips to save time. */
describe('model coverage helper', () => {
  const machine = setup({
    types: { events: {} as { type: 'go' } | { type: 'back' } },
    guards: { never: () => false },
    delays: { wait: 1000 },
  }).createMachine({
    id: 'probe',
    initial: 'a',
    states: {
      a: { on: { go: 'b' } },
      b: { after: { wait: 'c' }, on: { back: { guard: 'never', target: 'a' } } },
      c: {},
    },
  });
  const states = { 'probe.a': () => {}, 'probe.b': () => {}, 'probe.c': () => {} };

  it('fails when a transition is never taken, naming it', async () => {
    await expect(testMachineModel({ machine, states })).rejects.toThrow(/probe\.b --back\[0\]--> probe\.a/);
  });

  it('fails when a state is never entered, naming it', async () => {
    const island = setup({ types: { events: {} as { type: 'go' } } }).createMachine({
      id: 'island',
      initial: 'a',
      states: { a: { on: { go: 'b' } }, b: {}, unreachable: { on: { go: 'a' } } },
    });
    const run = testMachineModel({
      machine: island,
      states: { 'island.a': () => {}, 'island.b': () => {}, 'island.unreachable': () => {} },
    });
    await expect(run).rejects.toThrow(/states never entered: island\.unreachable/);
    await expect(run).rejects.toThrow(/island\.unreachable --go\[0\]--> island\.a/);
  });

  it('fails when a state has no assertion', async () => {
    await expect(testMachineModel({ machine, states: { 'probe.a': () => {} } })).rejects.toThrow(/No assertion/);
  });

  it('passes, advancing simulated time for delays, when every transition is taken', async () => {
    const reachable = machine.provide({ guards: { never: () => true } });
    const report = await testMachineModel({ machine: reachable, states });
    expect(report.states).toMatchObject({ covered: 4, total: 4 });
    expect(report.transitions).toMatchObject({ covered: 3, total: 3 });
  });

  // A counter 0..6 with four events: 7 vertices, 28 edges. Replaying one path per edge
  // re-walks the same prefixes; the helper replays far fewer, yet reaches every vertex.
  const counter = setup({
    types: {
      context: {} as { n: number },
      events: {} as { type: 'inc' } | { type: 'dec' } | { type: 'reset' } | { type: 'double' },
    },
    guards: {
      below6: ({ context }) => context.n < 6,
      above0: ({ context }) => context.n > 0,
      below4: ({ context }) => context.n < 4,
    },
  }).createMachine({
    id: 'counter',
    context: { n: 0 },
    initial: 'counting',
    states: {
      counting: {
        on: {
          inc: { guard: 'below6', actions: assign({ n: ({ context }) => context.n + 1 }) },
          dec: { guard: 'above0', actions: assign({ n: ({ context }) => context.n - 1 }) },
          double: { guard: 'below4', actions: assign({ n: ({ context }) => context.n * 2 }) },
          reset: { actions: assign({ n: 0 }) },
        },
      },
    },
  });

  it('replays fewer paths than the graph has edges, and still runs the assertions on every distinct snapshot', async () => {
    const seen = new Set<number>();
    const report = await testMachineModel({
      machine: counter,
      states: { 'counter.counting': (s) => void seen.add(s.context.n) },
    });
    expect(report.graph).toEqual({ vertices: 7, edges: 28 });
    expect(report.paths).toBeLessThan(report.graph.edges);
    expect(seen).toEqual(new Set([0, 1, 2, 3, 4, 5, 6]));
    expect(report.transitions).toMatchObject({ covered: 4, total: 4 });
  });

  it('fails when an assertion fails at one snapshot only, deep in the graph', async () => {
    const run = testMachineModel({
      machine: counter,
      states: { 'counter.counting': () => {} },
      always: (s) => expect(s.context.n, 'the counter never shows 5').not.toBe(5),
    });
    await expect(run).rejects.toThrow(/the counter never shows 5/);
  });

  it('counts what the real actor took, not what the graph traversal predicted', async () => {
    // The guard reads the world, not the snapshot: open while the graph is explored, shut
    // for every replay. The transition has no target, so the state value does not give it away.
    let open = true;
    const door = setup({
      types: { events: {} as { type: 'knock' } },
      guards: { open: () => open },
      actions: { answer: () => {} },
    }).createMachine({
      id: 'door',
      initial: 'closed',
      states: { closed: { on: { knock: { guard: 'open', actions: 'answer' } } } },
    });
    const run = testMachineModel({
      machine: door,
      states: { 'door.closed': () => {} },
      beforePath: () => {
        open = false;
      },
    });
    await expect(run).rejects.toThrow(/transitions never taken:\s+door\.closed --knock\[0\]--> \(self\)/);
  });
});

import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { testMachineModel } from './model';

/** The coverage helper must fail when a transition cannot be reached. */
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

  it('fails when a state has no assertion', async () => {
    await expect(testMachineModel({ machine, states: { 'probe.a': () => {} } })).rejects.toThrow(/No assertion/);
  });

  it('passes, advancing simulated time for delays, when every transition is taken', async () => {
    const reachable = machine.provide({ guards: { never: () => true } });
    const report = await testMachineModel({ machine: reachable, states });
    expect(report.states).toMatchObject({ covered: 4, total: 4 });
    expect(report.transitions).toMatchObject({ covered: 3, total: 3 });
  });
});

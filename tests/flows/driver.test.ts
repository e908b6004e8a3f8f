import { describe, expect, it } from 'vitest';
import { assign, createMachine, type AnyMachineSnapshot } from 'xstate';
import { allTransitions } from '../machines/model';
import { flowPaths, type FlowSpec } from './driver';

/*
 * The flow driver's plan (issue #27): covering walks take every transition and reach every
 * state the events offer, in fewer steps than one path per graph edge, and start again from
 * the initial state only when a final state leaves nothing else reachable.
 */
const machine = createMachine({
  id: 'door',
  initial: 'closed',
  context: { knocks: 0 },
  states: {
    closed: {
      on: { open: 'opened', knock: { actions: assign({ knocks: ({ context }) => context.knocks + 1 }) }, lock: 'locked' },
    },
    opened: { on: { close: 'closed', remove: 'gone' } },
    locked: { on: { unlock: 'closed' } },
    gone: { type: 'final' },
  },
});

const spec = {
  name: 'door',
  machine,
  // Knocks are context the page would show: each count is a vertex of its own, as toasts' queue is.
  events: (s: AnyMachineSnapshot) =>
    ['open', 'close', 'lock', 'unlock', 'remove', ...(s.context.knocks < 3 ? ['knock'] : [])].map((type) => ({ type })),
  stateKey: (s: AnyMachineSnapshot) => [s.value, s.context.knocks],
  actions: {},
  states: {},
  reload: async () => {},
} as unknown as FlowSpec<typeof machine>;

describe('flow driver plans', () => {
  it('walks take every transition and reach every state, in fewer steps than the per-edge paths', () => {
    const { walks, plans, predicted, initial } = flowPaths(spec);
    const taken = new Set<string>();
    const reached = new Set<string>();
    for (const walk of walks) {
      walk.forEach((step, i) => {
        const p = predicted(step, i === 0 ? initial : walk[i - 1]!.state);
        p.transitions.forEach((t) => taken.add(t));
        p.states.forEach((id) => reached.add(id));
      });
      // Each walk starts where the page starts after a reload: at the initial state.
      expect(walk[0]!.source).toBe(initial);
    }
    expect([...taken].sort()).toEqual([...allTransitions(machine).values()].sort());
    expect([...reached]).toEqual(expect.arrayContaining(['door.closed', 'door.opened', 'door.locked', 'door.gone']));
    // One walk ends in the final state: whatever it could not take first needed a second walk, or none.
    expect(walks.length).toBeLessThanOrEqual(2);
    const walkSteps = walks.reduce((n, w) => n + w.length, 0);
    const edgeSteps = plans.reduce((n, p) => n + p.length, 0);
    expect(walkSteps).toBeLessThan(edgeSteps);
  });
});

import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { testMachineModel } from '../../tests/machines/model';
import { dashboardBlockMachine, type DashboardBlockEvent } from './block.machine';

describe('dashboard block machine', () => {
  it('covers every state and transition: loads, shows items or its empty state, fails alone and retries, refreshes', async () => {
    let loads = 0;
    const report = await testMachineModel({
      machine: dashboardBlockMachine.provide({
        actors: {
          load: fromPromise<unknown[]>(() => {
            loads += 1;
            return new Promise(() => {});
          }),
        },
      }),
      stateKey: (s) => ({ value: s.value, n: s.context.items.length }),
      events: (): DashboardBlockEvent[] => [
        { type: 'xstate.done.actor.load', output: [{ id: 1 }] } as never,
        { type: 'xstate.done.actor.load', output: [] } as never,
        { type: 'xstate.error.actor.load', error: new Error('503') } as never,
        { type: 'block.retry' },
        { type: 'block.refresh' },
      ],
      beforePath: () => {
        loads = 0;
      },
      states: {
        'dashboardBlock.loading': (s) => {
          expect(s.hasTag('loading')).toBe(true);
          expect(loads).toBeGreaterThan(0);
        },
        'dashboardBlock.loaded': (s) => {
          expect(s.hasTag('loaded')).toBe(true);
          expect(s.context.items).toEqual([{ id: 1 }]);
        },
        'dashboardBlock.empty': (s) => {
          expect(s.hasTag('empty')).toBe(true);
          expect(s.context.items).toEqual([]);
        },
        'dashboardBlock.failed': (s) => expect(s.hasTag('error')).toBe(true),
      },
    });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});

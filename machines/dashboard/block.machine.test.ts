import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
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
          liveEvents: fromCallback(() => undefined),
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

  it('reads again when its live events say what it shows changed, keeping what is shown meanwhile', async () => {
    let loads = 0;
    let tell: (() => void) | null = null;
    const actor = createActor(
      dashboardBlockMachine.provide({
        actors: {
          load: fromPromise<unknown[]>(async () => {
            loads += 1;
            return [{ n: loads }];
          }),
          liveEvents: fromCallback<DashboardBlockEvent>(({ sendBack }) => {
            tell = () => sendBack({ type: 'block.refresh' });
          }),
        },
      }),
    ).start();
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('loaded')).toBe(true));
    expect(actor.getSnapshot().context.items).toEqual([{ n: 1 }]);
    tell!();
    expect(actor.getSnapshot().context.items).toEqual([{ n: 1 }]);
    await vi.waitFor(() => expect(actor.getSnapshot().context.items).toEqual([{ n: 2 }]));
    actor.stop();
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { testMachineModel } from '../../tests/machines/model';
import { idleMsOf, idleSignOutMachine, WARNING_MS, type IdleSignOutEvent, type OtherTabsEvent } from './idleSignOut.machine';

const MINUTE = 60_000;

/** The machine with recording fakes: what it told the other tabs, whether it ended the session. */
function fakes(endSession = fromPromise<void>(() => new Promise<void>(() => {}))) {
  const told: OtherTabsEvent[] = [];
  const ended: number[] = [];
  let local: ((e: IdleSignOutEvent) => void) | null = null;
  let elsewhere: ((e: IdleSignOutEvent) => void) | null = null;
  const machine = idleSignOutMachine.provide({
    actors: {
      watchActivity: fromCallback<IdleSignOutEvent>(({ sendBack }) => {
        local = sendBack;
        return () => void (local = null);
      }),
      otherTabs: fromCallback<OtherTabsEvent, { userId: number }>(({ sendBack, receive }) => {
        elsewhere = sendBack;
        receive((event) => void told.push(event));
      }),
      endSession,
    },
    actions: { 'end the session here': () => void ended.push(1) },
  });
  return {
    machine,
    told,
    ended,
    useHere: () => local?.({ type: 'idle.activity' }),
    watchingHere: () => local !== null,
    useElsewhere: () => elsewhere?.({ type: 'idle.activityElsewhere' }),
  };
}

describe('idleSignOut machine', () => {
  it('covers every state and transition: use here and elsewhere, the warning, Stay signed in, the end at the server', async () => {
    const f = fakes();
    await testMachineModel({
      machine: f.machine,
      input: { userId: 7 },
      beforePath: () => {
        f.told.length = 0;
        f.ended.length = 0;
      },
      events: [
        { type: 'idle.activity' },
        { type: 'idle.activityElsewhere' },
        { type: 'idle.stay' },
        { type: 'xstate.done.actor.endSession', output: undefined } as never,
        { type: 'xstate.error.actor.endSession', error: new Error('offline') } as never,
      ],
      states: {
        'idleSignOut.active': (s) => {
          expect(s.hasTag('active')).toBe(true);
          expect(f.ended).toEqual([]);
        },
        'idleSignOut.warning': (s) => {
          expect(s.hasTag('warning')).toBe(true);
          expect(f.ended).toEqual([]);
        },
        'idleSignOut.signingOut': (s) => {
          expect(s.hasTag('signing out')).toBe(true);
          expect(f.ended).toEqual([]);
        },
        'idleSignOut.signedOut': (s) => {
          expect(s.status).toBe('done');
          // Whether the server answered or not, this page signs out, once.
          expect(f.ended).toEqual([1]);
        },
      },
      always: (s) => {
        expect(s.context.userId).toBe(7);
        // Only the person's own use is told to the other tabs, never echoed back.
        for (const event of f.told) expect(event).toEqual({ type: 'tabs.activity' });
      },
    });
  });

  it('warns a minute before the idle time is up and ends the session at the end of it', async () => {
    const clock = new SimulatedClock();
    let calls = 0;
    const f = fakes(fromPromise<void>(async () => void calls++));
    const actor = createActor(f.machine, { clock, input: { userId: 7 } }).start();
    clock.increment(idleMsOf(30) - WARNING_MS - 1);
    expect(actor.getSnapshot().hasTag('active')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().hasTag('warning')).toBe(true);
    // While the warning shows, this tab's pointer and keys do not answer it (only the dialog does).
    expect(f.watchingHere()).toBe(false);
    clock.increment(WARNING_MS - 1);
    expect(actor.getSnapshot().hasTag('warning')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().hasTag('signing out')).toBe(true);
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toBe(1);
    expect(actor.getSnapshot().status).toBe('done');
    expect(f.ended).toEqual([1]);
  });

  it('use of this tab starts the idle time again and tells the other tabs; their use restarts it without an echo', () => {
    const clock = new SimulatedClock();
    const f = fakes();
    const actor = createActor(f.machine, { clock, input: { userId: 7 } }).start();
    clock.increment(20 * MINUTE);
    f.useHere();
    expect(f.told).toEqual([{ type: 'tabs.activity' }]);
    clock.increment(20 * MINUTE);
    expect(actor.getSnapshot().hasTag('active')).toBe(true);
    f.useElsewhere();
    expect(f.told).toHaveLength(1);
    clock.increment(29 * MINUTE - 1);
    expect(actor.getSnapshot().hasTag('active')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().hasTag('warning')).toBe(true);
    // Stay signed in: a fresh 30 minutes, and the other tabs close their warnings.
    actor.send({ type: 'idle.stay' });
    expect(actor.getSnapshot().hasTag('active')).toBe(true);
    expect(f.told).toHaveLength(2);
    clock.increment(29 * MINUTE - 1);
    expect(actor.getSnapshot().hasTag('active')).toBe(true);
    expect(f.ended).toEqual([]);
  });

  it('takes its idle time from the wiring (the configured minutes)', () => {
    const clock = new SimulatedClock();
    const f = fakes();
    const five = f.machine.provide({ delays: { 'until warning': idleMsOf(5) - WARNING_MS } });
    const actor = createActor(five, { clock, input: { userId: 7 } }).start();
    clock.increment(4 * MINUTE);
    expect(actor.getSnapshot().hasTag('warning')).toBe(true);
    expect(idleMsOf(1)).toBe(2 * MINUTE);
  });
});

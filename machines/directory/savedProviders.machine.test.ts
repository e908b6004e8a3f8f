import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { testMachineModel } from '../../tests/machines/model';
import { SAVE_UNAVAILABLE, savedProvidersMachine, type SaveChange, type SavedProvidersEvent } from './savedProviders.machine';

const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => {}));
const REFUSED = Object.assign(new Error('409'), { refusal: { message: 'You have saved 500 providers.' } });

describe('savedProviders machine', () => {
  it('covers every state and transition: read or not, changes sent in turn, kept or taken back with why', async () => {
    const report = await testMachineModel({
      machine: savedProvidersMachine.provide({
        actors: { loadSaved: never<number[], void>(), saveChange: never<void, SaveChange>() },
      }),
      stateKey: (s) => ({
        value: s.value,
        saved: [...s.context.saved].sort().join(','),
        queue: s.context.queue.map((c) => `${c.id}${c.saved ? '+' : '-'}`).join(','),
        message: s.context.message,
        done: s.context.done,
      }),
      events: (s): SavedProvidersEvent[] =>
        [
          { type: 'saved.toggle', id: 7, name: 'Harbor Speech' },
          ...(s.context.queue.length < 2 ? [{ type: 'saved.toggle', id: 9, name: 'Summit OT' }] : []),
          { type: 'saved.dismiss' },
          { type: 'saved.retry' },
          { type: 'xstate.done.actor.loadSaved', output: [9] },
          { type: 'xstate.error.actor.loadSaved', error: new Error('503') },
          { type: 'xstate.done.actor.saveChange', output: undefined },
          { type: 'xstate.error.actor.saveChange', error: REFUSED },
        ] as never,
      states: {
        'savedProviders.loading': (s) => expect(s.hasTag('loading')).toBe(true),
        'savedProviders.unavailable': (s) => expect(s.hasTag('unavailable')).toBe(true),
        'savedProviders.ready.idle': (s) => expect(s.context.queue).toEqual([]),
        'savedProviders.ready.sending': (s) => {
          expect(s.hasTag('saving')).toBe(true);
          // What is shown is what the changes make of it: each waiting change is shown already.
          for (const change of s.context.queue.slice(1))
            expect(s.context.saved.includes(change.id)).toBe(s.context.queue.filter((c) => c.id === change.id).at(-1)!.saved);
        },
      },
    });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.covered).toBe(report.transitions.total);
  });

  const run = (save: (change: SaveChange) => Promise<void>, saved: number[] = [9]) =>
    createActor(
      savedProvidersMachine.provide({
        actors: { loadSaved: fromPromise(async () => saved), saveChange: fromPromise(({ input }) => save(input)) },
      }),
    ).start();

  it('shows Save at once and sends the changes one at a time, in order; two presses before the server heard cancel out', async () => {
    const sent: SaveChange[] = [];
    const answers: Array<() => void> = [];
    const actor = run((change) => new Promise((resolve) => (sent.push(change), answers.push(resolve))));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'saved.toggle', id: 7, name: 'Harbor Speech' });
    actor.send({ type: 'saved.toggle', id: 9, name: 'Summit OT' });
    actor.send({ type: 'saved.toggle', id: 3, name: 'Cedar Grove' });
    actor.send({ type: 'saved.toggle', id: 3, name: 'Cedar Grove' });
    expect(actor.getSnapshot().context.saved.sort()).toEqual([7]);
    expect(sent).toEqual([{ id: 7, name: 'Harbor Speech', saved: true }]);
    answers.shift()!();
    await waitFor(actor, () => sent.length === 2);
    expect(actor.getSnapshot().context.done).toBe('Harbor Speech saved to Favorites.');
    expect(sent[1]).toEqual({ id: 9, name: 'Summit OT', saved: false });
    answers.shift()!();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(sent).toHaveLength(2);
    expect(actor.getSnapshot().context.done).toBe('Summit OT removed from Favorites.');
  });

  it('takes a refused change back with the server’s words, and says "couldn’t reach" when nothing answered', async () => {
    let fail: unknown = REFUSED;
    const actor = run(() => Promise.reject(fail));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'saved.toggle', id: 7, name: 'Harbor Speech' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(actor.getSnapshot().context.saved).toEqual([9]);
    expect(actor.getSnapshot().context.message).toBe('You have saved 500 providers.');
    fail = new Error('offline');
    actor.send({ type: 'saved.toggle', id: 9, name: 'Summit OT' });
    expect(actor.getSnapshot().context.message).toBeNull();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(actor.getSnapshot().context.saved).toEqual([9]);
    expect(actor.getSnapshot().context.message).toBe(SAVE_UNAVAILABLE);
  });
});

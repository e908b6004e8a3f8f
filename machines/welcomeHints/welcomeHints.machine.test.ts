import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { welcomeHintsMachine, type HintName, type SeenHints } from './welcomeHints.machine';
import { testMachineModel } from '../../tests/machines/model';

const never = fromPromise<SeenHints, { email: string }>(() => new Promise<SeenHints>(() => {}));

describe('welcomeHints machine', () => {
  it('covers every state and transition: welcome, then tools, each once per e-mail', async () => {
    const remembered: Array<{ email: string; hint: HintName }> = [];
    let announced = 0;
    const machine = welcomeHintsMachine.provide({
      actors: { loadSeenHints: never },
      actions: { 'remember hint': (_, params) => void remembered.push(params), 'announce welcome over': () => void announced++ },
    });
    const done = (seen: SeenHints) => ({ type: 'xstate.done.actor.loadSeenHints', output: seen });
    const report = await testMachineModel({
      machine,
      events: [
        { type: 'hints.user', email: 'a@example.test' },
        { type: 'hints.user', email: 'b@example.test' },
        { type: 'hints.dismiss' },
        { type: 'hints.clear' },
        done({ welcome: false, tools: false }),
        done({ welcome: false, tools: true }),
        done({ welcome: true, tools: false }),
        done({ welcome: true, tools: true }),
        { type: 'xstate.error.actor.loadSeenHints', error: new Error('storage blocked') },
      ] as never,
      beforePath: () => void (remembered.length = 0),
      states: {
        'welcomeHints.idle': (s) => {
          expect(s.context.email).toBeNull();
          expect(s.hasTag('hint')).toBe(false);
        },
        'welcomeHints.loading': (s) => {
          expect(s.context.email).not.toBeNull();
          expect(s.hasTag('hint')).toBe(false);
        },
        'welcomeHints.welcome': (s) => {
          expect(s.hasTag('welcome hint')).toBe(true);
          // Shown is seen: remembered the moment it appears, not only when closed (#8.4).
          expect(s.context.seen.welcome).toBe(true);
          expect(remembered).toContainEqual({ email: s.context.email, hint: 'welcome' });
        },
        'welcomeHints.tools': (s) => {
          expect(s.hasTag('tools hint')).toBe(true);
          expect(s.context.seen.tools).toBe(true);
          expect(remembered).toContainEqual({ email: s.context.email, hint: 'tools' });
        },
        'welcomeHints.done': (s) => {
          expect(s.hasTag('hint')).toBe(false);
          // The PIN gate is told, for its intro.
          expect(announced).toBeGreaterThan(0);
        },
      },
      always: (s) => {
        // Whatever was remembered belongs to the current user and is marked seen.
        for (const r of remembered) {
          if (r.email === s.context.email) expect(s.context.seen[r.hint]).toBe(true);
        }
      },
    });
    expect(report.transitions.covered).toBe(report.transitions.total);
  });

  it('with real storage: a second sign-in of the same e-mail shows nothing, another e-mail sees the card', async () => {
    const store = new Map<string, SeenHints>();
    const machine = welcomeHintsMachine.provide({
      actors: {
        loadSeenHints: fromPromise(async ({ input }) => store.get(input.email) ?? { welcome: false, tools: false }),
      },
      actions: {
        'remember hint': (_, { email, hint }) => {
          store.set(email, { ...(store.get(email) ?? { welcome: false, tools: false }), [hint]: true });
        },
        'announce welcome over': () => {},
      },
    });
    const first = createActor(machine).start();
    first.send({ type: 'hints.user', email: 'maya@example.test' });
    await waitFor(first, (s) => s.hasTag('welcome hint'));
    first.send({ type: 'hints.dismiss' });
    expect(first.getSnapshot().hasTag('tools hint')).toBe(true);
    first.send({ type: 'hints.dismiss' });
    expect(first.getSnapshot().matches('done')).toBe(true);

    const again = createActor(machine).start();
    again.send({ type: 'hints.user', email: 'maya@example.test' });
    await waitFor(again, (s) => s.matches('done'));
    again.send({ type: 'hints.user', email: 'dan@example.test' });
    await waitFor(again, (s) => s.hasTag('welcome hint'));
  });

  it('a card read and left open is not shown again at the next sign-in; the tools hint comes next (#8.4)', async () => {
    const store = new Map<string, SeenHints>();
    const machine = welcomeHintsMachine.provide({
      actors: { loadSeenHints: fromPromise(async ({ input }) => store.get(input.email) ?? { welcome: false, tools: false }) },
      actions: {
        'remember hint': (_, { email, hint }) => {
          store.set(email, { ...(store.get(email) ?? { welcome: false, tools: false }), [hint]: true });
        },
        'announce welcome over': () => {},
      },
    });
    const first = createActor(machine).start();
    first.send({ type: 'hints.user', email: 'sam@example.test' });
    await waitFor(first, (s) => s.hasTag('welcome hint'));
    first.stop(); // navigated away / signed out without closing it

    const second = createActor(machine).start();
    second.send({ type: 'hints.user', email: 'sam@example.test' });
    await waitFor(second, (s) => s.hasTag('hint'));
    expect(second.getSnapshot().hasTag('tools hint')).toBe(true);
    second.stop();

    const third = createActor(machine).start();
    third.send({ type: 'hints.user', email: 'sam@example.test' });
    await waitFor(third, (s) => s.matches('done'));
    expect(third.getSnapshot().hasTag('hint')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { headerScrollMachine } from './headerScroll.machine';
import { LIMITS } from '../domain/constants';
import { testMachineModel } from '../../tests/machines/model';

describe('headerScroll machine', () => {
  it('covers every state and transition: hides past 56 px going down, returns going up, stays while focused', async () => {
    const report = await testMachineModel({
      machine: headerScrollMachine,
      input: {},
      events: [
        { type: 'scroll', y: 0 },
        { type: 'scroll', y: 40 },
        { type: 'scroll', y: 100 },
        { type: 'scroll', y: 200 },
        { type: 'header.focusIn' },
        { type: 'header.focusOut' },
        { type: 'motion.preference', reduced: true },
        { type: 'motion.preference', reduced: false },
      ],
      states: {
        'headerScroll.shown': (s) => {
          expect(s.hasTag('shown')).toBe(true);
          expect(s.hasTag('hidden')).toBe(false);
        },
        'headerScroll.hidden': (s) => {
          expect(s.hasTag('hidden')).toBe(true);
          expect(s.hasTag('shown')).toBe(false);
          // Only ever hidden below the SPEC §9 limit.
          expect(s.context.lastY).toBeGreaterThan(LIMITS.headerHideScrollPx);
        },
        'headerScroll.focused': (s) => {
          expect(s.hasTag('shown')).toBe(true);
          expect(s.hasTag('hidden')).toBe(false);
        },
      },
    });
    expect(report.states.covered).toBe(report.states.total);
    expect(report.transitions.covered).toBe(report.transitions.total);
  });

  it('does not hide at or under 56 px, and remembers the reduced-motion preference', () => {
    const actor = createActor(headerScrollMachine, { input: { reducedMotion: true } }).start();
    expect(actor.getSnapshot().context.reducedMotion).toBe(true);
    actor.send({ type: 'scroll', y: LIMITS.headerHideScrollPx });
    expect(actor.getSnapshot().hasTag('shown')).toBe(true);
    actor.send({ type: 'scroll', y: LIMITS.headerHideScrollPx + 1 });
    expect(actor.getSnapshot().hasTag('hidden')).toBe(true);
    actor.send({ type: 'scroll', y: LIMITS.headerHideScrollPx + 400 });
    expect(actor.getSnapshot().hasTag('hidden')).toBe(true);
    actor.send({ type: 'scroll', y: LIMITS.headerHideScrollPx + 399 });
    expect(actor.getSnapshot().hasTag('shown')).toBe(true);
    actor.send({ type: 'header.focusIn' });
    actor.send({ type: 'scroll', y: 5000 });
    expect(actor.getSnapshot().hasTag('shown')).toBe(true);
    actor.send({ type: 'header.focusOut' });
    actor.send({ type: 'scroll', y: 5100 });
    expect(actor.getSnapshot().hasTag('hidden')).toBe(true);
  });
});

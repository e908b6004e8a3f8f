import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { testMachineModel } from '../../tests/machines/model';
import { allFilled, PIN_LENGTH, rowsMatch } from '../domain/pinBoxes';
import { failureText, pinSetupMachine, type PinSetupEvent } from './pinSetup.machine';

const never = fromPromise<void, { pin: string; otp: string | null }>(() => new Promise<void>(() => {}));

function fakes() {
  const skips: number[] = [];
  const machine = pinSetupMachine.provide({
    actors: { savePin: never },
    actions: { 'remember skip': () => void skips.push(1) },
  });
  return { machine, skips };
}

/** The rows as a short key: what the graph needs to tell states apart (not every digit). */
const rowsKey = (boxes: string[]) =>
  allFilled(boxes) ? (rowsMatch(boxes) ? 'match' : 'differ') : `${boxes.filter(Boolean).length}`;

describe('pinSetup machine', () => {
  it('covers every state and transition: from the intro (after sign-in) and from the boxes (Settings)', async () => {
    const { machine, skips } = fakes();
    await testMachineModel({
      machine,
      inputs: [{ startWith: 'intro' }, { startWith: 'boxes', otp: '482913' }],
      stateKey: (s) => ({ value: s.value, rows: rowsKey(s.context.pinBoxes), failure: s.context.failure !== null }),
      beforePath: () => void (skips.length = 0),
      // Enough edits to fill both rows equal or different, clear one, and be refused.
      events: (s): PinSetupEvent[] => [
        { type: 'pin.start' },
        { type: 'pin.skip' },
        { type: 'pin.later' },
        { type: 'pin.paste', index: 0, text: '123456' },
        { type: 'pin.paste', index: PIN_LENGTH + 2, text: '123456789' },
        { type: 'pin.paste', index: PIN_LENGTH, text: '654321' },
        { type: 'pin.paste', index: 0, text: '12ab56' },
        { type: 'pin.digit', index: s.context.focus, value: '7' },
        { type: 'pin.digit', index: 0, value: 'x' },
        { type: 'pin.backspace', index: 2 * PIN_LENGTH - 1 },
        { type: 'pin.focus', index: 3 },
        { type: 'pin.toggleVisible' },
        { type: 'pin.submit' },
        { type: 'pin.close' },
        { type: 'xstate.done.actor.savePin', output: undefined } as never,
        { type: 'xstate.error.actor.savePin', error: Object.assign(new Error('409'), { failure: 'already set' }) } as never,
      ],
      states: {
        'pinSetup.starting': () => {
          throw new Error('starting is transient: it picks the intro or the boxes at once');
        },
        'pinSetup.intro': (s) => expect(s.hasTag('intro')).toBe(true),
        'pinSetup.entering.incomplete': (s) => {
          expect(allFilled(s.context.pinBoxes)).toBe(false);
          expect(s.hasTag('can submit')).toBe(false);
        },
        'pinSetup.entering.mismatch': (s) => {
          // SPEC §5: "PINs do not match", focus on the first confirmation box, which is cleared (#28.8).
          expect(s.hasTag('mismatch')).toBe(true);
          expect(s.hasTag('can submit')).toBe(false);
          expect(s.context.pinBoxes.slice(PIN_LENGTH).join('')).toBe('');
          expect(s.context.focus).toBe(PIN_LENGTH);
        },
        'pinSetup.entering.ready': (s) => {
          expect(s.hasTag('can submit')).toBe(true);
          expect(allFilled(s.context.pinBoxes) && rowsMatch(s.context.pinBoxes)).toBe(true);
        },
        'pinSetup.saving': (s) => expect(s.hasTag('saving')).toBe(true),
        'pinSetup.success': (s) => expect(s.hasTag('success')).toBe(true),
        'pinSetup.done': (s) => expect(s.status).toBe('done'),
        'pinSetup.skipped': (s) => {
          expect(s.status).toBe('done');
          expect(skips).toEqual([1]);
        },
        'pinSetup.dismissed': (s) => {
          expect(s.status).toBe('done');
          expect(skips).toEqual([]);
        },
      },
      always: (s) => {
        expect(s.context.pinBoxes).toHaveLength(2 * PIN_LENGTH);
        expect(s.context.pinBoxes.every((c) => c === '' || /^\d$/.test(c))).toBe(true);
        // Once a save failed, the PIN is gone: the person types it again.
        if (s.context.failure) expect(s.context.pinBoxes.slice(0, PIN_LENGTH).join('')).not.toBe('123456');
      },
    });
  });

  it('a mismatch clears the confirmation row and moves focus to its first box; a refused letter changes nothing but shows the hint', () => {
    const actor = createActor(fakes().machine, { input: { startWith: 'boxes' } }).start();
    actor.send({ type: 'pin.paste', index: 4, text: '  111111 extra' });
    expect(actor.getSnapshot().context.pinBoxes.join('')).toBe('111111');
    expect(actor.getSnapshot().context.focus).toBe(PIN_LENGTH);
    actor.send({ type: 'pin.digit', index: PIN_LENGTH, value: 'a' });
    expect(actor.getSnapshot().context.refused).toBe(true);
    for (const [i, d] of [...'111112'].entries()) actor.send({ type: 'pin.digit', index: PIN_LENGTH + i, value: d });
    // Issue #28.8: the message stays, the confirmation row is empty and typing starts again at its first box.
    expect(actor.getSnapshot().hasTag('mismatch')).toBe(true);
    expect(actor.getSnapshot().context.pinBoxes).toEqual([...'111111', '', '', '', '', '', '']);
    expect(actor.getSnapshot().context.focus).toBe(PIN_LENGTH);
    // Moving between boxes keeps the message; typing is a new try.
    actor.send({ type: 'pin.focus', index: 3 });
    expect(actor.getSnapshot().hasTag('mismatch')).toBe(true);
    actor.send({ type: 'pin.digit', index: PIN_LENGTH, value: '1' });
    expect(actor.getSnapshot().hasTag('mismatch')).toBe(false);
    expect(actor.getSnapshot().context.focus).toBe(PIN_LENGTH + 1);
    actor.send({ type: 'pin.paste', index: PIN_LENGTH, text: '111111' });
    expect(actor.getSnapshot().hasTag('can submit')).toBe(true);
    // Changed to differ again: the confirmation is asked for again.
    actor.send({ type: 'pin.digit', index: 2 * PIN_LENGTH - 1, value: '9' });
    expect(actor.getSnapshot().hasTag('mismatch')).toBe(true);
    expect(actor.getSnapshot().context.pinBoxes.slice(PIN_LENGTH).join('')).toBe('');
  });

  it('a failed save clears the PIN, says why and starts again at the first box; a code-based save sends the code', async () => {
    const calls: Array<{ pin: string; otp: string | null }> = [];
    let fail = true;
    const machine = pinSetupMachine.provide({
      actors: {
        savePin: fromPromise(async ({ input }) => {
          calls.push(input);
          if (fail) throw Object.assign(new Error('offline'), { failure: 'unavailable' });
        }),
      },
    });
    const actor = createActor(machine, { input: { startWith: 'boxes', otp: '482913' } }).start();
    actor.send({ type: 'pin.paste', index: 0, text: '246810' });
    actor.send({ type: 'pin.paste', index: PIN_LENGTH, text: '246810' });
    actor.send({ type: 'pin.submit' });
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toEqual([{ pin: '246810', otp: '482913' }]);
    const failed = actor.getSnapshot();
    expect(failed.matches({ entering: 'incomplete' })).toBe(true);
    expect(failed.context.failure).toBe(failureText('unavailable'));
    expect(failed.context.pinBoxes.join('')).toBe('');
    expect(failed.context.focus).toBe(0);
    fail = false;
    actor.send({ type: 'pin.paste', index: 0, text: '246810' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    actor.send({ type: 'pin.paste', index: PIN_LENGTH, text: '246810' });
    actor.send({ type: 'pin.submit' });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().hasTag('success')).toBe(true);
  });
});

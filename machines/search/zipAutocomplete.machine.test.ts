import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { testMachineModel } from '../../tests/machines/model';
import { zipAutocompleteMachine, type ZipEvent, type ZipSuggestion } from './zipAutocomplete.machine';

const never = fromPromise<ZipSuggestion[], { text: string }>(() => new Promise<ZipSuggestion[]>(() => {}));
const austin: ZipSuggestion[] = [
  { zip_code: '78701', city: 'Austin', state: 'TX', location: 'Austin, TX 78701' },
  { zip_code: '78702', city: 'Austin', state: 'TX', location: 'Austin, TX 78702' },
];

describe('zip autocomplete machine', () => {
  it('covers every state and transition', async () => {
    const chosen: string[] = [];
    await testMachineModel({
      machine: zipAutocompleteMachine.provide({
        actors: { fetchZipCodes: never },
        actions: { chosen: (_, { value }) => void chosen.push(value) },
      }),
      stateKey: (s) => ({ value: s.value, text: s.context.text, n: s.context.suggestions.length, h: s.context.highlighted }),
      beforePath: () => void (chosen.length = 0),
      events: (): ZipEvent[] => [
        { type: 'zip.input', text: '7' },
        { type: 'zip.input', text: ' ' },
        { type: 'zip.highlightNext' },
        { type: 'zip.highlightPrevious' },
        { type: 'zip.choose' },
        { type: 'zip.choose', index: 1 },
        { type: 'zip.escape' },
        { type: 'zip.close' },
        { type: 'xstate.done.actor.fetchZipCodes', output: austin } as never,
        { type: 'xstate.error.actor.fetchZipCodes', error: new Error('503') } as never,
      ],
      states: {
        'zipAutocomplete.idle': (s) => expect(s.hasTag('open')).toBe(false),
        'zipAutocomplete.typing.debouncing': (s) => expect(s.context.text.trim()).not.toBe(''),
        'zipAutocomplete.typing.fetching': (s) => expect(s.hasTag('loading')).toBe(true),
        'zipAutocomplete.open': (s) => expect(s.hasTag('open')).toBe(true),
      },
      always: () => {
        for (const value of chosen) expect(['', '7', '78701', '78702']).toContain(value);
      },
    });
  });

  it('asks from one character after the pause, once', () => {
    const asked: string[] = [];
    const clock = new SimulatedClock();
    const actor = createActor(
      zipAutocompleteMachine.provide({
        actors: {
          fetchZipCodes: fromPromise(async ({ input }: { input: { text: string } }) => (asked.push(input.text), austin)),
        },
      }),
      { clock, input: {} },
    ).start();
    actor.send({ type: 'zip.input', text: '7' });
    clock.increment(200);
    actor.send({ type: 'zip.input', text: '78' });
    clock.increment(299);
    expect(asked).toEqual([]);
    clock.increment(1);
    expect(asked).toEqual(['78']);
    actor.stop();
  });
});

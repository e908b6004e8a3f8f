import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { testMachineModel } from '../../tests/machines/model';
import type { ScreeningResult } from '../../contract/screening';
import { screeningHistoryMachine, type ScreeningHistoryEvent } from './screeningHistory.machine';

const result = (id: number): ScreeningResult => ({
  id,
  tool: 'gad7',
  answers: [0, 0, 0, 0, 0, 0, 0],
  score: 0,
  max: 21,
  band: 'minimal',
  subscales: [],
  safety_flag: false,
  not_yet: 0,
  taken_at: `2026-11-${10 + id}T09:00:00.000Z`,
});

describe('screening history machine', () => {
  it('covers every state and transition: load, fail and retry, take a new result, ask before deleting, delete or fail to', async () => {
    await testMachineModel({
      machine: screeningHistoryMachine.provide({
        actors: {
          fetchResults: fromPromise<ScreeningResult[]>(() => new Promise(() => {})),
          deleteResult: fromPromise<void, { id: number }>(() => new Promise(() => {})),
        },
      }),
      stateKey: (s) => ({
        value: s.value,
        ids: s.context.results.map((r) => r.id),
        pending: s.context.pending,
        failed: s.context.deleteFailed,
      }),
      events: (): ScreeningHistoryEvent[] => {
        const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
        const fail = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('503') }) as never;
        return [
          done('fetchResults', [result(2), result(1)]),
          fail('fetchResults'),
          done('deleteResult', undefined),
          fail('deleteResult'),
          { type: 'history.retry' },
          { type: 'history.add', result: result(3) },
          { type: 'history.delete', id: 1 },
          { type: 'history.delete', id: 42 },
          { type: 'history.cancel' },
          { type: 'history.confirm' },
        ];
      },
      always: (s) => {
        // Newest first, each once.
        const ids = s.context.results.map((r) => r.id);
        expect(new Set(ids).size).toBe(ids.length);
      },
      states: {
        'screeningHistory.loading': (s) => expect(s.hasTag('loading')).toBe(true),
        'screeningHistory.failed': (s) => expect(s.hasTag('error')).toBe(true),
        'screeningHistory.ready.idle': (s) => expect(s.context.pending).toBeNull(),
        'screeningHistory.ready.confirming': (s) => {
          // Only a listed result is asked about (42 is nobody's).
          expect(s.context.results.map((r) => r.id)).toContain(s.context.pending);
        },
        'screeningHistory.ready.deleting': (s) => expect(s.context.pending).toBe(1),
      },
    });
  });
});

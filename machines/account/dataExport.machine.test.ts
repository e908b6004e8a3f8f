import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { DataExport } from '../../contract/account';
import { testMachineModel } from '../../tests/machines/model';
import { dataExportMachine, type DataExportEvent } from './dataExport.machine';

const at = (status: DataExport['status'], progress: number): DataExport => ({
  id: '3f0c2a52-8a4b-4f7e-9a51-1f0d2b6a7c10',
  status,
  progress,
  requested_at: '2026-11-25T18:00:00.000Z',
  expires_at: status === 'ready' ? '2026-11-26T18:00:00.000Z' : null,
  bytes: status === 'ready' ? 2048 : null,
});

describe('data export machine', () => {
  it('covers every state and transition: requested, preparing with progress, ready and downloaded, failed, expired', async () => {
    const asked: { src: string; input: unknown }[] = [];
    const never = <T, I>(src: string) => fromPromise<T, I>(({ input }) => (asked.push({ src, input }), new Promise<T>(() => {})));
    const report = await testMachineModel({
      machine: dataExportMachine.provide({
        actors: {
          requestExport: never<DataExport, void>('request'),
          readExport: never<DataExport, { id: string }>('read'),
          downloadExport: never<void, { id: string }>('download'),
        },
      }),
      stateKey: (s) => ({
        value: s.value,
        status: s.context.current?.status ?? null,
        progress: s.context.current?.progress ?? null,
      }),
      events: (): DataExportEvent[] => {
        const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
        const fail = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('503') }) as never;
        return [
          { type: 'export.request' },
          done('requestExport', at('preparing', 0)),
          fail('requestExport'),
          done('readExport', at('preparing', 50)),
          done('readExport', at('ready', 100)),
          done('readExport', at('failed', 38)),
          done('readExport', at('expired', 100)),
          fail('readExport'),
          { type: 'export.download' },
          done('downloadExport', undefined),
          fail('downloadExport'),
          { type: 'export.retry' },
        ];
      },
      beforePath: () => asked.splice(0),
      states: {
        'dataExport.idle': (s) => expect(s.hasTag('idle')).toBe(true),
        'dataExport.requesting': (s) => {
          expect(s.hasTag('busy')).toBe(true);
          expect(asked.at(-1)?.src).toBe('request');
        },
        'dataExport.preparing': (s) => expect(s.hasTag('preparing') && s.context.current?.status === 'preparing').toBe(true),
        'dataExport.checking': (s) => {
          expect(s.hasTag('preparing')).toBe(true);
          expect(asked.at(-1)).toEqual({ src: 'read', input: { id: s.context.current!.id } });
        },
        'dataExport.ready.offered': (s) => expect(s.hasTag('ready') && s.context.current?.bytes).toBe(2048),
        'dataExport.ready.downloading': (s) => {
          expect(s.hasTag('downloading')).toBe(true);
          expect(asked.at(-1)).toEqual({ src: 'download', input: { id: s.context.current!.id } });
        },
        'dataExport.ready.downloaded': (s) => expect(s.hasTag('downloaded')).toBe(true),
        'dataExport.failed': (s) => expect(s.hasTag('failed')).toBe(true),
        'dataExport.expired': (s) => expect(s.hasTag('expired') && s.context.current?.status).toBe('expired'),
      },
    });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});

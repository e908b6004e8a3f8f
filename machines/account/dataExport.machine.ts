import { assign, setup, type ActorRefFrom } from 'xstate';
import type { DataExport } from '../../contract/account';
import { unprovidedPromise } from '../domain/placeholder';

/** How often the progress of an export being prepared is read again (not SPEC §9: the product's choice). */
export const EXPORT_POLL_MS = 1000;

export type DataExportEvent = { type: 'export.request' } | { type: 'export.download' } | { type: 'export.retry' };

export interface DataExportContext {
  current: DataExport | null;
}

/**
 * "Your data" in Settings: the person asks for their data (requesting), the server prepares it in
 * the background and the progress is read every EXPORT_POLL_MS (preparing), then the file is
 * offered (ready, with its download: idle, downloading, downloaded, failed) until it expires;
 * a failed export or request offers Try again, an expired one a new export.
 */
export const dataExportMachine = setup({
  types: {
    context: {} as DataExportContext,
    events: {} as DataExportEvent,
    tags: {} as 'idle' | 'busy' | 'preparing' | 'ready' | 'downloading' | 'downloaded' | 'failed' | 'expired',
  },
  actors: {
    // POST /api/account/v1/exports, provided in src/features/account/wiring.ts.
    requestExport: unprovidedPromise<DataExport, void>('account', 'requestExport'),
    // GET /api/account/v1/exports/:id.
    readExport: unprovidedPromise<DataExport, { id: string }>('account', 'readExport'),
    // GET /api/account/v1/exports/:id/file, saved as a file by the wiring.
    downloadExport: unprovidedPromise<void, { id: string }>('account', 'downloadExport'),
  },
  actions: {
    'take export': assign((_, params: { current: DataExport }) => ({ current: params.current })),
  },
  guards: {
    'is ready': (_, params: { current: DataExport }) => params.current.status === 'ready',
    'has failed': (_, params: { current: DataExport }) => params.current.status === 'failed',
    'has expired': (_, params: { current: DataExport }) => params.current.status === 'expired',
  },
  delays: { poll: EXPORT_POLL_MS },
}).createMachine({
  id: 'dataExport',
  context: { current: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing asked yet: Download your data.',
      tags: ['idle'],
      on: { 'export.request': 'requesting' },
    },
    requesting: {
      description: 'Asking the server to start preparing the file.',
      tags: ['busy'],
      invoke: {
        src: 'requestExport',
        id: 'requestExport',
        onDone: { target: 'preparing', actions: { type: 'take export', params: ({ event }) => ({ current: event.output }) } },
        onError: 'failed',
      },
    },
    preparing: {
      description: 'The server is gathering the data; the progress shows and is read again after a moment.',
      tags: ['busy', 'preparing'],
      after: { poll: 'checking' },
    },
    checking: {
      tags: ['busy', 'preparing'],
      invoke: {
        src: 'readExport',
        id: 'readExport',
        input: ({ context }) => ({ id: context.current!.id }),
        onDone: [
          {
            guard: { type: 'is ready', params: ({ event }) => ({ current: event.output }) },
            target: 'ready',
            actions: { type: 'take export', params: ({ event }) => ({ current: event.output }) },
          },
          {
            guard: { type: 'has failed', params: ({ event }) => ({ current: event.output }) },
            target: 'failed',
            actions: { type: 'take export', params: ({ event }) => ({ current: event.output }) },
          },
          {
            guard: { type: 'has expired', params: ({ event }) => ({ current: event.output }) },
            target: 'expired',
            actions: { type: 'take export', params: ({ event }) => ({ current: event.output }) },
          },
          { target: 'preparing', actions: { type: 'take export', params: ({ event }) => ({ current: event.output }) } },
        ],
        onError: 'failed',
      },
    },
    ready: {
      description: 'The file is ready: Download it (offered until it expires).',
      tags: ['ready'],
      initial: 'offered',
      states: {
        offered: { on: { 'export.download': 'downloading' } },
        downloading: {
          tags: ['downloading'],
          invoke: {
            src: 'downloadExport',
            id: 'downloadExport',
            input: ({ context }) => ({ id: context.current!.id }),
            onDone: 'downloaded',
            // The file may have expired meanwhile: the server says which on reading it again.
            onError: '#dataExport.checking',
          },
        },
        downloaded: { tags: ['downloaded'], on: { 'export.download': 'downloading' } },
      },
    },
    failed: {
      description: 'The export could not be asked for or prepared: Try again.',
      tags: ['failed'],
      on: { 'export.retry': 'requesting' },
    },
    expired: {
      description: 'The file is no longer offered: ask for a new export.',
      tags: ['expired'],
      on: { 'export.request': 'requesting' },
    },
  },
});

export type DataExportActorRef = ActorRefFrom<typeof dataExportMachine>;

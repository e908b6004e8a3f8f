import { assign, setup, type ActorRefFrom } from 'xstate';
import type { Invoice, InvoiceSummary } from '../../contract/invoices';
import { unprovidedPromise } from '../domain/placeholder';

export type PaymentHistoryEvent =
  | { type: 'invoices.year'; year: number | null }
  | { type: 'invoices.retry' }
  | { type: 'invoices.retryDetail' }
  | { type: 'invoices.open'; number: string }
  | { type: 'invoices.close' }
  | { type: 'invoices.download' };

export interface PaymentHistoryContext {
  year: number | null;
  invoices: InvoiceSummary[];
  years: number[];
  /** The invoice whose detail is open (its number), and the detail once read. */
  number: string | null;
  invoice: Invoice | null;
}

/**
 * /invoice, Payment History: the person's invoices newest first, filtered by year (list:
 * loading, loaded, empty, failed with Try again), and one invoice's detail (closed, loading,
 * shown, missing, failed) with its PDF, which the server writes (idle, downloading, downloaded,
 * failed). The list and the detail are parallel: the list stays as it was behind the detail.
 */
export const paymentHistoryMachine = setup({
  types: {
    context: {} as PaymentHistoryContext,
    events: {} as PaymentHistoryEvent,
    input: {} as { year?: number | null },
    tags: {} as
      | 'loading'
      | 'loaded'
      | 'empty'
      | 'error'
      | 'detail open'
      | 'detail loading'
      | 'detail shown'
      | 'detail missing'
      | 'detail error'
      | 'downloading'
      | 'downloaded'
      | 'download failed',
  },
  actors: {
    // GET /api/billing/v1/invoices, provided in src/features/invoices/wiring.ts.
    loadInvoices: unprovidedPromise<{ invoices: InvoiceSummary[]; years: number[] }, { year: number | null }>(
      'invoices',
      'loadInvoices',
    ),
    // GET /api/billing/v1/invoices/:number: null when the person has none with that number.
    loadInvoice: unprovidedPromise<Invoice | null, { number: string }>('invoices', 'loadInvoice'),
    // GET /api/billing/v1/invoices/:number/pdf, saved as a file by the wiring.
    downloadPdf: unprovidedPromise<void, { number: string }>('invoices', 'downloadPdf'),
  },
  actions: {
    'take year': assign((_, params: { year: number | null }) => ({ year: params.year })),
    'take list': assign((_, params: { invoices: InvoiceSummary[]; years: number[] }) => ({
      invoices: params.invoices,
      years: params.years,
    })),
    'take number': assign((_, params: { number: string }) => ({ number: params.number, invoice: null })),
    'take invoice': assign((_, params: { invoice: Invoice }) => ({ invoice: params.invoice })),
    'forget invoice': assign({ number: null, invoice: null }),
  },
  guards: {
    'nothing found': (_, params: { invoices: InvoiceSummary[] }) => params.invoices.length === 0,
    'no such invoice': (_, params: { invoice: Invoice | null }) => params.invoice === null,
  },
}).createMachine({
  id: 'paymentHistory',
  type: 'parallel',
  context: ({ input }) => ({ year: input.year ?? null, invoices: [], years: [], number: null, invoice: null }),
  states: {
    list: {
      initial: 'loading',
      on: { 'invoices.year': { target: '.loading', actions: { type: 'take year', params: ({ event }) => event } } },
      states: {
        loading: {
          description: 'The invoices of the chosen year (all years without one) are being read.',
          tags: ['loading'],
          invoke: {
            src: 'loadInvoices',
            id: 'loadInvoices',
            input: ({ context }) => ({ year: context.year }),
            onDone: [
              {
                guard: { type: 'nothing found', params: ({ event }) => event.output },
                target: 'empty',
                actions: { type: 'take list', params: ({ event }) => event.output },
              },
              { target: 'loaded', actions: { type: 'take list', params: ({ event }) => event.output } },
            ],
            onError: 'failed',
          },
        },
        loaded: {
          description: 'The invoices, newest first, with number, date, description, amount and status.',
          tags: ['loaded'],
        },
        empty: { description: 'No invoice in that year, or none at all: the page says so.', tags: ['empty'] },
        failed: {
          description: 'The invoices could not be read: Try again.',
          tags: ['error'],
          on: { 'invoices.retry': 'loading' },
        },
      },
    },
    detail: {
      initial: 'closed',
      on: {
        'invoices.open': { target: '.loading', actions: { type: 'take number', params: ({ event }) => event } },
      },
      states: {
        closed: { description: 'No invoice is open.' },
        loading: {
          description: 'The invoice is being read.',
          tags: ['detail open', 'detail loading'],
          on: { 'invoices.close': { target: 'closed', actions: 'forget invoice' } },
          invoke: {
            src: 'loadInvoice',
            id: 'loadInvoice',
            input: ({ context }) => ({ number: context.number! }),
            onDone: [
              { guard: { type: 'no such invoice', params: ({ event }) => ({ invoice: event.output }) }, target: 'missing' },
              { target: 'shown', actions: { type: 'take invoice', params: ({ event }) => ({ invoice: event.output! }) } },
            ],
            onError: 'failed',
          },
        },
        missing: {
          description: 'The person has no invoice with that number.',
          tags: ['detail open', 'detail missing'],
          on: { 'invoices.close': { target: 'closed', actions: 'forget invoice' } },
        },
        failed: {
          description: 'The invoice could not be read: Try again.',
          tags: ['detail open', 'detail error'],
          on: { 'invoices.retryDetail': 'loading', 'invoices.close': { target: 'closed', actions: 'forget invoice' } },
        },
        shown: {
          description: 'The invoice: billed to, its lines, subtotal, tax and total, and Download PDF.',
          tags: ['detail open', 'detail shown'],
          on: { 'invoices.close': { target: 'closed', actions: 'forget invoice' } },
          initial: 'idle',
          states: {
            idle: { on: { 'invoices.download': 'downloading' } },
            downloading: {
              description: 'The server is writing the PDF; the button waits.',
              tags: ['downloading'],
              invoke: {
                src: 'downloadPdf',
                id: 'downloadPdf',
                input: ({ context }) => ({ number: context.number! }),
                onDone: 'downloaded',
                onError: 'failed',
              },
            },
            downloaded: { tags: ['downloaded'], on: { 'invoices.download': 'downloading' } },
            failed: {
              description: 'The PDF could not be written or fetched: the button tries again.',
              tags: ['download failed'],
              on: { 'invoices.download': 'downloading' },
            },
          },
        },
      },
    },
  },
});

export type PaymentHistoryActorRef = ActorRefFrom<typeof paymentHistoryMachine>;

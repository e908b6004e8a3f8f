import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { Invoice, InvoiceSummary } from '../../contract/invoices';
import { testMachineModel } from '../../tests/machines/model';
import { paymentHistoryMachine, type PaymentHistoryEvent } from './paymentHistory.machine';

const summary: InvoiceSummary = {
  number: 'NH-2026-0322',
  issued_on: '2026-11-01',
  description: 'NeuroHealth Care Plus, monthly subscription',
  total: 1299,
  currency: 'USD',
  status: 'due',
};
const invoice: Invoice = {
  ...summary,
  bill_to: { name: 'Maya Thompson', address: ['12 Elm Street'] },
  lines: [{ description: summary.description, quantity: 1, unit_amount: 1200, amount: 1200 }],
  subtotal: 1200,
  tax_rate_bp: 825,
  tax: 99,
};

describe('payment history machine', () => {
  it('covers every state and transition: the list by year, a detail, its PDF, each failing and retried', async () => {
    const asked: { src: string; input: unknown }[] = [];
    const never = <T, I>(src: string) => fromPromise<T, I>(({ input }) => (asked.push({ src, input }), new Promise<T>(() => {})));
    const report = await testMachineModel({
      machine: paymentHistoryMachine.provide({
        actors: {
          loadInvoices: never<{ invoices: InvoiceSummary[]; years: number[] }, { year: number | null }>('list'),
          loadInvoice: never<Invoice | null, { number: string }>('detail'),
          downloadPdf: never<void, { number: string }>('pdf'),
        },
      }),
      input: {},
      stateKey: (s) => ({
        value: s.value,
        year: s.context.year,
        n: s.context.invoices.length,
        number: s.context.number,
        has: !!s.context.invoice,
      }),
      events: (s): PaymentHistoryEvent[] => {
        const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
        const fail = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('503') }) as never;
        return [
          done('loadInvoices', { invoices: [summary], years: [2026, 2025] }),
          done('loadInvoices', { invoices: [], years: [] }),
          fail('loadInvoices'),
          { type: 'invoices.retry' },
          ...(s.context.year === null ? [{ type: 'invoices.year', year: 2025 } as const] : []),
          ...(s.context.number === null ? [{ type: 'invoices.open', number: summary.number } as const] : []),
          done('loadInvoice', invoice),
          done('loadInvoice', null),
          fail('loadInvoice'),
          { type: 'invoices.retryDetail' },
          { type: 'invoices.close' },
          { type: 'invoices.download' },
          done('downloadPdf', undefined),
          fail('downloadPdf'),
        ];
      },
      beforePath: () => asked.splice(0),
      states: {
        'paymentHistory.list.loading': (s) => {
          expect(s.hasTag('loading')).toBe(true);
          expect(asked.filter((a) => a.src === 'list').at(-1)?.input).toEqual({ year: s.context.year });
        },
        'paymentHistory.list.loaded': (s) => expect(s.hasTag('loaded') && s.context.invoices.length > 0).toBe(true),
        'paymentHistory.list.empty': (s) => expect(s.hasTag('empty') && s.context.invoices.length === 0).toBe(true),
        'paymentHistory.list.failed': (s) => expect(s.hasTag('error')).toBe(true),
        'paymentHistory.detail.closed': (s) => {
          expect(s.hasTag('detail open')).toBe(false);
          expect(s.context.number).toBeNull();
        },
        'paymentHistory.detail.loading': (s) => {
          expect(s.hasTag('detail loading')).toBe(true);
          expect(asked.filter((a) => a.src === 'detail').at(-1)?.input).toEqual({ number: summary.number });
        },
        'paymentHistory.detail.missing': (s) => expect(s.hasTag('detail missing') && s.context.invoice === null).toBe(true),
        'paymentHistory.detail.failed': (s) => expect(s.hasTag('detail error')).toBe(true),
        'paymentHistory.detail.shown': (s) => expect(s.hasTag('detail shown') && s.context.invoice?.total === 1299).toBe(true),
        'paymentHistory.detail.shown.idle': (s) => expect(s.hasTag('downloading')).toBe(false),
        'paymentHistory.detail.shown.downloading': (s) => {
          expect(s.hasTag('downloading')).toBe(true);
          expect(asked.filter((a) => a.src === 'pdf').at(-1)?.input).toEqual({ number: summary.number });
        },
        'paymentHistory.detail.shown.downloaded': (s) => expect(s.hasTag('downloaded')).toBe(true),
        'paymentHistory.detail.shown.failed': (s) => expect(s.hasTag('download failed')).toBe(true),
      },
    });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});

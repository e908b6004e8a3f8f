// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Invoice, InvoiceSummary } from '../../../contract/invoices';
import type { Services } from '../../services';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { PaymentHistoryPage } from './PaymentHistoryPage';

const subscription: InvoiceSummary = {
  number: 'NH-2026-0322',
  issued_on: '2026-11-01',
  description: 'NeuroHealth Care Plus, monthly subscription',
  total: 1299,
  currency: 'USD',
  status: 'due',
};
const session: InvoiceSummary = {
  number: 'NH-2025-0303',
  issued_on: '2025-03-14',
  description: 'Concierge session, 60 minutes (2 sessions)',
  total: 18403,
  currency: 'USD',
  status: 'refunded',
};
const detail: Invoice = {
  ...session,
  bill_to: { name: 'Maya Thompson', address: ['12 Elm Street', 'Boston, MA 02118'] },
  lines: [{ description: 'Concierge session, 60 minutes', quantity: 2, unit_amount: 8500, amount: 17000 }],
  subtotal: 17000,
  tax_rate_bp: 825,
  tax: 1403,
};

function fakeInvoices(options: { failPdf?: boolean; none?: boolean } = {}) {
  const asked: (number | null)[] = [];
  const pdfs: string[] = [];
  const invoices = async () => ({
    list: async (year: number | null) => {
      asked.push(year);
      const all = [subscription, session].filter((i) => year === null || i.issued_on.startsWith(String(year)));
      return options.none ? { invoices: [], years: [] } : { invoices: all, years: [2026, 2025] };
    },
    invoice: async (number: string) => (number === session.number ? detail : null),
    pdf: async (number: string) => {
      pdfs.push(number);
      if (options.failPdf) throw new Error('503');
      return new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    },
  });
  return { api: { invoices } as unknown as Partial<Services>, asked, pdfs };
}

describe('/invoice, Payment History', () => {
  it('lists the invoices newest first with date, description, amount and status, and filters by year', async () => {
    const fake = fakeInvoices();
    await renderWithSystem(<PaymentHistoryPage />, { api: fake.api });
    const table = await screen.findByRole('table', { name: 'Invoices, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Nov 1, 2026', 'NeuroHealth Care Plus, monthly subscription', '$12.99', 'Due'],
      ['Mar 14, 2025', 'Concierge session, 60 minutes (2 sessions)', '$184.03', 'Refunded'],
    ]);
    const year = screen.getByRole('combobox', { name: 'Year' });
    expect(
      within(year)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All years', '2026', '2025']);
    fireEvent.change(year, { target: { value: '2025' } });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(fake.asked).toEqual([null, 2025]);
  });

  it('opens an invoice with whom it is billed to, its lines and totals, and downloads its PDF', async () => {
    const fake = fakeInvoices();
    await renderWithSystem(<PaymentHistoryPage />, { api: fake.api });
    fireEvent.click(await screen.findByRole('button', { name: session.number }));
    // The dialog's code loads the first time one opens (ui/lazyWhenOpened.tsx), and React shows a
    // part that waited for its code no sooner than 300 ms after it began to wait.
    const dialog = await screen.findByRole('dialog', { name: `Invoice ${session.number}` }, { timeout: 5000 });
    expect(await within(dialog).findByText(/Maya Thompson/)).toBeTruthy();
    const totals = within(dialog).getByRole('table');
    expect(within(totals).getByRole('row', { name: /Tax \(8\.25%\) \$14\.03/ })).toBeTruthy();
    expect(within(totals).getByRole('row', { name: /Total \$184\.03/ })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    expect(await within(dialog).findByText('The PDF is downloaded.')).toBeTruthy();
    expect(fake.pdfs).toEqual([session.number]);
  });

  it('says when there are no invoices yet', async () => {
    await renderWithSystem(<PaymentHistoryPage />, { api: fakeInvoices({ none: true }).api });
    expect(await screen.findByText('You have no invoices yet.')).toBeTruthy();
  });

  it('says when the PDF could not be prepared', async () => {
    const fake = fakeInvoices({ failPdf: true });
    await renderWithSystem(<PaymentHistoryPage />, { api: fake.api });
    fireEvent.click(await screen.findByRole('button', { name: session.number }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Download PDF' }));
    expect(await within(dialog).findByText("Couldn't prepare the PDF. Try again.")).toBeTruthy();
  });
});

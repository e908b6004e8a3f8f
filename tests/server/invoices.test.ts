// @postgres: the invoices' store, numbered with requests at once.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiGet, serverPerFile, signIn } from './helpers';

/*
 * Issue #37: Payment History. A family's demo account has its seeded invoices (a monthly
 * subscription and concierge sessions), newest first, by year; one invoice with its lines, tax
 * and total; its PDF written by the server (tagged, in a worker thread). Only the owner reads an
 * invoice: another person's number is a 404, as a number nobody has.
 */
const BASE = '/api/billing/v1';
const server = serverPerFile();
const tokens = {} as Record<'caregiver' | 'careseeker' | 'admin', string>;

beforeAll(async () => {
  for (const who of ['caregiver', 'careseeker', 'admin'] as const)
    tokens[who] = String((await signIn(server.url, who)).tokens.access_token);
});

type Summary = { number: string; issued_on: string; description: string; total: number; currency: string; status: string };
const list = async (query = '', token = tokens.caregiver) => {
  const res = await apiGet(server.url, `${BASE}/invoices${query}`, token);
  expect(res.status).toBe(200);
  return res.body as { data: Summary[]; years: number[] };
};
const pdf = (number: string, token: string) =>
  fetch(`${server.url}${BASE}/invoices/${number}/pdf`, { headers: { authorization: `Bearer ${token}` } });

describe('Payment History', () => {
  it('lists the person’s invoices newest first, with the years they are in, and filters by year', async () => {
    const all = await list();
    expect(all.years).toEqual([2026, 2025]);
    expect(all.data).toHaveLength(27);
    expect(all.data.map((i) => i.issued_on)).toEqual([...all.data.map((i) => i.issued_on)].sort().reverse());
    expect(all.data[0]).toMatchObject({ issued_on: '2026-11-01', status: 'due', total: 1299, currency: 'USD' });
    expect(new Set(all.data.map((i) => i.status))).toEqual(new Set(['paid', 'due', 'refunded']));
    expect(all.data.some((i) => i.description === 'Concierge session, 60 minutes (2 sessions)')).toBe(true);

    const in2025 = await list('?year=2025');
    expect(in2025.data).toHaveLength(14);
    expect(in2025.data.every((i) => i.issued_on.startsWith('2025-'))).toBe(true);
    expect((await list('?year=2019')).data).toEqual([]);
    expect((await apiGet(server.url, `${BASE}/invoices?year=soon`, tokens.caregiver)).status).toBe(400);
  });

  it('opens one invoice with whom it is billed to, its lines, subtotal, tax and total', async () => {
    const session = (await list()).data.find((i) => i.description.startsWith('Concierge session, 60 minutes (2'))!;
    const res = await apiGet(server.url, `${BASE}/invoices/${session.number}`, tokens.caregiver);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      number: session.number,
      bill_to: { name: 'Maya Thompson', address: ['12 Elm Street', 'Boston, MA 02118', 'United States'] },
      lines: [{ description: 'Concierge session, 60 minutes', quantity: 2, unit_amount: 8500, amount: 17000 }],
      subtotal: 17000,
      tax_rate_bp: 825,
      tax: 1403,
      total: 18403,
    });
  });

  it('writes the invoice as a tagged PDF for its owner', async () => {
    const [latest] = (await list()).data;
    const res = await pdf(latest!.number, tokens.caregiver);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${latest!.number}.pdf"`);
    const text = Buffer.from(await res.arrayBuffer()).toString('latin1');
    expect(text.startsWith('%PDF-1.7')).toBe(true);
    // Tagged: a structure tree and the marked-content flag (the e2e test reads its text with pdftotext).
    expect(text).toContain('/StructTreeRoot');
    expect(text).toMatch(/\/Marked true/);
  });

  it('refuses another person’s invoice, its PDF and a number nobody has alike, and needs a signed-in person', async () => {
    const [mine] = (await list()).data;
    const theirs = (await list('', tokens.careseeker)).data;
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((i) => i.number === mine!.number)).toBe(false);
    for (const token of [tokens.careseeker, tokens.admin]) {
      const detail = await apiGet(server.url, `${BASE}/invoices/${mine!.number}`, token);
      expect(detail.status).toBe(404);
      expect((await pdf(mine!.number, token)).status).toBe(404);
    }
    expect((await apiGet(server.url, `${BASE}/invoices/NH-2026-999999`, tokens.caregiver)).status).toBe(404);
    expect((await apiGet(server.url, `${BASE}/invoices/not-a-number`, tokens.caregiver)).status).toBe(400);
    expect((await apiGet(server.url, `${BASE}/invoices`, tokens.admin)).body).toEqual({ data: [], years: [] });
    expect((await apiGet(server.url, `${BASE}/invoices/${mine!.number}`)).status).toBe(401);
  });
});

describe('the PDF writer (a worker thread)', () => {
  it('takes a bounded number of documents at once and refuses more until one is written', async () => {
    const { PdfWriter, PdfWriterBusy } = await import('../../server/invoices/pdf-writer');
    const writer = new PdfWriter({ maxPending: 1 });
    const invoice = {
      number: 'NH-2026-0001',
      issued_on: '2026-11-01',
      description: 'Concierge session, 30 minutes',
      total: 4871,
      currency: 'USD',
      status: 'paid' as const,
      bill_to: { name: 'Maya Thompson', address: ['12 Elm Street'] },
      lines: [{ description: 'Concierge session, 30 minutes', quantity: 1, unit_amount: 4500, amount: 4500 }],
      subtotal: 4500,
      tax_rate_bp: 825,
      tax: 371,
    };
    try {
      const first = writer.write(invoice, 1);
      await expect(writer.write(invoice, 2)).rejects.toBeInstanceOf(PdfWriterBusy);
      expect((await first).subarray(0, 5).toString()).toBe('%PDF-');
      expect((await writer.write(invoice, 2)).length).toBeGreaterThan(1000);
    } finally {
      await writer.close();
    }
  });
});

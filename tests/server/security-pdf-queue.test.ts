/**
 * Issue #57 item 8: one account asking for invoice PDFs again and again filled the writer's one
 * queue (16 documents) and everybody else's PDF was a 503 meanwhile. Each account now has a share
 * of the queue: beyond it that account alone is answered 429 with Retry-After, and the writer
 * takes the accounts' documents in turn, so another account's PDF is written while one floods.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '../../contract/invoices';
import { PdfWriter, PdfWriterShareUsed } from '../../server/invoices/pdf-writer';
import { onPostgresPass, serverPerFile, signIn } from './helpers';

const BASE = '/api/billing/v1';
const server = serverPerFile();
let flooder = '';
let other = '';
let flooderInvoice = '';
let otherInvoice = '';

const firstInvoice = async (token: string) => {
  const res = await fetch(`${server.url}${BASE}/invoices`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: Array<{ number: string }> }).data[0]!.number;
};
const pdf = (number: string, token: string) =>
  fetch(`${server.url}${BASE}/invoices/${number}/pdf`, { headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  flooder = String((await signIn(server.url, 'caregiver')).tokens.access_token);
  other = String((await signIn(server.url, 'careseeker')).tokens.access_token);
  [flooderInvoice, otherInvoice] = await Promise.all([firstInvoice(flooder), firstInvoice(other)]);
});

// The writer's queue is in each node's memory: PGlite pass only (onPostgresPass).
describe.skipIf(onPostgresPass)('invoice PDFs are shared fairly between accounts (#57.8)', () => {
  it('while one account has 40 PDF requests waiting, another account’s PDF is written; the flooder alone is told to wait', async () => {
    const flood: Array<Promise<Response>> = [];
    const others: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      // 40 at once from one account, then one from another while they are in line.
      const burst = Array.from({ length: 40 }, () => pdf(flooderInvoice, flooder));
      const res = await pdf(otherInvoice, other);
      const body = Buffer.from(await res.arrayBuffer());
      others.push(res.status);
      if (res.status === 200) expect(body.subarray(0, 5).toString()).toBe('%PDF-');
      flood.push(...burst);
      await Promise.all(burst.map(async (answer) => (await answer).arrayBuffer()));
    }
    const answers = await Promise.all(flood);
    const statuses = answers.map((res) => res.status);
    expect(others).toEqual([200, 200, 200]);
    // The flooder got PDFs too, and was refused beyond its share with 429 and when to try again.
    expect(statuses).toContain(200);
    expect(statuses).toContain(429);
    expect(statuses).not.toContain(503);
    for (const res of answers.filter((answer) => answer.status === 429))
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  }, 60_000);
});

describe('the PDF writer’s shares (server/invoices/pdf-writer.ts)', () => {
  const invoice = (number: string): Invoice => ({
    number,
    issued_on: '2026-11-01',
    description: 'Concierge session, 30 minutes',
    total: 4871,
    currency: 'USD',
    status: 'paid',
    bill_to: { name: 'Maya Thompson', address: ['12 Elm Street'] },
    lines: [{ description: 'Concierge session, 30 minutes', quantity: 1, unit_amount: 4500, amount: 4500 }],
    subtotal: 4500,
    tax_rate_bp: 825,
    tax: 371,
  });

  it('refuses an account beyond its share while taking another’s, and writes the accounts’ documents in turn', async () => {
    const writer = new PdfWriter({ perAccount: 3, maxPending: 10 });
    const written: string[] = [];
    const ask = (number: string, owner: number) =>
      writer.write(invoice(number), owner).then((pdf) => {
        expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
        written.push(number);
      });
    try {
      const a = [ask('A-1', 1), ask('A-2', 1), ask('A-3', 1)];
      await expect(writer.write(invoice('A-4'), 1)).rejects.toBeInstanceOf(PdfWriterShareUsed);
      const b = [ask('B-1', 2), ask('B-2', 2)];
      await Promise.all([...a, ...b]);
      // A-1 was already with the worker; then one each in turn, not all of A's before B's.
      expect(written).toEqual(['A-1', 'B-1', 'A-2', 'B-2', 'A-3']);
      // Its documents written, the account has its share again.
      await ask('A-5', 1);
    } finally {
      await writer.close();
    }
  });
});

import * as z from 'zod/mini';
import { endpoint, raw } from './endpoint';

/**
 * Payment History (issue #37; SPEC §2 /invoice): the signed-in person's own invoices, seeded for
 * concierge sessions and a subscription (there is no payment provider). Amounts are whole cents
 * in the invoice's currency. Only the owner reads an invoice: another person's number answers
 * 404, as a number that does not exist does. SPEC §7 shows no billing calls: the paths are
 * chosen under /api/billing/v1.
 */
export const BASE = '/api/billing/v1';

export const INVOICE_STATUSES = ['paid', 'due', 'refunded'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** An invoice number as printed: NH-<year>-<four or more digits>. */
export const invoiceNumber = z
  .string()
  .check(z.regex(/^NH-\d{4}-\d{4,6}$/, { error: 'must be an invoice number like NH-2026-0001' }));

const cents = z.int();

export const invoiceSummary = z.object({
  number: z.string(),
  /** The day it was issued, YYYY-MM-DD. */
  issued_on: z.string(),
  description: z.string(),
  /** The total, tax included, in cents. */
  total: cents,
  currency: z.string(),
  status: z.enum(INVOICE_STATUSES),
});
export type InvoiceSummary = z.infer<typeof invoiceSummary>;

export const invoiceLine = z.object({
  description: z.string(),
  quantity: z.int(),
  unit_amount: cents,
  amount: cents,
});
export type InvoiceLine = z.infer<typeof invoiceLine>;

export const invoice = z.extend(invoiceSummary, {
  bill_to: z.object({ name: z.string(), address: z.array(z.string()) }),
  lines: z.array(invoiceLine),
  subtotal: cents,
  /** The tax rate in basis points (825 is 8.25%). */
  tax_rate_bp: z.int(),
  tax: cents,
});
export type Invoice = z.infer<typeof invoice>;

export const list = endpoint({
  method: 'GET',
  path: `${BASE}/invoices`,
  summary:
    'The signed-in person’s invoices, newest first, in a year when given, with the years they have invoices in (newest first).',
  query: z.object({
    year: z.optional(
      z.coerce
        .number({ error: 'must be a year' })
        .check(
          z.int({ error: 'must be a year' }),
          z.minimum(2000, { error: 'must be 2000 or later' }),
          z.maximum(2100, { error: 'must be 2100 or earlier' }),
        ),
    ),
  }),
  response: z.object({ data: z.array(invoiceSummary), years: z.array(z.int()) }),
  auth: 'bearer',
});

const numberParams = z.object({ number: invoiceNumber });

export const one = endpoint({
  method: 'GET',
  path: `${BASE}/invoices/:number`,
  summary: 'One of the person’s invoices with whom it is billed to, its lines, subtotal, tax and total.',
  params: numberParams,
  response: z.object({ data: invoice }),
  errors: { 404: 'no invoice of the person’s with that number' },
  auth: 'bearer',
});

export const pdf = endpoint({
  method: 'GET',
  path: `${BASE}/invoices/:number/pdf`,
  summary:
    'One of the person’s invoices as a tagged PDF (the product’s name, the person’s name and address, lines, tax and total), written off the request’s thread.',
  params: numberParams,
  response: raw('application/pdf'),
  errors: {
    404: 'no invoice of the person’s with that number',
    429: 'the person’s share of the PDF writer is taken by their other PDFs: try again after Retry-After',
    503: 'the PDF writer is busy: try again',
  },
  auth: 'bearer',
});

import type { Queryable } from '../db/types';

/**
 * Every SQL statement of Payment History. Each reads with the caller's own id, so no statement
 * hands one person's invoice to another; totals are computed here, once, for the list, the
 * detail and the PDF alike.
 */

const TOTALS = `
  with lines as (
    select invoice_id, sum(quantity * unit_amount)::int as subtotal from invoice_lines group by invoice_id
  )`;
const TAX = `round(coalesce(l.subtotal, 0) * i.tax_rate_bp / 10000.0)::int`;

export interface SummaryRow {
  number: string;
  issued_on: string;
  description: string;
  total: number;
  currency: string;
  status: 'paid' | 'due' | 'refunded';
}

/** The person's invoices, newest first, in a year when given. */
export async function listInvoices(q: Queryable, userId: number, year: number | undefined): Promise<SummaryRow[]> {
  const { rows } = await q.query<SummaryRow>(
    `${TOTALS}
     select i.number, to_char(i.issued_on, 'YYYY-MM-DD') as issued_on, i.description,
            coalesce(l.subtotal, 0) + ${TAX} as total, i.currency, i.status
       from invoices i left join lines l on l.invoice_id = i.id
      where i.user_id = $1 and ($2::int is null or extract(year from i.issued_on) = $2)
      order by i.issued_on desc, i.id desc`,
    [userId, year ?? null],
  );
  return rows;
}

/** The years the person has invoices in, newest first. */
export async function invoiceYears(q: Queryable, userId: number): Promise<number[]> {
  const { rows } = await q.query<{ year: number }>(
    `select distinct extract(year from issued_on)::int as year from invoices where user_id = $1 order by year desc`,
    [userId],
  );
  return rows.map((r) => r.year);
}

export interface InvoiceRow extends SummaryRow {
  bill_to: { name: string; address: string[] };
  lines: { description: string; quantity: number; unit_amount: number; amount: number }[];
  subtotal: number;
  tax_rate_bp: number;
  tax: number;
}

/** One of the person's invoices, or undefined when they have none with that number. */
export async function invoiceByNumber(q: Queryable, userId: number, number: string): Promise<InvoiceRow | undefined> {
  const { rows } = await q.query<InvoiceRow>(
    `${TOTALS}
     select i.number, to_char(i.issued_on, 'YYYY-MM-DD') as issued_on, i.description, i.currency, i.status,
            json_build_object('name', i.bill_to_name, 'address', i.bill_to_address) as bill_to,
            coalesce((select json_agg(json_build_object('description', x.description, 'quantity', x.quantity,
                                                        'unit_amount', x.unit_amount, 'amount', x.quantity * x.unit_amount)
                                      order by x.position)
                        from invoice_lines x where x.invoice_id = i.id), '[]'::json) as lines,
            coalesce(l.subtotal, 0) as subtotal, i.tax_rate_bp, ${TAX} as tax,
            coalesce(l.subtotal, 0) + ${TAX} as total
       from invoices i left join lines l on l.invoice_id = i.id
      where i.user_id = $1 and i.number = $2`,
    [userId, number],
  );
  return rows[0];
}

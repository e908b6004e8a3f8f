import type { Database } from '../db/database';

/** What a concierge session and the monthly subscription cost, in cents; the demo's tax rate. */
const SUBSCRIPTION = { description: 'NeuroHealth Care Plus, monthly subscription', cents: 1200 };
const SESSION_60 = { description: 'Concierge session, 60 minutes', cents: 8500 };
const SESSION_30 = { description: 'Concierge session, 30 minutes', cents: 4500 };
const TAX_RATE_BP = 825;

const ADDRESSES = [
  ['12 Elm Street', 'Boston, MA 02118', 'United States'],
  ['480 Lake Shore Drive, Apt 7', 'Chicago, IL 60611', 'United States'],
  ['2250 Mission Street', 'San Francisco, CA 94110', 'United States'],
];

interface SeedInvoice {
  user_id: number;
  number: string;
  issued_on: string;
  description: string;
  status: 'paid' | 'due' | 'refunded';
  bill_to_name: string;
  bill_to_address: string[];
  lines: { description: string; quantity: number; unit_amount: number }[];
}

/**
 * The invoices a demo account has (there is no payment provider): a monthly subscription from
 * January 2025 to November 2026, the last one still due, and four concierge sessions, one of them
 * refunded. Numbered NH-<year>-<user id><two digits>, unique across accounts.
 */
export function demoInvoices(user: { user_id: number; name: string }, index: number): SeedInvoice[] {
  const invoices: Omit<SeedInvoice, 'number' | 'user_id' | 'bill_to_name' | 'bill_to_address'>[] = [];
  for (let month = 0; month < 23; month += 1) {
    const year = 2025 + Math.floor(month / 12);
    const issued_on = `${year}-${String((month % 12) + 1).padStart(2, '0')}-01`;
    invoices.push({
      issued_on,
      description: SUBSCRIPTION.description,
      status: month === 22 ? 'due' : 'paid',
      lines: [{ description: SUBSCRIPTION.description, quantity: 1, unit_amount: SUBSCRIPTION.cents }],
    });
  }
  const sessions: [string, typeof SESSION_60, number, SeedInvoice['status']][] = [
    ['2025-03-14', SESSION_60, 1, 'paid'],
    ['2025-09-02', SESSION_30, 2, 'refunded'],
    ['2026-02-20', SESSION_60, 2, 'paid'],
    ['2026-10-08', SESSION_30, 1, 'paid'],
  ];
  for (const [issued_on, kind, quantity, status] of sessions)
    invoices.push({
      issued_on,
      description: quantity > 1 ? `${kind.description} (${quantity} sessions)` : kind.description,
      status,
      lines: [{ description: kind.description, quantity, unit_amount: kind.cents }],
    });
  invoices.sort((a, b) => a.issued_on.localeCompare(b.issued_on));
  return invoices.map((invoice, k) => ({
    ...invoice,
    user_id: user.user_id,
    number: `NH-${invoice.issued_on.slice(0, 4)}-${String(user.user_id * 100 + k).padStart(4, '0')}`,
    bill_to_name: user.name,
    bill_to_address: ADDRESSES[index % ADDRESSES.length]!,
  }));
}

/**
 * Seeds the invoices of the families' demo accounts once (caregivers and care seekers, who book
 * concierges and subscribe), in one statement: every server test starts a server that seeds.
 */
export async function seedInvoicesIfEmpty(db: Database): Promise<void> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from invoices');
  if (rows[0]!.n > 0) return;
  const { rows: users } = await db.query<{ user_id: number; name: string }>(
    `select user_id, trim(first_name || ' ' || last_name) as name from users where user_type in (1, 2) order by user_id`,
  );
  const data = users.flatMap((u, index) => demoInvoices({ ...u, name: u.name || `Account ${u.user_id}` }, index));
  if (data.length === 0) return;
  await db.query(
    `with data as (
       select * from jsonb_to_recordset($1::jsonb)
         as d(user_id int, number text, issued_on date, description text, status text,
              bill_to_name text, bill_to_address jsonb, lines jsonb)
     ),
     inserted as (
       insert into invoices (user_id, number, issued_on, description, status, tax_rate_bp, bill_to_name, bill_to_address)
       select user_id, number, issued_on, description, status, $2, bill_to_name, bill_to_address from data
       returning id, number
     )
     insert into invoice_lines (invoice_id, position, description, quantity, unit_amount)
     select inserted.id, l.ord - 1, l.value->>'description', (l.value->>'quantity')::int, (l.value->>'unit_amount')::int
       from inserted join data using (number), jsonb_array_elements(data.lines) with ordinality as l(value, ord)`,
    [JSON.stringify(data), TAX_RATE_BP],
  );
}

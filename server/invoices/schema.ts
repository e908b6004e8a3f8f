/**
 * Payment History (issue #37): each person's invoices and their lines. Whom an invoice is billed
 * to is kept on the invoice as it was issued (a later change of name or address does not rewrite
 * it). Amounts are whole cents; tax is a rate in basis points, computed on the lines' subtotal
 * when read. Idempotent, at every start.
 */
export const INVOICES_SCHEMA = `
create table if not exists invoices (
  id serial primary key,
  user_id int not null references users(user_id) on delete cascade,
  number text not null unique,
  issued_on date not null,
  description text not null,
  currency text not null default 'USD',
  status text not null check (status in ('paid', 'due', 'refunded')),
  tax_rate_bp int not null default 0 check (tax_rate_bp between 0 and 10000),
  bill_to_name text not null,
  bill_to_address jsonb not null default '[]'
);
create index if not exists invoices_user_idx on invoices(user_id, issued_on desc, id desc);

create table if not exists invoice_lines (
  invoice_id int not null references invoices(id) on delete cascade,
  position int not null,
  description text not null,
  quantity int not null check (quantity > 0),
  unit_amount int not null check (unit_amount >= 0),
  primary key (invoice_id, position)
);
`;

export const INVOICES_TABLES = ['invoice_lines', 'invoices'];

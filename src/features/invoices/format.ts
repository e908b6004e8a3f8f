import type { InvoiceStatus } from '../../../contract/invoices';

/** Amounts as the person's locale writes them, in the invoice's currency (cents in, text out). */
export const money = (cents: number, currency: string) =>
  new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(cents / 100);

/** An issue date (YYYY-MM-DD) as the locale writes a day, without a time zone shifting it. */
export const day = (isoDate: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));

export const STATUS_LABELS: Record<InvoiceStatus, string> = { paid: 'Paid', due: 'Due', refunded: 'Refunded' };

/** What the server's composition uses of Payment History: its routes, its tables and its seed. */
export { registerInvoices } from './routes';
export { INVOICES_SCHEMA, INVOICES_TABLES } from './schema';
export { seedInvoicesIfEmpty } from './seed';

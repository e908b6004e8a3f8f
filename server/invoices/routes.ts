import type { FastifyInstance, FastifyReply } from 'fastify';
import * as api from '../../contract/invoices';
import type { Database } from '../db/types';
import { serve } from '../http/endpoint';
import { PdfWriter, PdfWriterBusy, PdfWriterShareUsed } from './pdf-writer';
import * as store from './store';

/*
 * Payment History under /api/billing/v1, registered from contract/invoices.ts. Every route reads
 * the caller's own invoices (req.userId from the bearer token): another person's number is a 404,
 * exactly as a number nobody has, so a caller cannot learn which numbers exist.
 */

const notFound = (reply: FastifyReply) =>
  reply.status(404).send({ error: 'not found', message: 'You have no invoice with that number.' });

export function registerInvoices(app: FastifyInstance, db: Database, writer = new PdfWriter()) {
  app.addHook('onClose', () => writer.close());

  serve(app, api.list, async ({ req, query }) => {
    const [data, years] = await Promise.all([store.listInvoices(db, req.userId, query.year), store.invoiceYears(db, req.userId)]);
    return { data, years };
  });

  serve(app, api.one, async ({ req, reply, params }) => {
    const invoice = await store.invoiceByNumber(db, req.userId, params.number);
    if (!invoice) return notFound(reply);
    return { data: invoice };
  });

  serve(app, api.pdf, async ({ req, reply, params }) => {
    const invoice = await store.invoiceByNumber(db, req.userId, params.number);
    if (!invoice) return notFound(reply);
    try {
      const pdf = await writer.write(invoice, req.userId);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${invoice.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    } catch (error) {
      // This account's share of the writer is taken (its own PDFs are waiting): it alone waits.
      if (error instanceof PdfWriterShareUsed)
        return reply
          .status(429)
          .header('retry-after', '2')
          .send({ error: 'too many requests', message: 'Your other PDFs are still being prepared. Try again in a moment.' });
      if (error instanceof PdfWriterBusy)
        return reply.status(503).header('retry-after', '2').send({ error: 'busy', message: 'Try again in a moment.' });
      throw error;
    }
  });
}

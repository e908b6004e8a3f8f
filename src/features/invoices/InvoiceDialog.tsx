import { useSelector } from '@xstate/react';
import type { PaymentHistoryActorRef } from '../../../machines/invoices/paymentHistory.machine';
import { Button } from '../../ui/Button';
import { LoadFailed } from '../../ui/LoadFailed';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { day, money, STATUS_LABELS } from './format';

/** One invoice's detail over the list: billed to, lines, subtotal, tax, total, and its PDF. */
export function InvoiceDialog({ history }: { history: PaymentHistoryActorRef }) {
  const s = useSelector(history, (snapshot) => snapshot);
  const { number, invoice } = s.context;
  const close = () => history.send({ type: 'invoices.close' });
  return (
    <Modal open={s.hasTag('detail open')} onClose={close} title={number ? `Invoice ${number}` : 'Invoice'}>
      {s.hasTag('detail loading') ? <Spinner label="Loading the invoice" /> : null}
      {s.hasTag('detail missing') ? <p role="status">You have no invoice with that number.</p> : null}
      {s.hasTag('detail error') ? (
        <LoadFailed what="Couldn't load this invoice." onRetry={() => history.send({ type: 'invoices.retryDetail' })} />
      ) : null}
      {s.hasTag('detail shown') && invoice ? (
        <div className="text-slate-900 dark:text-slate-100">
          <p>
            {day(invoice.issued_on)} · {STATUS_LABELS[invoice.status]}
          </p>
          <h3 className="mt-4 font-semibold">Billed to</h3>
          <p className="whitespace-pre-line">{[invoice.bill_to.name, ...invoice.bill_to.address].join('\n')}</p>
          <table className="mt-4 w-full text-sm">
            <caption className="sr-only">Lines, subtotal, tax and total</caption>
            <thead>
              <tr className="border-b border-slate-300 dark:border-slate-600">
                <th scope="col" className="py-1 text-start">
                  Description
                </th>
                <th scope="col" className="py-1 text-end">
                  Qty
                </th>
                <th scope="col" className="py-1 text-end">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {invoice.lines.map((line) => (
                <tr key={line.description}>
                  <td className="py-1">
                    {line.description}
                    {line.quantity > 1 ? ` (${money(line.unit_amount, invoice.currency)} each)` : ''}
                  </td>
                  <td className="py-1 text-end tabular-nums">{line.quantity}</td>
                  <td className="py-1 text-end tabular-nums">{money(line.amount, invoice.currency)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t border-slate-300 dark:border-slate-600">
                <th scope="row" colSpan={2} className="py-1 text-end font-normal">
                  Subtotal
                </th>
                <td className="py-1 text-end tabular-nums">{money(invoice.subtotal, invoice.currency)}</td>
              </tr>
              <tr>
                <th scope="row" colSpan={2} className="py-1 text-end font-normal">
                  Tax ({(invoice.tax_rate_bp / 100).toLocaleString()}%)
                </th>
                <td className="py-1 text-end tabular-nums">{money(invoice.tax, invoice.currency)}</td>
              </tr>
              <tr>
                <th scope="row" colSpan={2} className="py-1 text-end">
                  Total
                </th>
                <td className="py-1 text-end font-semibold tabular-nums">{money(invoice.total, invoice.currency)}</td>
              </tr>
            </tfoot>
          </table>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <Button onClick={() => history.send({ type: 'invoices.download' })} disabled={s.hasTag('downloading')}>
              {s.hasTag('downloading') ? 'Preparing the PDF…' : 'Download PDF'}
            </Button>
            <Button variant="secondary" onClick={close}>
              Close
            </Button>
          </div>
          <p role="status" className="mt-2 text-sm">
            {s.hasTag('downloaded') ? 'The PDF is downloaded.' : ''}
            {s.hasTag('download failed') ? "Couldn't prepare the PDF. Try again." : ''}
          </p>
        </div>
      ) : null}
      {!s.hasTag('detail shown') ? (
        <Button className="mt-4" onClick={close}>
          Close
        </Button>
      ) : null}
    </Modal>
  );
}

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
    <Modal open={s.hasTag('detail open')} onClose={close} title={number ? `Invoice ${number}` : 'Invoice'} width="wide">
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
          <table className="mt-4 hidden w-full text-sm sm:table">
            <caption className="sr-only">Lines, subtotal, tax and total</caption>
            <thead>
              <tr className="border-b border-slate-300 dark:border-slate-600">
                <th scope="col" className="py-1 text-start whitespace-nowrap">
                  Description
                </th>
                <th scope="col" className="py-1 ps-4 text-end whitespace-nowrap">
                  Qty
                </th>
                <th scope="col" className="py-1 ps-4 text-end whitespace-nowrap">
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
                  <td className="py-1 ps-4 text-end tabular-nums">{line.quantity}</td>
                  <td className="py-1 ps-4 text-end whitespace-nowrap tabular-nums">{money(line.amount, invoice.currency)}</td>
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
          {/* Below sm (a phone) the three columns do not fit: the same lines as a list. */}
          <div className="mt-4 sm:hidden" data-testid="invoice-lines-list">
            <h3 className="font-semibold">Lines</h3>
            <ul className="mt-1 divide-y divide-slate-200 text-sm dark:divide-slate-700">
              {invoice.lines.map((line) => (
                <li key={line.description} className="flex items-start justify-between gap-3 py-2">
                  <div className="min-w-0">
                    <p>{line.description}</p>
                    <p className="text-slate-700 dark:text-slate-300">
                      Qty {line.quantity}
                      {line.quantity > 1 ? ` × ${money(line.unit_amount, invoice.currency)}` : ''}
                    </p>
                  </div>
                  <p className="shrink-0 tabular-nums">{money(line.amount, invoice.currency)}</p>
                </li>
              ))}
            </ul>
            <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 border-t border-slate-300 pt-2 text-sm dark:border-slate-600">
              <dt>Subtotal</dt>
              <dd className="text-end tabular-nums">{money(invoice.subtotal, invoice.currency)}</dd>
              <dt>Tax ({(invoice.tax_rate_bp / 100).toLocaleString()}%)</dt>
              <dd className="text-end tabular-nums">{money(invoice.tax, invoice.currency)}</dd>
              <dt className="font-semibold">Total</dt>
              <dd className="text-end font-semibold tabular-nums">{money(invoice.total, invoice.currency)}</dd>
            </dl>
          </div>
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

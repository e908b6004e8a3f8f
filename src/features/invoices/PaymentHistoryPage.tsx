// The signed-in app's utilities load with it (see src/styles.css).
import '../../app.css';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { InvoiceStatus } from '../../../contract/invoices';
import { usePageFlow } from '../../system/usePageFlow';
import { PAGE_COLUMN, READING_WIDTH } from '../../ui/layout';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { InvoiceDialog } from './InvoiceDialog';
import { day, money, STATUS_LABELS } from './format';
import { usePaymentHistoryLogic } from './wiring';

const STATUS_STYLE: Record<InvoiceStatus, string> = {
  paid: 'bg-teal-100 text-teal-900 dark:bg-teal-900 dark:text-teal-50',
  due: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50',
  refunded: 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-50',
};

/**
 * /invoice, Payment History (issue #37): the person's invoices newest first, by year, each
 * opening its detail with the PDF the server writes. Renders the paymentHistory actor's
 * snapshot (machines/invoices/paymentHistory.machine.ts) and sends its events.
 */
export function PaymentHistoryPage() {
  // Asked of the invoices owner (issue #60): the flow lives in the app's actor tree while the page is open.
  const history = usePageFlow('invoices', 'invoices/paymentHistory', usePaymentHistoryLogic(), {});
  if (!history) return null;
  return <PaymentHistoryView history={history} />;
}

function PaymentHistoryView({ history }: { history: ActorRefFrom<ReturnType<typeof usePaymentHistoryLogic>> }) {
  const s = useSelector(history, (snapshot) => snapshot);
  const { year, years, invoices } = s.context;
  const loading = s.hasTag('loading');
  return (
    <div className={PAGE_COLUMN}>
      <h1 className="text-2xl font-semibold">Payment History</h1>
      <p className={`mt-2 ${READING_WIDTH} text-slate-700 dark:text-slate-300`}>
        Your invoices for concierge sessions and your subscription. Open one to see its lines or download it as a PDF.
      </p>

      <div className="mt-6">
        <label htmlFor="invoice-year" className="block text-sm font-medium">
          Year
        </label>
        <select
          id="invoice-year"
          value={year ?? ''}
          onChange={(e) => history.send({ type: 'invoices.year', year: e.target.value ? Number(e.target.value) : null })}
          className="focus-ring mt-1 rounded-[var(--radius)] border border-slate-300 bg-white px-3 py-2 dark:border-slate-600 dark:bg-slate-900"
        >
          <option value="">All years</option>
          {(years.includes(year ?? -1) || year === null ? years : [year, ...years]).map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </div>

      <section aria-label="Invoices" aria-busy={loading} className="mt-6">
        {loading && invoices.length === 0 ? <Spinner label="Loading invoices" /> : null}
        {s.hasTag('error') ? (
          <LoadFailed what="Couldn't load your invoices." onRetry={() => history.send({ type: 'invoices.retry' })} />
        ) : null}
        {s.hasTag('empty') ? (
          <p role="status">{year === null ? 'You have no invoices yet.' : `You have no invoices in ${year}.`}</p>
        ) : null}
        {s.hasTag('loaded') || (loading && invoices.length > 0) ? (
          <div className="overflow-x-auto rounded-[var(--radius)] bg-white shadow-sm dark:bg-slate-900">
            <table className="w-full text-sm">
              <caption className="sr-only">Invoices, newest first</caption>
              <thead>
                <tr className="border-b border-slate-300 text-start dark:border-slate-600">
                  <th scope="col" className="p-3 text-start">
                    Number
                  </th>
                  <th scope="col" className="p-3 text-start">
                    Date
                  </th>
                  <th scope="col" className="p-3 text-start">
                    Description
                  </th>
                  <th scope="col" className="p-3 text-end">
                    Amount
                  </th>
                  <th scope="col" className="p-3 text-start">
                    Status
                  </th>
                </tr>
              </thead>
              <tbody>
                {invoices.map((i) => (
                  <tr key={i.number} className="border-b border-slate-200 last:border-0 dark:border-slate-700">
                    <th scope="row" className="p-3 text-start font-normal">
                      <button
                        type="button"
                        className="focus-ring font-medium text-brand-700 underline-offset-2 hover:underline dark:text-teal-200"
                        onClick={() => history.send({ type: 'invoices.open', number: i.number })}
                      >
                        {i.number}
                      </button>
                    </th>
                    <td className="p-3 whitespace-nowrap">{day(i.issued_on)}</td>
                    <td className="p-3">{i.description}</td>
                    <td className="p-3 text-end whitespace-nowrap tabular-nums">{money(i.total, i.currency)}</td>
                    <td className="p-3">
                      <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_STYLE[i.status]}`}>
                        {STATUS_LABELS[i.status]}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>
      <InvoiceDialog history={history} />
    </div>
  );
}

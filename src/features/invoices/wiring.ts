import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { paymentHistoryMachine } from '../../../machines/invoices/paymentHistory.machine';
import { useAppSystem } from '../../system/context';
import { saveFile } from '../../ui/saveFile';

/** Payment History's machine with the invoices service (src/services/invoices.ts, loaded with /invoice only). */
export function usePaymentHistoryLogic() {
  const { api } = useAppSystem();
  return useMemo(() => {
    const service = async () => (await api()).invoices();
    return paymentHistoryMachine.provide({
      actors: {
        loadInvoices: fromPromise(async ({ input, signal }) => (await service()).list(input.year, signal)),
        loadInvoice: fromPromise(async ({ input, signal }) => (await service()).invoice(input.number, signal)),
        downloadPdf: fromPromise(async ({ input, signal }) => {
          const pdf = await (await service()).pdf(input.number, signal);
          saveFile(pdf, `${input.number}.pdf`);
        }),
      },
    });
  }, [api]);
}

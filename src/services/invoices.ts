import { HTTPError, type KyInstance } from 'ky';
import * as contract from '../../contract/invoices';
import { call } from './call';
import { serviceCall } from './http';

/** Payment History (contract/invoices.ts): the list by year, one invoice, its PDF. Loaded with /invoice only. */
export function createInvoices(http: KyInstance) {
  return {
    async list(year: number | null, signal?: AbortSignal): Promise<{ invoices: contract.InvoiceSummary[]; years: number[] }> {
      return serviceCall('invoices', 'list', async () => {
        const answer = await call(http, contract.list, { query: year === null ? {} : { year }, ...(signal ? { signal } : {}) });
        return { invoices: answer.data, years: answer.years };
      });
    },
    /** The invoice, or null when the person has none with that number (a 404 or a malformed number's 400). */
    async invoice(number: string, signal?: AbortSignal): Promise<contract.Invoice | null> {
      try {
        return (await call(http, contract.one, { params: { number }, ...(signal ? { signal } : {}) })).data;
      } catch (error) {
        if (error instanceof HTTPError && [400, 404].includes(error.response.status)) return null;
        return serviceCall('invoices', 'invoice', () => Promise.reject(error));
      }
    },
    /** The invoice's PDF, written by the server. */
    async pdf(number: string, signal?: AbortSignal): Promise<Blob> {
      return serviceCall('invoices', 'pdf', async () =>
        (await call(http, contract.pdf, { params: { number }, ...(signal ? { signal } : {}) })).blob(),
      );
    },
  };
}
export type InvoicesService = ReturnType<typeof createInvoices>;

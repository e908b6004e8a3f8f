import type { KyInstance } from 'ky';
import { list, type ScreeningResult } from '../../contract/screening-results';
import { call } from './call';
import { serviceCall } from './http';

/*
 * The person's own screening results, read only: the dashboard's check-in reminder loads this
 * (contract/screening-results.ts), not the screening service with the tools' questions and scoring.
 */

const SERVICE = 'screening';

export function createScreeningResults(http: KyInstance) {
  return {
    async list(signal?: AbortSignal): Promise<ScreeningResult[]> {
      return serviceCall(SERVICE, 'list', async () => (await call(http, list, { signal })).data);
    },
  };
}

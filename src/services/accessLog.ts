import type { KyInstance } from 'ky';
import * as api from '../../contract/accessLog';
import { call } from './call';
import { answeredCall } from './refusal';

/* Settings › Privacy's "Who saw my data" (contract/accessLog.ts): the person's own entries, newest first, and their CSV. */

const answers = {
  refused: (r: { message: string }) => new Error(r.message),
  unavailable: () => new Error('unavailable'),
};

export function createAccessLog(http: KyInstance) {
  return {
    mine(filter: api.AccessLogFilter = {}): Promise<api.AccessEntry[]> {
      return answeredCall(
        { service: 'accessLog', call: 'mine' },
        async () => (await call(http, api.myAccessLog, { query: filter })).data,
        answers,
      );
    },
    csv(filter: api.AccessLogFilter = {}): Promise<Blob> {
      return answeredCall(
        { service: 'accessLog', call: 'csv' },
        async () => (await call(http, api.myAccessLogCsv, { query: filter })).blob(),
        answers,
      );
    },
  };
}
export type AccessLogService = ReturnType<typeof createAccessLog>;

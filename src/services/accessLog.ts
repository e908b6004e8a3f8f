import type { KyInstance } from 'ky';
import * as api from '../../contract/accessLog';
import { call } from './call';
import { answeredCall } from './refusal';

/* Settings › Privacy's "Who saw my data" (contract/accessLog.ts): the person's own entries, newest first. */

export function createAccessLog(http: KyInstance) {
  return {
    mine(): Promise<api.AccessEntry[]> {
      return answeredCall({ service: 'accessLog', call: 'mine' }, async () => (await call(http, api.myAccessLog)).data, {
        refused: (r) => new Error(r.message),
        unavailable: () => new Error('unavailable'),
      });
    },
  };
}
export type AccessLogService = ReturnType<typeof createAccessLog>;

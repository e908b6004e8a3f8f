import type { KyInstance } from 'ky';
import * as pin from '../../contract/pin';
import { call } from './call';
import { serviceCall } from './http';

export const SERVICE = 'pinManager';

export interface PinServerStatus {
  hasPin: boolean;
  active: boolean;
  /** Seconds left of a lockout after five wrong tries (0 when none). */
  lockSeconds: number;
}

/** Seconds from now until an ISO time the server gave (never negative). */
export const secondsUntil = (iso: string | null) => (iso ? Math.max(0, Math.ceil((Date.parse(iso) - Date.now()) / 1000)) : 0);

export function createPinStatus(http: KyInstance) {
  return {
    /** GET /pin/status. Failing, it is reported and rejects (the gate treats it as "no PIN known"). */
    async status(): Promise<PinServerStatus> {
      return serviceCall(SERVICE, 'status', async () => {
        const body = await call(http, pin.status);
        return { hasPin: body.has_pin, active: body.active, lockSeconds: secondsUntil(body.locked_until) };
      });
    },
  };
}

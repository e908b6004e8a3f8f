import * as z from 'zod/mini';
import type { KyInstance } from 'ky';
import { serviceCall } from './http';

export const SERVICE = 'pinManager';
/** SPEC §7: prefix /api/pin-manager/v1, the eight calls (the other seven are in ./pinManager.ts). */
export const PREFIX = 'api/pin-manager/v1';

const statusBody = z.object({
  has_pin: z.boolean(),
  active: z.boolean(),
  locked_until: z._default(z.nullable(z.string()), null),
});

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
        const body = statusBody.parse(await http.get(`${PREFIX}/pin/status`).json());
        return { hasPin: body.has_pin, active: body.active, lockSeconds: secondsUntil(body.locked_until) };
      });
    },
  };
}

import type Provider from 'oidc-provider';
import type { GrantCheck } from '../http/auth';
import type { PinUnlocks } from '../pin';
import type { Queryable } from '../db/types';
import { touchSession } from '../sessions';

/**
 * What every access-token check asks beyond signature and expiry (http/auth.ts): does the
 * token's grant still stand? Sign-out and refresh-token revocation destroy the grant (the
 * same event closes what its tokens opened, realtime/live-connections.ts), so its tokens stop
 * working at their next use instead of living out their 10 minutes. A token used is its
 * session at work: it keeps the session's PIN unlock from lapsing (pin/unlocks.ts) and moves its
 * last active time (Settings › Sessions, server/sessions).
 */
export function sessionCheck(provider: Provider, unlocks: PinUnlocks, db: Queryable): GrantCheck {
  return {
    async stands(grantId, userId) {
      const grant = await provider.Grant.find(grantId);
      if (grant?.accountId !== String(userId)) return false;
      await unlocks.touch(grantId);
      await touchSession(db, grantId);
      return true;
    },
  };
}

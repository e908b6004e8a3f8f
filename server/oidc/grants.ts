import type { GrantInstance, OidcContext } from 'oidc-provider';
import type { ServerContext } from '../config';
import type { Database } from '../db/database';
import { recordSignIn } from '../sessions';

/**
 * `loadExistingGrant` for the one first-party client: consent is implied, so the grant
 * always covers `openid profile email` and the `api` resource scope and no consent page
 * is ever shown.
 */
export function ensureFirstPartyGrant(ctx: ServerContext) {
  return async (c: OidcContext) => {
    const { client, session, provider } = c.oidc;
    if (!client || !session?.accountId) return undefined;
    const grantId = c.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
    let grant = grantId ? await provider.Grant.find(grantId) : undefined;
    if (grant && grant.accountId !== session.accountId) grant = undefined;
    grant ??= new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
    grant.addOIDCScope('openid profile email offline_access');
    grant.addResourceScope(ctx.apiAudience, 'api');
    await grant.save();
    return grant;
  };
}

/**
 * Keeps what Settings › Sessions shows of the session (server/sessions): the browser's user agent
 * and address at each authorization (a sign-in, or a silent renewal from the same browser).
 */
export function recordingSignIn(db: Database, load: (c: OidcContext) => Promise<GrantInstance | undefined>) {
  return async (c: OidcContext) => {
    const grant = await load(c);
    const accountId = Number(grant?.accountId);
    if (grant?.jti && Number.isSafeInteger(accountId))
      await recordSignIn(db, grant.jti, accountId, c.get?.('user-agent') || null, c.ip || null);
    return grant;
  };
}

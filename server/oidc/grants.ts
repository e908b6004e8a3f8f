import type { OidcContext } from 'oidc-provider';
import type { ServerContext } from '../config';

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

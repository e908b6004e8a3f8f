import type { OidcContext } from 'oidc-provider';
import { CLIENT_ID } from '../config';
import { page } from '../web/html';
import { LOGOUT_SCRIPT } from '../web/inline-scripts';

/**
 * Did this sign-out come from our app? oidc-provider has already verified an `id_token_hint`
 * (signature and audience) before calling logoutSource, so its presence with our client means
 * the app's own Log out, which has already asked the person.
 */
function fromOurApp(ctx: OidcContext): boolean {
  const params = (ctx.oidc as unknown as { params?: Record<string, unknown> }).params;
  return typeof params?.id_token_hint === 'string' && params.id_token_hint !== '' && ctx.oidc.client?.clientId === CLIENT_ID;
}

/**
 * The end-session confirmation. From the app's Log out (valid id_token_hint) it submits
 * itself; anything else (a link or a navigation from another site) asks first, so a page
 * elsewhere cannot sign a person out. `form` is oidc-provider's own `<form id="op.logoutForm">`
 * with the xsrf token; the buttons also work without JavaScript.
 */
export async function logoutSource(ctx: OidcContext, form: string): Promise<void> {
  ctx.type = 'html';
  if (!fromOurApp(ctx)) {
    ctx.body = page(
      'Sign out?',
      `
<h1>Sign out of NeuroHealth Care?</h1>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>
<p class="switch"><a href="/">Stay signed in</a></p>`,
    );
    return;
  }
  ctx.body = page(
    'Signing out',
    `
<h1>Signing out…</h1>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>
<script>${LOGOUT_SCRIPT}</script>`,
  );
}

export async function postLogoutSuccessSource(ctx: OidcContext): Promise<void> {
  ctx.type = 'html';
  ctx.body = page(
    'Signed out',
    `
<h1>You are signed out</h1>
<p>You can close this window or <a href="/">go back to the app</a>.</p>`,
  );
}

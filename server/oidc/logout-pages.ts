import type { OidcContext } from 'oidc-provider';
import { page } from '../web/html';

/**
 * The app's Log out already asked the user, so the provider's confirmation submits itself.
 * `form` is oidc-provider's own `<form id="op.logoutForm">` with the xsrf token; the button
 * stays for browsers without JavaScript.
 */
export async function logoutSource(ctx: OidcContext, form: string): Promise<void> {
  ctx.type = 'html';
  ctx.body = page('Signing out', `
<h1>Signing out…</h1>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>
<script>
  (function () {
    var form = document.getElementById('op.logoutForm');
    var input = document.createElement('input');
    input.type = 'hidden'; input.name = 'logout'; input.value = 'yes';
    form.appendChild(input);
    form.submit();
  })();
</script>`);
}

export async function postLogoutSuccessSource(ctx: OidcContext): Promise<void> {
  ctx.type = 'html';
  ctx.body = page('Signed out', `
<h1>You are signed out</h1>
<p>You can close this window or <a href="/">go back to the app</a>.</p>`);
}

import type { OidcContext } from 'oidc-provider';
import { esc, page } from '../web/html';

/** oidc-provider's error page, without the default's external web fonts. */
export async function renderError(ctx: OidcContext, out: Record<string, unknown>): Promise<void> {
  ctx.type = 'html';
  ctx.body = page(
    'Sign-in problem',
    `
<h1>Something went wrong while signing in</h1>
<div role="alert">
${Object.entries(out)
  .map(([key, value]) => `<p><strong>${esc(key)}</strong>: ${esc(value)}</p>`)
  .join('\n')}
</div>
<p><a href="/">Go back to the app</a> and try again.</p>`,
  );
}

import * as contract from '../../contract/mail';
import { serve } from '../http/endpoint';
import type { FastifyInstance } from 'fastify';
import { fromThisMachine } from '../http/client-address';
import { addressedToUs } from '../web/host';
import { esc, page } from '../web/html';
import type { Inbox } from './inbox';

export const INBOX_PATH = '/__mail';

/**
 * GET /__mail: the local inbox (server/mail/inbox.ts) as a page a person opens, newest
 * message first, every text escaped. Only when the server runs its own inbox (no SMTP_URL),
 * only for requests from this machine (not through a proxy: server/http/client-address.ts), and only addressed to this server by its own name
 * (`hosts`, server/web/host.ts: a rebound name is refused): the messages hold sign-in links
 * and PIN codes.
 */
export function registerInboxPage(app: FastifyInstance, inbox: Inbox, hosts: ReadonlySet<string>) {
  serve(app, contract.inbox, async ({ req, reply }) => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    if (!fromThisMachine({ headers: req.headers, remoteAddress: req.socket.remoteAddress }) || !addressedToUs(hosts, req.headers))
      return reply.status(404).send({ error: 'not found' });
    const items = inbox
      .messages()
      .map(
        (m) => `<article aria-labelledby="m-${esc(m.id)}" data-to="${esc(m.to)}">
<h2 id="m-${esc(m.id)}">${esc(m.subject)}</h2>
<p class="hint">To ${esc(m.to)} · ${esc(new Date(m.receivedAt).toUTCString())}</p>
<pre style="white-space:pre-wrap;font:inherit">${esc(m.text)}</pre>
${m.attachments
  .map(
    (a) => `<details><summary>Attached: ${esc(a.filename)} (${esc(a.contentType)})</summary>
<pre style="white-space:pre-wrap">${esc(a.content)}</pre></details>`,
  )
  .join('\n')}
</article>`,
      )
      .join('\n<hr>\n');
    reply.type('text/html; charset=utf-8');
    return page(
      'Local inbox',
      `<p class="brand">NeuroHealth Care</p>
<h1>Local inbox</h1>
<p class="hint">E-mail the reference server sent on this machine (no SMTP_URL set), newest first. Reload to see new mail.</p>
${items || '<p>No e-mail yet.</p>'}`,
    );
  });
}

import type { IncomingHttpHeaders } from 'node:http';

const LOCAL_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The Host header values that name this server: PUBLIC_ORIGIN's host, and the localhost forms
 * of the port it listens on. A page that answers any Host can be read by a site whose name
 * was made to point at this machine (DNS rebinding): the browser then calls it same-origin.
 */
export function ownHosts(publicOrigin: string, port: number): ReadonlySet<string> {
  return new Set([new URL(publicOrigin).host, ...LOCAL_NAMES.map((name) => `${name}:${port}`)].map((h) => h.toLowerCase()));
}

/** Whether the request was addressed to this server by one of its own names. */
export const addressedToUs = (hosts: ReadonlySet<string>, headers: IncomingHttpHeaders) =>
  hosts.has((headers.host ?? '').toLowerCase());

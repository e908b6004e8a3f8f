/**
 * Issue #57 item 15: behind a reverse proxy on the same machine (the bundled nginx of `npm run
 * start:cluster`, scripts/nginx.mjs) every request's peer is 127.0.0.1. The pages that answer on
 * this machine only (the local inbox /__mail with its PIN codes, the development hooks /__dev)
 * must not answer what came through the proxy, which says so with X-Forwarded-For; and
 * per-address limits read the forwarded address only from a trusted proxy, from the entry the
 * proxy wrote, never from what the client wrote itself.
 */
import { describe, expect, it } from 'vitest';
import { clientAddress, fromThisMachine, proxyTrust } from '../../server/http/client-address';
import { serverPerFile } from './helpers';

// No TRUST_PROXY: nobody's X-Forwarded-For counts.
const server = serverPerFile();
// TRUST_PROXY=1, as DEPLOY.md offered it: now a proxy on this machine (loopback), as the bundled nginx.
const proxied = serverPerFile({ trustProxy: true });

/** What nginx sends on for a client at `address` (proxy_add_x_forwarded_for, proxy_set_header Host $http_host). */
const throughNginx = (address: string, written?: string) => ({
  'x-forwarded-for': written ? `${written}, ${address}` : address,
  'x-forwarded-proto': 'http',
});

describe('pages for this machine only, behind a proxy on it (#57.15)', () => {
  it('the development hooks refuse a request that came through a proxy, and serve one from this machine', async () => {
    const chat = (headers: Record<string, string>) =>
      fetch(`${server.url}/__dev/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ from: 'admin', to: 'caregiver', message: 'through the proxy?' }),
      });
    expect((await chat({})).status).toBe(201);
    expect((await chat(throughNginx('203.0.113.7'))).status).toBe(403);
    expect((await chat({ forwarded: 'for=203.0.113.7' })).status).toBe(403);
    expect((await chat({ 'x-real-ip': '203.0.113.7' })).status).toBe(403);
    // Even a proxy's own claim that the client is local: it came through a proxy.
    expect((await chat(throughNginx('127.0.0.1'))).status).toBe(403);
  });

  it('the local inbox (PIN codes, sign-in links) is not found through a proxy', async () => {
    expect((await fetch(server.inboxUrl!)).status).toBe(200);
    const behind = await fetch(server.inboxUrl!, { headers: throughNginx('203.0.113.7') });
    expect(behind.status).toBe(404);
    expect(await behind.text()).not.toContain('Local inbox');
    expect((await fetch(server.inboxUrl!, { headers: { forwarded: 'for=198.51.100.4;proto=http' } })).status).toBe(404);
  });
});

describe('per-address limits and X-Forwarded-For (#57.15)', () => {
  /** The contact form counts 10 a window per address, before the form is read (an empty one counts). */
  const contact = (base: string, headers: Record<string, string>) =>
    fetch(`${base}/public/contact-messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: '{}',
    }).then((res) => res.status);

  it('from a peer that is not a trusted proxy, X-Forwarded-For changes nothing: the 11th message is refused', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push(await contact(server.url, throughNginx(`198.51.100.${i + 1}`)));
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('from the trusted proxy, the address it wrote counts, never the one the client wrote before it', async () => {
    const statuses: number[] = [];
    // One client (192.0.2.10) writing a new X-Forwarded-For of its own each time, which nginx keeps on the left.
    for (let i = 0; i < 11; i += 1) statuses.push(await contact(proxied.url, throughNginx('192.0.2.10', `10.9.8.${i + 1}`)));
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Another client through the same proxy has a count of its own.
    expect(await contact(proxied.url, throughNginx('192.0.2.11'))).toBe(400);
  });
});

describe('the trust (server/http/client-address.ts)', () => {
  const request = (peer: string, forwarded?: string) => ({
    socket: { remoteAddress: peer } as never,
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  });

  it('reads X-Forwarded-For from the right, past trusted proxies only', () => {
    const trust = proxyTrust('loopback, 10.0.0.0/8');
    expect(clientAddress(request('::ffff:127.0.0.1', '1.1.1.1, 203.0.113.5'), trust)).toBe('203.0.113.5');
    // A second proxy (10.1.2.3) that is trusted, then the client.
    expect(clientAddress(request('127.0.0.1', '1.1.1.1, 203.0.113.5, 10.1.2.3'), trust)).toBe('203.0.113.5');
    // A peer that is no trusted proxy is the client, whatever it says.
    expect(clientAddress(request('203.0.113.9', '127.0.0.1'), trust)).toBe('203.0.113.9');
    expect(clientAddress(request('127.0.0.1', 'not an address'), trust)).toBe('127.0.0.1');
    expect(clientAddress(request('127.0.0.1', '1.1.1.1'), proxyTrust(undefined))).toBe('127.0.0.1');
    expect(clientAddress(request('127.0.0.1', '1.1.1.1'), proxyTrust('192.0.2.1'))).toBe('127.0.0.1');
    expect(proxyTrust(true)('127.0.0.1')).toBe(true);
    expect(proxyTrust(true)('192.0.2.1')).toBe(false);
    expect(() => proxyTrust('everyone')).toThrow(/TRUST_PROXY/);
  });

  it('a request is from this machine only from loopback without a proxy’s header', () => {
    expect(fromThisMachine({ remoteAddress: '::ffff:127.0.0.1', headers: {} })).toBe(true);
    expect(fromThisMachine({ remoteAddress: '::1', headers: {} })).toBe(true);
    expect(fromThisMachine({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '127.0.0.1' } })).toBe(false);
    expect(fromThisMachine({ remoteAddress: '127.0.0.1', headers: { via: '1.1 nginx' } })).toBe(false);
    expect(fromThisMachine({ remoteAddress: '192.0.2.1', headers: {} })).toBe(false);
  });
});

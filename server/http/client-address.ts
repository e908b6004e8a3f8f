import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/**
 * Whose address a request counts against (issue #57.15). Per-address limits (sign-ups, sign-in
 * throttles, uploads, error reports, contact and feedback messages, voice) key on it.
 *
 * The address is the direct peer's unless that peer is a proxy the server was told to trust
 * (TRUST_PROXY: addresses or CIDR ranges, comma-separated, and the words `loopback` (this
 * machine, as the bundled nginx of `npm run start:cluster`), `private` (10/8, 172.16/12,
 * 192.168/16, fc00::/7); `1` or `true` mean `loopback`). From a trusted peer, X-Forwarded-For is
 * read from its right-hand end, the entry the nearest proxy wrote, skipping further trusted
 * proxies: what a client wrote itself, on the left, never changes its key, and from any peer
 * not trusted the header is ignored. Unset, no proxy is trusted.
 */
export type ProxyTrust = (address: string) => boolean;

const LOOPBACK: Array<[string, number, 'ipv4' | 'ipv6']> = [
  ['127.0.0.0', 8, 'ipv4'],
  ['::1', 128, 'ipv6'],
];
const PRIVATE: Array<[string, number, 'ipv4' | 'ipv6']> = [
  ['10.0.0.0', 8, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['fc00::', 7, 'ipv6'],
];

/** An IPv4 address written as IPv6 (::ffff:127.0.0.1, as Node reports a dual-stack socket's peer) as IPv4. */
export const plainAddress = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/** The trust a TRUST_PROXY setting gives; throws on a word it does not know (the server does not start). */
export function proxyTrust(setting: boolean | string | undefined): ProxyTrust {
  if (setting === undefined || setting === false || setting === '') return () => false;
  const list = new BlockList();
  const ranges = (items: typeof LOOPBACK) => {
    for (const [net, prefix, type] of items) list.addSubnet(net, prefix, type);
  };
  const entries = setting === true ? ['loopback'] : setting.split(',').map((entry) => entry.trim());
  for (const entry of entries.filter(Boolean)) {
    const word = entry.toLowerCase();
    if (word === '1' || word === 'true' || word === 'loopback') ranges(LOOPBACK);
    else if (word === 'private') ranges(PRIVATE);
    else {
      const [net = '', prefix] = entry.split('/');
      const type = isIP(net);
      if (!type || (prefix !== undefined && !/^\d{1,3}$/.test(prefix)))
        throw new Error(`TRUST_PROXY: "${entry}" is not an address, a CIDR range, loopback or private`);
      const family = type === 4 ? 'ipv4' : 'ipv6';
      if (prefix === undefined) list.addAddress(net, family);
      else list.addSubnet(net, Number(prefix), family);
    }
  }
  return (address) => {
    const plain = plainAddress(address);
    const type = isIP(plain);
    return type !== 0 && list.check(plain, type === 4 ? 'ipv4' : 'ipv6');
  };
}

/**
 * The client's address: the peer's, or, while the peer (then each proxy before it) is trusted,
 * the X-Forwarded-For entry to its left. The same rule Fastify's `req.ip` follows with this
 * trust (server/app.ts gives it), for requests that never reach Fastify (the voice upgrade).
 */
export function clientAddress(req: Pick<IncomingMessage, 'headers' | 'socket'>, trust: ProxyTrust): string {
  let address = plainAddress(req.socket.remoteAddress ?? '');
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  while (forwarded.length > 0 && trust(address)) {
    const next = plainAddress(forwarded.pop()!);
    // Something other than an address written by a proxy: the trusted peer's own address stands.
    if (!isIP(next)) break;
    address = next;
  }
  return address;
}

/** Headers a reverse proxy adds: a request carrying any of them came through one (or says it did). */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host', 'via'];

/**
 * Whether a request is from this machine itself, for the pages that answer only there (the
 * local inbox /__mail, the development hooks /__dev): a loopback peer that carries no proxy
 * header. Behind a proxy on this machine every request's peer is loopback; the proxy's headers
 * say it came from elsewhere, and a request from this machine has no reason to send them.
 */
export function fromThisMachine(req: { headers: IncomingHttpHeaders; remoteAddress?: string | undefined }): boolean {
  const peer = plainAddress(req.remoteAddress ?? '');
  if (!(/^127\.\d+\.\d+\.\d+$/.test(peer) || peer === '::1')) return false;
  return PROXY_HEADERS.every((name) => req.headers[name] === undefined);
}

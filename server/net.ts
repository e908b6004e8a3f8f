import { createServer } from 'node:net';

/**
 * Ports tried when any free port will do: below Linux's ephemeral range (32768–60999), which
 * outgoing connections draw from. A port the OS hands out for port 0 comes from that range, and
 * between finding it free and listening on it, a database or HTTP client's socket could take
 * it (EADDRINUSE, seen with two test files starting servers beside a real Postgres).
 */
const RANGE = { from: 20_000, to: 32_000 };

function tryPort(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/** A free TCP port, so the issuer URL is known before the provider is built. */
export async function freePort(host = 'localhost'): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = RANGE.from + Math.floor(Math.random() * (RANGE.to - RANGE.from));
    if (await tryPort(port, host)) return port;
  }
  throw new Error(`no free port between ${RANGE.from} and ${RANGE.to}`);
}

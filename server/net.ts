import { createServer } from 'node:net';

/** A free TCP port, so the issuer URL is known before the provider is built. */
export function freePort(host = 'localhost'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

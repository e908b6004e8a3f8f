import { spawn } from 'node:child_process';
import path from 'node:path';
import { auxPort } from './fixtures';

/**
 * A TURN relay for a call test (tests/e2e/turn-relay.mjs): the calls are pointed at it with the
 * relay-only policy (the development hook /__dev/call/ice), so every packet of the call goes
 * through this process, and the test can cut the network and bring it back. Its ports are the
 * lane's own (auxPort, fixtures.ts): the first to listen, the next nineteen to relay.
 */
export async function startTurnRelay() {
  const port = auxPort(0);
  const child = spawn(
    process.execPath,
    [path.resolve(import.meta.dirname, 'turn-relay.mjs'), String(port), String(auxPort(1)), String(auxPort(19))],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`the TURN relay exited (${code})`)));
  });
  const signal = (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
  };
  return {
    ice: { servers: [{ urls: `turn:127.0.0.1:${port}`, username: 'call', credential: 'relay-test' }], policy: 'relay' as const },
    /** Nothing is relayed: the network between the two browsers is cut. */
    cut: () => signal('SIGSTOP'),
    restore: () => signal('SIGCONT'),
    stop: () => {
      signal('SIGCONT');
      signal('SIGKILL');
    },
  };
}

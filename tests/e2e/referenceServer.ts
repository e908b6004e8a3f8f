import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A reference server of a test's own, on its own port and database, that the
 * test can really stop and start again (the shared one must stay up).
 */
export class ReferenceServer {
  private child: ChildProcess | null = null;
  readonly dataDir = mkdtempSync(join(tmpdir(), 'neurohealth-restart-'));
  constructor(readonly port: number) {}

  get url() {
    return `http://localhost:${this.port}`;
  }

  async start() {
    this.child = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(this.port),
        DATA_DIR: this.dataDir,
        STATIC_DIR: process.env.DIST_DIR ?? 'dist',
        APP_ORIGINS: '',
        REFERENCE_DEV_HOOKS: '1',
      },
      stdio: 'ignore',
    });
    // A first start seeds a database (some 5 s on a quiet machine, far more beside busy lanes).
    for (let i = 0; i < 360; i++) {
      try {
        if ((await fetch(`${this.url}/config.json`)).ok) return;
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('reference server did not start');
  }

  async stop() {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
    this.child = null;
  }
}

import { spawn, type ChildProcess } from 'node:child_process';
import { freshDataDir } from '../../scripts/seeded-data.mjs';
import { waitOf } from './slowness';

/**
 * A reference server of a test's own, on its own port and database, that the
 * test can really stop and start again (the shared one must stay up).
 */
export class ReferenceServer {
  private child: ChildProcess | null = null;
  /** Made at the first start (not when a spec file is loaded): a copy of the run's seeded folder when there is one. */
  private dataDir: string | null = null;
  /** `env`: more of the server's environment (a test's own configuration, e.g. MAP_STYLE_URL). */
  constructor(
    readonly port: number,
    private readonly env: Record<string, string> = {},
  ) {}

  get url() {
    return `http://localhost:${this.port}`;
  }

  async start() {
    this.dataDir ??= freshDataDir('neurohealth-restart-');
    const child = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(this.port),
        DATA_DIR: this.dataDir,
        STATIC_DIR: process.env.DIST_DIR ?? 'dist',
        APP_ORIGINS: '',
        REFERENCE_DEV_HOOKS: '1',
        ...this.env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    this.child = child;
    // What it said last on stderr, to say why if it ends before it answers.
    let said = '';
    child.stderr?.on('data', (chunk: Buffer) => (said = `${said}${chunk.toString()}`.slice(-2000)));
    // A first start in an empty folder seeds a database: some 15 s on a quiet machine, far more beside busy lanes.
    const until = Date.now() + waitOf(120_000);
    while (Date.now() < until) {
      if (child.exitCode !== null) throw new Error(`reference server exited (${child.exitCode}) before it answered:\n${said}`);
      try {
        if ((await fetch(`${this.url}/config.json`)).ok) return;
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`reference server did not answer within ${waitOf(120_000) / 1000} s:\n${said}`);
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

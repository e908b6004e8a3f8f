import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    // Two files at a time: on these 2-core machines one worker (vitest's default, cores - 1) left
    // a core idle while server tests waited on I/O; three made the model tests slower.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'machines',
          include: ['machines/**/*.test.ts'],
          // A model test is one long synchronous walk (the largest, the search page's, about 15 s
          // alone): two minutes each. npm test gives them longer beside the browser lanes.
          testTimeout: 120_000,
          // Pure machines and their model tests share no state between files, so they run in
          // one module graph per worker: XState and the shared domain are loaded once, not
          // once per file (the machines' tests took 58 s against 94 s isolated, same machine).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'views',
          // Views (jsdom, React, the system actor) keep one module graph per file.
          include: ['src/**/*.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server and tooling',
          include: ['tests/**/*.test.{ts,tsx}'],
          // One seeded server for the run; each server test starts from a copy of it (tests/server/seeded-template.ts).
          globalSetup: ['tests/server/seeded-template.ts'],
          // Each file starts servers of its own (all their state lives in startServer's closure) and
          // mocks no module, so the files of a worker share one module graph: the server, Fastify,
          // oidc-provider and the contract are loaded twice a run, not once per file. On PGlite the
          // pass took 270 s against 480 s isolated (import 18 s against 175 s; 334 CPU-s against
          // 725), the same quiet 2-core machine, all 579 tests passing either way.
          isolate: false,
        },
      },
    ],
  },
});

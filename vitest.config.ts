import { defineConfig } from 'vitest/config';

/** The client's `.test.ts` files that keep a module graph of their own (see the `view units` project). */
export const ISOLATED_UNITS = [
  'src/reporting/reporting.resizeObserver.test.ts',
  'src/reporting/reporting.prefetch.test.ts',
  'src/services/oidc.test.ts',
  'src/features/toasts/chatAlert.test.ts',
  'src/realtime/eventSource.test.ts',
  'src/realtime/voice.test.ts',
  'src/realtime/chatSocket.test.ts',
];

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
          // Views (happy-dom, React, the system actor) keep one module graph per file, and so do the
          // client's unit tests that mock a module, stub a global, fake timers or need a DOM.
          include: ['src/**/*.test.tsx', ...ISOLATED_UNITS],
        },
      },
      {
        extends: true,
        test: {
          name: 'view units',
          // The client's other unit tests (pure helpers, route guards, service clients against a
          // fake fetch, in Node) share one module graph per worker, as the machines' do: the 17
          // files took 6.9 CPU-s against 17.1 isolated (issue #58). npm test runs them with the
          // views. One that mocks a module or changes a global goes in ISOLATED_UNITS
          // (tests/tooling/view-units.test.ts checks).
          include: ['src/**/*.test.ts'],
          exclude: ISOLATED_UNITS,
          isolate: false,
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

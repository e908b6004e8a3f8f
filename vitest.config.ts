import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.{ts,tsx}', 'machines/**/*.test.ts', 'src/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    // One seeded server for the run; each server test starts from a copy of it (tests/server/seeded-template.ts).
    globalSetup: ['tests/server/seeded-template.ts'],
    // Two files at a time: on these 2-core machines one worker (vitest's default, cores - 1) left
    // a core idle while server tests waited on I/O; three made the model tests slower.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

import os from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * The API suite runs on PGlite always, and a second time on PostgreSQL when TEST_DATABASE_URL
 * is set (CI sets it).
 */
const databases = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export default defineConfig({
  test: {
    // Files wait on PostgreSQL, Redis, child processes and argon2's threads as much as on the CPU:
    // one worker per core keeps both cores busy (vitest's default leaves one free).
    maxWorkers: Math.max(2, os.availableParallelism()),
    // Each file builds its own app on its own database and no module keeps state between apps,
    // so files share a worker's loaded modules instead of importing the API again (~1.6 s each).
    isolate: false,
    projects: databases.map((db) => ({
      extends: true,
      test: {
        name: db,
        env: { TEST_DB: db },
        globalSetup: ['src/test/global-setup.ts'],
        include: ['src/**/*.test.ts'],
        // Two machines behind nginx need the web's build: run after it (vitest.machines.config.ts).
        exclude: ['src/test/machines/**', '**/node_modules/**'],
        testTimeout: 60_000,
        hookTimeout: 120_000,
      },
    })),
  },
});

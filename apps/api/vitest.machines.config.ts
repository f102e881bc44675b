import { defineConfig } from 'vitest/config';

/**
 * The shop on two machines behind nginx (issue 35): PostgreSQL, Redis, nginx and the web's
 * production build. `npm test` runs it after the build (scripts/test.mjs); by hand:
 * `node scripts/start.mjs --build-only`, then in apps/api
 * `TEST_DATABASE_URL=… TEST_REDIS_URL=… npx vitest run --config vitest.machines.config.ts`.
 */
export default defineConfig({
  test: {
    name: 'machines',
    include: ['src/test/machines/**/*.test.ts'],
    env: { TEST_DB: 'postgres' },
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 600_000,
  },
});

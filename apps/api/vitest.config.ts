import { defineConfig } from 'vitest/config';

/**
 * The API suite runs on PGlite always, and a second time on PostgreSQL when TEST_DATABASE_URL
 * is set (CI sets it).
 */
const databases = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export default defineConfig({
  test: {
    projects: databases.map((db) => ({
      extends: true,
      test: {
        name: db,
        env: { TEST_DB: db },
        include: ['src/**/*.test.ts'],
        testTimeout: 60_000,
        hookTimeout: 120_000,
      },
    })),
  },
});

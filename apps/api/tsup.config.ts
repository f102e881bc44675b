import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';

/** One bundle for production; the contract and words packages are bundled in, npm packages stay external. */
export default defineConfig({
  entry: { server: 'src/server.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: ['@farm/contract', '@farm/words'],
  onSuccess: async () => {
    cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
  },
});

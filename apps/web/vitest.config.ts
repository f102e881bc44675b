import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests of the web app's pure logic (money, CSV plans, rules): src/**/*.test.ts, no browser;
// and test/**/*.test.ts: the web server's /api forwarding (api-proxy.mjs) against a stand-in API.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: { include: ['src/**/*.test.ts', 'test/**/*.test.ts'], environment: 'node' },
});

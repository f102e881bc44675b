/**
 * The API's face for the repository's tools (`bench/`): what they may build on, so that they do not
 * reach into the API's files. `@farm/api/tooling` in their imports. Not part of the running shop.
 */
export { buildApp } from './app.js';
export { jwtSecretOf, type StartOptions, startApi } from './bootstrap.js';
export { type Config, loadConfig } from './config.js';
export { type Database, type Db, openDatabase } from './db/client.js';
export { migrateDatabase } from './db/migrate.js';
export * as schema from './db/schema.js';
export { seedContent } from './db/seed/seed-catalogue.js';
export { hashPassword } from './lib/password.js';
export { createTokenService } from './modules/auth/index.js';
export { refreshRecentSales, searchColumns } from './modules/product/index.js';
export { serveAloneOrAsGroup } from './process-group.js';
export { startRazorpayStandin } from './standins/razorpay/index.js';

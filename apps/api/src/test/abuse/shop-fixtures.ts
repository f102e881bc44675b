import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deliveryFeeFor } from '@farm/contract';
import { expect } from 'vitest';
import { createScratchPostgres } from '../scratch-postgres.js';

/** A whole shop on disk (or on a scratch PostgreSQL database) for the durability tests. Tests only. */

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

export const ADMIN = { email: 'owner@durability.test', password: 'durability-owner-pw' };
/** A demo customer (db/seed/data/customers.ts) and the demo password. */
export const PRIYA = { userName: '9876543210', password: 'goatfarm123' };

export type ShopPlace = {
  kind: 'pglite' | 'postgres';
  /** The settings that point an API, or `npm run db:*`, at this shop. */
  env: Record<string, string>;
  dataDir: string;
  remove(): Promise<void>;
};

/** A fresh, empty place for a shop: a DATA_DIR, plus a scratch database on PostgreSQL. */
export async function freshShopPlace(kind: 'pglite' | 'postgres'): Promise<ShopPlace> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'farm-durability-'));
  const base = {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    JWT_SECRET: 'durability-test-secret-that-is-long-enough!',
    COOKIE_SECURE: 'false',
  };
  if (kind === 'pglite') {
    return {
      kind,
      env: base,
      dataDir,
      remove: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const scratch = await createScratchPostgres();
  return {
    kind,
    env: { ...base, DATABASE_URL: scratch.url },
    dataDir,
    remove: async () => {
      await scratch.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `npm run <script> -- <args>` from the repository root, as a farm runs it. */
export function npmRun(script: string, args: string[], env: Record<string, string>) {
  const result = spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), LOG_LEVEL: 'warn', ...env },
    encoding: 'utf8',
    timeout: 300_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

export type Caller = (
  method: string,
  url: string,
  opts?: { token?: string; body?: unknown; headers?: Record<string, string> },
) => Promise<{
  status: number;
  data: any;
}>;

/** Signs in as the owner and as Priya; answers their tokens and Priya's id and first address. */
export async function signInOwnerAndPriya(call: Caller) {
  const staff = await call('POST', '/api/auth/login', { body: ADMIN });
  expect(staff.status).toBe(200);
  const priya = await call('POST', '/api/customer/login', { body: PRIYA });
  expect(priya.status).toBe(200);
  const token: string = priya.data.response.jwtToken;
  const id: number = priya.data.response.user.id;
  const addresses = await call('GET', `/api/address/customer/${id}`, { token });
  expect(addresses.status).toBe(200);
  return {
    staffToken: staff.data.response.jwtToken as string,
    priya: { id, token, addressId: addresses.data.response[0].id as number },
  };
}

/** The total the storefront would show for these lines now: today's prices and delivery fee. */
export async function shownTotal(call: Caller, lines: { productId: number; quantity: number }[]) {
  const settings = await call('GET', '/api/settings');
  expect(settings.status).toBe(200);
  let subtotal = 0;
  for (const line of lines) {
    const product = await call('GET', `/api/product/${line.productId}`);
    expect(product.status).toBe(200);
    subtotal += product.data.response.price * line.quantity;
  }
  return subtotal + deliveryFeeFor(settings.data.response, subtotal);
}

/** A product made for the test, with plenty of stock. */
export async function stockedProduct(call: Caller, staffToken: string, stock: number) {
  const category = await call('POST', '/api/category', {
    token: staffToken,
    body: { name: `Durability ${Date.now()}` },
  });
  const product = await call('POST', '/api/product', {
    token: staffToken,
    body: {
      productCode: `DUR-${Date.now()}`,
      name: 'Durability ghee',
      description: 'Ghee that survives crashes',
      categoryId: category.data.response.id,
      price: 45_000,
      unit: '500 ml',
      stock,
    },
  });
  expect(product.status).toBe(201);
  return product.data.response.id as number;
}

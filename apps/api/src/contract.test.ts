import { endpoints } from '@farm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.js';

/**
 * The contract is the one source of the API's endpoints: the API registers exactly the endpoints
 * of `@farm/contract` (no route of its own beside them, none missing), so the web's typed client
 * and the OpenAPI document describe what really answers.
 */
let t: TestApp;
let documented: string[];
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.call('GET', '/api/docs/json');
  const paths = res.data.paths as Record<string, Record<string, unknown>>;
  documented = Object.entries(paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((method) => method !== 'head')
      .map((method) => `${method.toUpperCase()} ${path.replace(/^\/api/, '')}`),
  );
});
afterAll(async () => {
  await t?.close();
});

const contractOperations = Object.values(endpoints).map(
  (e) => `${e.method} ${e.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`,
);

describe('the contract and the API', () => {
  it('names every endpoint once (no two names for one method and path)', () => {
    expect(new Set(contractOperations).size).toBe(contractOperations.length);
  });

  it('registers every endpoint of the contract, and no other', () => {
    expect([...documented].sort()).toEqual([...contractOperations].sort());
  });
});

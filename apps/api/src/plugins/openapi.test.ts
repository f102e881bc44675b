import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

/** Every endpoint of the spec's section 7, as `METHOD /path` with OpenAPI-style parameters. */
const SPEC_ENDPOINTS = `
GET /address/all; GET /address/customer/{id}; GET /address/{id}; GET /banner/all; GET /banner/{id};
GET /banner/default; GET /banner/video; GET /banner/image; GET /blog-category/all; GET /blog-category/{id};
GET /blogs/all; GET /blogs/{id}; GET /category/all; GET /category/{id}; GET /customer/all; GET /customer/{id};
GET /customer/cart/{id}; GET /customer/wishlist/{id}; GET /customer/wishlist/add; GET /customer/notify-products/{id};
GET /offer/all; GET /offer/{id}; GET /orders/all; GET /orders/{id}; GET /orders/customer/{id}; GET /orders/bundle;
GET /product/all; GET /product/{id}; GET /product/add-to-cart; GET /product/product-code; GET /product/category/{id};
GET /product/search; GET /product/best-selling; GET /review/all; GET /review/{id}; GET /review/product/{productId};
GET /user; GET /user/{id};
POST /address; POST /banner; POST /blog-category; POST /blogs; POST /category; POST /offer; POST /orders/1;
POST /product; POST /review; POST /user;
POST /customer/login; POST /customer; POST /auth/login; POST /otp/send/customer; POST /contact-as;
POST /review/reply; POST /product/notify; POST /orders/products; POST /customer/cart/remove;
POST /customer/remove-product;
PUT /address/{id}; PUT /banner/{id}; PUT /blog-category/{id}; PUT /blogs/{id}; PUT /category/{id};
PUT /customer/{id}; PUT /offer/{id}; PUT /orders/{id}; PUT /product/{id}; PUT /review/{id}; PUT /user/{id};
PUT /customer/change-Number;
DELETE /address/{id}; DELETE /banner/{id}; DELETE /blog-category/{id}; DELETE /blogs/{id}; DELETE /category/{id};
DELETE /customer/{id}; DELETE /offer/{id}; DELETE /orders/{id}; DELETE /product/{id}; DELETE /review/{id};
DELETE /user/{id};
PUT /product/bulk; GET /contact-as/all; POST /media; POST /auth/refresh; POST /auth/logout;
POST /otp/verify/customer; GET /settings; PUT /settings
`
  .split(';')
  .map((s) => s.trim())
  .filter(Boolean);

let t: TestApp;
let document: { openapi: string; paths: Record<string, Record<string, unknown>> };
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.call('GET', '/api/docs/json');
  expect(res.statusCode).toBe(200);
  document = res.data;
});
afterAll(async () => {
  await t.close();
});

describe('the OpenAPI description', () => {
  it('is OpenAPI 3.1', () => {
    expect(document.openapi).toBe('3.1.0');
  });

  it.each(SPEC_ENDPOINTS)('describes %s', (endpoint) => {
    const [method, path] = endpoint.split(' ') as [string, string];
    const operations = document.paths[`/api${path}`];
    expect(operations, `no path /api${path}`).toBeDefined();
    expect(Object.keys(operations ?? {})).toContain(method.toLowerCase());
  });

  it('serves the documentation page', async () => {
    const res = await t.call('GET', '/api/docs');
    expect([200, 302]).toContain(res.statusCode);
  });
});

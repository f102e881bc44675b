import type Razorpay from 'razorpay';

/**
 * Points an instance of the official SDK (`razorpay` 2.x) at another base URL: the stand-in's
 * `url`, or `<origin>/<prefix>` where it is mounted. Paths stay Razorpay's (`/v1/orders`…).
 *
 * The SDK has no option for its host. Its constructor (dist/razorpay.js) builds
 * `new API({ hostUrl: 'https://api.razorpay.com', … })` and keeps it as `instance.api`; API
 * (dist/api.js) keeps an axios instance as `this.rq`, made with `baseURL: hostUrl` and Basic
 * `auth`, and sends every call as `rq.get/post('/v1' + url)`. So this sets
 * `instance.api.rq.defaults.baseURL`. `rq` is in neither the SDK's types nor its documentation:
 * if an upgrade moves it this throws, rather than let a demo or a test talk to the real Razorpay.
 */
export function pointRazorpayAt(instance: Razorpay, baseUrl: string): void {
  const api = instance.api as unknown as { rq?: { defaults?: { baseURL?: unknown } } };
  const defaults = api.rq?.defaults;
  if (!defaults || typeof defaults.baseURL !== 'string') {
    throw new Error('This razorpay SDK keeps no axios instance at api.rq: pointRazorpayAt needs updating');
  }
  defaults.baseURL = baseUrl.replace(/\/+$/, '');
}

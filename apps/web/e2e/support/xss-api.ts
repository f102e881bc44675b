import { type APIRequestContext, expect } from '@playwright/test';

/** The password of every account the XSS spec makes. */
export const PASSWORD = 'xss-probe-password-1';

type Json = Record<string, unknown>;
type Method = 'get' | 'post' | 'put';

/** One caller of the API (staff or customer) by bearer token; fails the test on any non-2xx. */
export type Caller = <T = Record<string, never>>(method: Method, url: string, data?: Json) => Promise<T>;

export function callerWith(request: APIRequestContext, token: string): Caller {
  return async (method, url, data) => {
    const res = await request[method](url, { headers: { Authorization: `Bearer ${token}` }, data });
    expect(res.ok(), `${method.toUpperCase()} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()).response;
  };
}

export async function staffCaller(
  request: APIRequestContext,
  credentials: { email: string; password: string },
): Promise<Caller> {
  const res = await request.post('/api/auth/login', { data: credentials });
  expect(res.ok(), await res.text()).toBe(true);
  return callerWith(request, (await res.json()).response.jwtToken);
}

/** Signs a new customer up and in; answers their caller and id. */
export async function newCustomer(request: APIRequestContext, name: string, password: string) {
  const mobile = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const signUp = await request.post('/api/customer', { data: { name, mobileNumber: mobile, password } });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const login = await request.post('/api/customer/login', { data: { userName: mobile, password } });
  expect(login.ok(), await login.text()).toBe(true);
  const { jwtToken, user } = (await login.json()).response as { jwtToken: string; user: { id: number } };
  return { mobile, id: user.id, name, call: callerWith(request, jwtToken) };
}

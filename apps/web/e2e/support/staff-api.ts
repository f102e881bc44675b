import { type APIRequestContext, expect } from '@playwright/test';
import { staffToken } from './admin';

/**
 * Setting up staff-area tests over the API: a customer of a fresh mobile number, phone orders to a
 * typed-in address, the staff read of a product. Each test makes its own, so tests do not depend on
 * each other or on the demo farm's orders.
 */
export type Staff = { request: APIRequestContext; token: string };
export type Customer = { id: number; name: string; mobileNumber: string };
/** `shelfPrice`: a unit's price after the offer every customer gets on it now, as the API answers it. */
export type StaffProduct = { id: number; name: string; stock: number; price: number; shelfPrice: number };

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function freshMobile(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

/** ₹1,250.00, as the shop writes money. */
export const rupees = (paise: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(
    paise / 100,
  );

/** Today in India, as a date input holds it (`2024-05-01`). */
export function todayInIndia(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
}

/** A staff read's `response`; the test fails with the API's answer when it is not 2xx. */
export async function staffData<T>(staff: Staff, path: string): Promise<T> {
  const res = await staff.request.get(`/api${path}`, { headers: bearer(staff.token) });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).response as T;
}

/** A delivery person made by the owner and given one area: how they sign in, and their id. */
export async function createDeliveryPerson(staff: Staff, areaId: number, name = 'Murugan Van') {
  const who = {
    name,
    email: `van-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`,
    password: 'van-driver-password-1',
  };
  const made = await staff.request.post('/api/user', {
    headers: bearer(staff.token),
    data: { ...who, role: 'delivery' },
  });
  expect(made.status(), await made.text()).toBe(201);
  const id = (await made.json()).response.id as number;
  const given = await staff.request.put(`/api/delivery/people/${id}/areas`, {
    headers: bearer(staff.token),
    data: { areaIds: [areaId] },
  });
  expect(given.ok(), await given.text()).toBe(true);
  return { ...who, id };
}

export async function asStaff(request: APIRequestContext): Promise<Staff> {
  return { request, token: await staffToken(request) };
}

export async function signUpCustomer({ request }: Staff, name: string): Promise<Customer> {
  const mobileNumber = freshMobile();
  const res = await request.post('/api/customer', {
    data: { name, mobileNumber, password: 'orders-test-password' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { id: (await res.json()).response.id, name, mobileNumber };
}

/** A product by its code, as staff read it (not a cached catalogue page): the stock as it is now. */
export async function productByCode(staff: Staff, code: string): Promise<StaffProduct> {
  const found = await staff.request.get(`/api/product/product-code?productCode=${code}`);
  expect(found.ok(), await found.text()).toBe(true);
  const { id } = (await found.json()).response;
  const res = await staff.request.get(`/api/product/${id}`, { headers: bearer(staff.token) });
  expect(res.ok(), await res.text()).toBe(true);
  const { name, stock, price, offer } = (await res.json()).response;
  return { id, name, stock, price, shelfPrice: offer?.price ?? price };
}

/** A phone order over the API (`POST /orders/1`) to a typed-in address; answers the order's id and total. */
export async function placePhoneOrder(staff: Staff, customer: Customer, productId: number, quantity: number) {
  const res = await staff.request.post('/api/orders/1', {
    headers: bearer(staff.token),
    data: {
      customerId: customer.id,
      address: {
        name: customer.name,
        mobileNumber: customer.mobileNumber,
        line1: '7 Mill Road',
        city: 'Tiruppur',
        state: 'Tamil Nadu',
        pincode: '641601',
      },
      productDetails: [{ productId, quantity }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const order = (await res.json()).response.orders[0];
  return { id: order.id as number, total: order.total as number };
}

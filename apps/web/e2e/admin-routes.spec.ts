import type { DeliveryArea, DeliveryCheck, Order, RouteSheet } from '@farm/contract';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { type StaffLogin, signInToAdminOverApi } from './support/admin';
import { seriousViolations } from './support/axe';
import {
  asStaff,
  bearer,
  createDeliveryPerson,
  freshMobile,
  rupees,
  type Staff,
  staffData,
  todayInIndia,
} from './support/staff-api';
import { signUpVerified } from './support/verified-sign-up';

/**
 * The morning's work (issue 16.3): the farm packs a day's orders and sends them out from the
 * packing list, sets the order of a route's stops, and the delivery person, signed in on a 360 px
 * phone, sees only their routes and marks a cash-on-delivery stop delivered with the cash taken.
 */

const PHONE = { width: 360, height: 780 };
const AREA = 'Pollachi & Anaimalai';

const dayAfter = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

/**
 * A customer in 642001 orders fresh milk, cash on delivery, for the earliest morning slot the
 * shop offers (tomorrow before the 9 pm cut-off, the day after once it has passed).
 */
async function customerOrdersMilk(shopper: APIRequestContext, morningSlotId: number) {
  const account = { name: 'Selvi Door', mobileNumber: freshMobile(), password: 'route-test-password' };
  await signUpVerified(shopper, account);
  const login = await shopper.post('/api/customer/login', {
    data: { userName: account.mobileNumber, password: account.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const customerId = (await login.json()).response.user.id as number;
  const address = await shopper.post('/api/address', {
    data: {
      name: account.name,
      mobileNumber: account.mobileNumber,
      line1: '12 Kovil Street',
      city: 'Pollachi',
      state: 'Tamil Nadu',
      pincode: '642001',
    },
  });
  expect(address.status(), await address.text()).toBe(201);
  const addressId = (await address.json()).response.id as number;

  const found = await shopper.get('/api/product/product-code?productCode=GM-500');
  const productId = (await found.json()).response.id as number;
  const check = (await (
    await shopper.get(`/api/delivery/check?pincode=642001&productIds=${productId}`)
  ).json()) as { response: DeliveryCheck };
  const day = check.response.days.find((d) =>
    d.slots.some((s) => s.slotId === morningSlotId && s.refusal === null),
  );
  expect(day, 'an open morning slot in Pollachi').toBeDefined();
  const date = day?.date ?? '';

  const added = await shopper.get(`/api/product/add-to-cart?productId=${productId}&Quantity=2`);
  expect(added.ok(), await added.text()).toBe(true);
  const cart = await shopper.get(`/api/customer/cart/${customerId}?pincode=642001`);
  const expectedTotal = (await cart.json()).response.total as number;
  const placed = await shopper.post(`/api/orders/products?addressId=${addressId}`, {
    data: {
      productDetails: [{ productId, quantity: 2 }],
      expectedTotal,
      paymentMethod: 'COD',
      delivery: { date, slotId: morningSlotId },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()).response.orders[0] as Order;
  expect(order.delivery).toMatchObject({ date, slotId: morningSlotId, kind: 'OWN' });
  expect(order.paymentMethod).toBe('COD');
  return { order, date, customerName: account.name, mobile: account.mobileNumber };
}

type PhoneOrder = { date: string; slotId: number; productId: number; pincode?: string; name?: string };

/** A phone order by staff to another door on the same route (or another area's). */
async function phoneOrderOnRoute(
  staff: Staff,
  { date, slotId, productId, pincode = '642002', name = 'Ravi Phone' }: PhoneOrder,
) {
  const mobileNumber = freshMobile();
  const customer = await staff.request.post('/api/customer', {
    data: { name, mobileNumber, password: 'route-phone-password' },
  });
  expect(customer.status(), await customer.text()).toBe(201);
  const placed = await staff.request.post('/api/orders/1', {
    headers: bearer(staff.token),
    data: {
      customerId: (await customer.json()).response.id,
      address: {
        name,
        mobileNumber,
        line1: '3 Mill Road',
        city: 'Pollachi',
        state: 'Tamil Nadu',
        pincode,
      },
      productDetails: [{ productId, quantity: 1 }],
      delivery: { date, slotId },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return { id: (await placed.json()).response.orders[0].id as number, name };
}

async function noSeriousViolations(page: Page, what: string) {
  for (const width of [PHONE.width, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await seriousViolations(page), `${what} at ${width} px`).toEqual([]);
    await page.screenshot({ path: `/tmp/shots/routes/${what}-${width}.png`, fullPage: true });
  }
}

/** Ticks only these orders of the packing list, then moves them with the bulk button, confirmed. */
async function bulkMove(page: Page, orderIds: number[], button: 'Mark packed' | 'Mark shipped') {
  const everyOrder = page.getByRole('checkbox', { name: 'Select every order' });
  await everyOrder.check();
  await everyOrder.uncheck();
  for (const id of orderIds) await page.getByRole('checkbox', { name: `Select order #${id}` }).check();
  await expect(
    page.getByText(`${orderIds.length} order${orderIds.length === 1 ? '' : 's'} selected`),
  ).toBeVisible();
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^${button}: ${orderIds.length} order`) });
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

async function phonePage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: PHONE });
  return context.newPage();
}

test.describe('packing, routes and the delivery person', () => {
  test('staff pack and ship a day, order a route, and the van marks a cash stop delivered on a phone', async ({
    page,
    request,
    browser,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const staff = await asStaff(request);
    const areas = await staffData<DeliveryArea[]>(staff, '/delivery-areas');
    const pollachi = areas.find((a) => a.name === AREA);
    const morning = pollachi?.slots.find((s) => s.startsAt === '05:00');
    if (!pollachi || !morning) throw new Error(`the demo's ${AREA} area with its 5 am slot`);
    const van: StaffLogin & { name: string } = await createDeliveryPerson(staff, pollachi.id);

    const shopper = await playwright.request.newContext({ baseURL });
    const milk = await customerOrdersMilk(shopper, morning.id);
    const { order, date } = milk;
    const productId = order.items[0]?.productId ?? 0;
    const phoneOrder = await phoneOrderOnRoute(staff, { date, slotId: morning.id, productId });
    const cancelled = await phoneOrderOnRoute(staff, {
      date,
      slotId: morning.id,
      productId,
      pincode: '642003',
      name: 'Kumar Cancels',
    });
    // A stop in Coimbatore the same morning (when its earlier cut-off has not passed): not the van's area.
    const coimbatore = areas.find((a) => a.name === 'Coimbatore & Tiruppur')?.slots[0];
    const check = await request.get(`/api/delivery/check?pincode=641001&productIds=${productId}`);
    const open = ((await check.json()).response as DeliveryCheck).days
      .find((d) => d.date === date)
      ?.slots.some((s) => s.slotId === coimbatore?.id && s.refusal === null);
    if (coimbatore && open) {
      await phoneOrderOnRoute(staff, {
        date,
        slotId: coimbatore.id,
        productId,
        pincode: '641001',
        name: 'Kovai Phone',
      });
    }

    // The farm confirms both orders, as it does each evening.
    for (const id of [order.id, phoneOrder.id]) {
      const confirmed = await staff.request.put(`/api/orders/${id}`, {
        headers: bearer(staff.token),
        data: { status: 'CONFIRMED' },
      });
      expect(confirmed.ok(), await confirmed.text()).toBe(true);
    }

    // The packing list of that day: the product's total counts both orders; each order is listed.
    await signInToAdminOverApi(page);
    await page.goto(`/admin/packing?date=${date}`);
    await expect(page.getByRole('heading', { name: 'Packing', level: 1 })).toBeVisible();
    const packing = await staffData<{ products: { productId: number; quantity: number }[] }>(
      staff,
      `/delivery/packing?date=${date}`,
    );
    const milkTotal = packing.products.find((p) => p.productId === productId)?.quantity ?? 0;
    expect(milkTotal).toBeGreaterThanOrEqual(3);
    const totals = page.getByRole('table', { name: 'Totals per product' });
    await expect(totals.getByRole('row', { name: new RegExp(order.items[0]?.name ?? '') })).toContainText(
      String(milkTotal),
    );
    const orderRow = page.getByRole('row', { name: new RegExp(`#${order.id}\\b`) });
    await expect(orderRow).toContainText(milk.customerName);
    await expect(orderRow).toContainText(AREA);
    await expect(orderRow).toContainText(`2 × ${order.items[0]?.name}`);
    await expect(orderRow).toContainText('Confirmed');
    await noSeriousViolations(page, 'packing');

    // Packed: the ticked orders move, but not one the customer cancelled meanwhile (by phone, to
    // someone else), which is refused with why; shipped orders leave the list (nothing left to pack).
    const cancel = await staff.request.put(`/api/orders/${cancelled.id}`, {
      headers: bearer(staff.token),
      data: { status: 'CANCELLED', note: 'Customer rang to cancel' },
    });
    expect(cancel.ok(), await cancel.text()).toBe(true);
    await bulkMove(page, [order.id, phoneOrder.id, cancelled.id], 'Mark packed');
    await expect(page.getByText('2 orders marked packed')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: '1 order not moved (2 moved)' })).toContainText(
      `#${cancelled.id}:`,
    );
    await expect(orderRow).toContainText('Packed');
    await expect(page.getByRole('row', { name: new RegExp(`#${cancelled.id}\\b`) })).toHaveCount(0);
    await bulkMove(page, [order.id, phoneOrder.id], 'Mark shipped');
    await expect(page.getByText('2 orders marked shipped')).toBeVisible();
    await expect(orderRow).toHaveCount(0);
    for (const id of [order.id, phoneOrder.id]) {
      expect((await staffData<Order>(staff, `/orders/${id}`)).status, `order #${id}`).toBe('SHIPPED');
    }

    // The day's routes, then the route: staff bring the phone order to the front and save.
    await page.goto(`/admin/routes?date=${date}`);
    await page.getByRole('link', { name: new RegExp(`${AREA} · ${morning.window}`) }).click();
    await expect(page.getByRole('heading', { name: `${AREA} · ${morning.window}`, level: 1 })).toBeVisible();
    const stops = page.getByRole('list', { name: 'Stops' });
    const phoneStop = stops.getByRole('article', { name: new RegExp(`: ${phoneOrder.name}$`) });
    for (;;) {
      const up = phoneStop.getByRole('button', { name: /Move stop \d+ .* up/ });
      if (await up.isDisabled()) break;
      await up.click();
    }
    await page.getByRole('button', { name: 'Save the order' }).click();
    await expect(page.getByText('Order of the stops saved')).toBeVisible();
    const routeQuery = `date=${date}&areaId=${pollachi.id}&slotId=${morning.id}`;
    const sheet = await staffData<RouteSheet>(staff, `/delivery/route?${routeQuery}`);
    expect(sheet.stops[0]?.orderId).toBe(phoneOrder.id);
    await page.reload();
    await expect(stops.getByRole('article').first()).toHaveAccessibleName(`Stop 1: ${phoneOrder.name}`);
    await noSeriousViolations(page, 'route-staff');

    // The delivery person signs in on their phone and lands on their routes, with nothing else.
    const phone = await phonePage(browser, baseURL);
    await phone.goto('/admin/login');
    await phone.getByLabel('E-mail').fill(van.email);
    await phone.getByLabel('Password', { exact: true }).fill(van.password);
    await phone.getByRole('button', { name: 'Sign in' }).click();
    await expect(phone).toHaveURL(/\/admin\/my-routes$/);
    await expect(phone.getByRole('heading', { name: 'My routes', level: 1 })).toBeVisible();
    await phone.getByRole('button', { name: 'Open menu' }).click();
    const menu = phone.getByRole('navigation', { name: 'Admin' });
    await expect(menu.getByRole('link')).toHaveText(['My routes', 'Account security']);
    await phone.getByRole('button', { name: 'Close menu' }).click();
    const today = todayInIndia();
    const section = date === today ? 'Today' : date === dayAfter(today) ? 'Tomorrow' : 'That day';
    // After the 9 pm cut-off the earliest slot is the day after tomorrow: they pick that day.
    if (section === 'That day') await phone.getByLabel('Another day').fill(date);
    const dayRoutes = phone.getByRole('list', { name: new RegExp(`^Routes of ${section},`) });
    const ourRoute = dayRoutes.getByRole('link', { name: new RegExp(`${AREA} · ${morning.window}`) });
    await expect(ourRoute).toHaveCount(1);
    // Only their area's routes: none of Coimbatore's, which was not given to them.
    await expect(phone.getByRole('link', { name: /Coimbatore/ })).toHaveCount(0);
    await noSeriousViolations(phone, 'my-routes');
    await ourRoute.click();
    await expect(phone.getByRole('heading', { name: `${AREA} · ${morning.window}`, level: 1 })).toBeVisible();

    // Their stop: tap to call, the map in a new tab, what to hand over and the cash to collect.
    const stop = phone.getByRole('article', { name: new RegExp(`: ${milk.customerName}$`) });
    await expect(stop).toContainText(`2 × ${order.items[0]?.name}`);
    await expect(stop).toContainText(`Collect ${rupees(order.total)}`);
    await expect(stop.getByRole('link', { name: /Call/ })).toHaveAttribute('href', /^tel:/);
    const map = stop.getByRole('link', { name: /Map/ });
    await expect(map).toHaveAttribute('target', '_blank');
    await expect(map).toHaveAttribute('rel', /noopener/);
    await noSeriousViolations(phone, 'route-phone');

    // Delivered: the cash field comes filled with what is due; confirmed, the card says who and when.
    await stop.getByRole('button', { name: 'Delivered', exact: true }).click();
    const dialog = phone.getByRole('dialog', { name: `Delivered: ${milk.customerName}?` });
    const cash = dialog.getByLabel('Cash collected (₹)');
    await expect(cash).toHaveValue((order.total / 100).toFixed(2));
    await dialog.getByRole('button', { name: 'Yes, delivered' }).click();
    await expect(dialog).toBeHidden();
    await expect(stop).toContainText(`Delivered by ${van.name}`);
    await expect(stop.getByRole('button', { name: 'Delivered', exact: true })).toHaveCount(0);

    const delivered = await staffData<Order>(staff, `/orders/${order.id}`);
    expect(delivered.status).toBe('DELIVERED');
    expect(delivered.paymentStatus).toBe('COD_COLLECTED');
    const last = delivered.timeline.at(-1);
    expect(last).toMatchObject({ status: 'DELIVERED', actorName: van.name });

    // The customer was told at each step, by SMS: placed, confirmed, out for delivery with the
    // booked slot, delivered, in that order and once each (sent off the request path, so waited for).
    const texts = async () => {
      const res = await staff.request.get(`/api/sms/outbox?to=${encodeURIComponent(milk.mobile)}`, {
        headers: bearer(staff.token),
      });
      expect(res.ok(), await res.text()).toBe(true);
      return ((await res.json()).response as { body: string }[]).map((m) => m.body).reverse();
    };
    await expect
      .poll(async () => (await texts()).filter((t) => t.includes(`order #${order.id}`)).length, {
        timeout: 30_000,
      })
      .toBe(4);
    const told = (await texts()).filter((t) => t.includes(`order #${order.id}`));
    expect(told[0]).toMatch(new RegExp(`order #${order.id} for Rs\\.[\\d,.]+ is placed`));
    expect(told[1]).toContain(`order #${order.id} is confirmed`);
    expect(told[2]).toContain(`order #${order.id} is out for delivery and arrives`);
    expect(told[2]).toContain(morning.window.replace('–', '-'));
    expect(told[3]).toContain(`order #${order.id} is delivered`);

    // Another admin page sends them back to their routes; the API refuses its calls anyway.
    await phone.goto('/admin/orders');
    await expect(phone).toHaveURL(/\/admin\/my-routes$/);
    await phone.context().close();
    await shopper.dispose();
  });
});

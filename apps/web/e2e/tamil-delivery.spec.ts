import type { DeliveryArea, DeliveryCheck, Order } from '@farm/contract';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signInToAdminOverApi } from './support/admin';
import { spilledLabels } from './support/fits';
import { asStaff, bearer, createDeliveryPerson, freshMobile, rupees, staffData } from './support/staff-api';
import { signUpVerified } from './support/verified-sign-up';

/**
 * Issue 33: the delivery person works in Tamil. They switch the staff area to தமிழ் (saved on
 * their account, so their papers print in it), open their route on Tamil screens, take UPI at
 * the door and mark the stop delivered; the route sheet's PDF is asked for in the page's language.
 */

const AREA = 'Pollachi & Anaimalai';
const SHOTS = '/tmp/shots/wip-D';

/** A customer in 642001 orders goat milk, cash on delivery, for the earliest open morning slot. */
async function customerOrders(shopper: APIRequestContext, slotId: number) {
  const account = { name: 'Meena Vasal', mobileNumber: freshMobile(), password: 'tamil-door-password' };
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
  const productId = (await (await shopper.get('/api/product/product-code?productCode=GM-500')).json())
    .response.id as number;
  const check = (await (
    await shopper.get(`/api/delivery/check?pincode=642001&productIds=${productId}`)
  ).json()) as { response: DeliveryCheck };
  const day = check.response.days.find((d) => d.slots.some((s) => s.slotId === slotId && s.refusal === null));
  if (!day) throw new Error('an open morning slot in Pollachi');
  await shopper.get(`/api/product/add-to-cart?productId=${productId}&Quantity=1`);
  const cart = await shopper.get(`/api/customer/cart/${customerId}?pincode=642001`);
  const expectedTotal = (await cart.json()).response.total as number;
  const placed = await shopper.post(`/api/orders/products?addressId=${addressId}`, {
    data: {
      productDetails: [{ productId, quantity: 1 }],
      expectedTotal,
      paymentMethod: 'COD',
      delivery: { date: day.date, slotId },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return { order: (await placed.json()).response.orders[0] as Order, date: day.date, name: account.name };
}

/** The page at 360 and 1280 px, for looking at (not asserting). */
async function shoot(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 780 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    expect(await spilledLabels(page.locator('body')), `${name} at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 360, height: 780 });
}

test('the delivery person switches to தமிழ், opens the route and marks a stop delivered with UPI', async ({
  page,
  request,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const staff = await asStaff(request);
  const areas = await staffData<DeliveryArea[]>(staff, '/delivery-areas');
  const pollachi = areas.find((a) => a.name === AREA);
  const morning = pollachi?.slots.find((s) => s.startsAt === '05:00');
  if (!pollachi || !morning) throw new Error(`the demo's ${AREA} area with its 5 am slot`);
  const van = await createDeliveryPerson(staff, pollachi.id);
  const shopper = await playwright.request.newContext({ baseURL });
  const { order, date, name } = await customerOrders(shopper, morning.id);
  for (const status of ['CONFIRMED', 'PACKED', 'SHIPPED']) {
    const moved = await staff.request.put(`/api/orders/${order.id}`, {
      headers: bearer(staff.token),
      data: { status },
    });
    expect(moved.ok(), await moved.text()).toBe(true);
  }

  // Signed in in English, the van's driver picks தமிழ் in the frame: the same screen in Tamil.
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill(van.email);
  await page.getByLabel('Password', { exact: true }).fill(van.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/my-routes$/);
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'தமிழ்' }).click();
  await expect(page).toHaveURL(/\/ta\/admin\/my-routes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'என் ரூட்டுகள்' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^இன்று, / })).toBeVisible();
  await expect(page.getByRole('button', { name: 'மெனுவைத் திற' })).toBeVisible();
  // Saved on their account: the papers they print follow it.
  const saved = await staffData<{ id: number; locale: string }[]>(staff, '/user/all');
  expect(saved.find((u) => u.id === van.id)?.locale).toBe('ta');

  // The route of the order's day, in Tamil.
  const route = `date=${date}&areaId=${pollachi.id}&slotId=${morning.id}`;
  await page.goto(`/ta/admin/my-routes/view?${route}`);
  const stop = page.getByRole('article', { name: new RegExp(`: ${name}$`) });
  await expect(stop).toContainText(`வசூலிக்க ${rupees(order.total)}`);
  await expect(stop).toContainText('டெலிவரிக்குப் போகிறது');
  // The address's state in the page's language; the street and town as the customer typed them.
  await expect(stop.locator('address')).toContainText('தமிழ்நாடு');
  await expect(stop.locator('address')).not.toContainText('Tamil Nadu');
  await shoot(page, 'ta-route-stop');

  // The route sheet's PDF is asked for in the page's language.
  const pdf = page.waitForRequest((req) => req.url().includes('/api/delivery/route/pdf'));
  await page.getByRole('button', { name: 'PDF பதிவிறக்கு' }).click();
  expect(new URL((await pdf).url()).searchParams.get('lang')).toBe('ta');

  // UPI at the door, with its reference, then delivered.
  await stop.getByRole('button', { name: 'டெலிவரி ஆச்சு', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `டெலிவரி ஆச்சா: ${name}?` });
  await dialog.getByRole('radio', { name: 'UPI' }).check();
  await dialog.getByLabel('UPI குறிப்பு எண்').fill('433012345678');
  await page.screenshot({ path: `${SHOTS}/ta-upi-dialog-360.png` });
  await dialog.getByRole('button', { name: 'ஆமாம், டெலிவரி ஆச்சு' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${name}: டெலிவரி ஆச்சு`)).toBeVisible();
  await expect(stop).toContainText(`டெலிவரி ஆச்சு · ${van.name}`);
  await expect(stop).toContainText(`வீட்டில் UPI-ல் கட்டியது · ${rupees(order.total)}`);
  const paid = await staffData<Order>(staff, `/orders/${order.id}`);
  expect(paid.paymentStatus).toBe('COD_COLLECTED');

  await page.goto('/ta/admin/my-routes');
  await expect(page.getByRole('heading', { level: 1, name: 'என் ரூட்டுகள்' })).toBeVisible();
  await expect(page.getByText(/டெலிவரி ஆனது/).first()).toBeVisible();
  await shoot(page, 'ta-my-routes');

  // The packing table in Tamil (staff), its PDF in the page's language.
  const desk = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const packer = await desk.newPage();
  await signInToAdminOverApi(packer);
  await packer.goto(`/ta/admin/packing?date=${date}`);
  await expect(packer.getByRole('heading', { level: 1, name: 'பேக்கிங்' })).toBeVisible();
  await expect(packer.getByRole('table', { name: 'பொருள் வாரியாக மொத்தம்' })).toBeVisible();
  const packing = packer.waitForRequest((req) => req.url().includes('/api/delivery/packing/pdf'));
  await packer.getByRole('button', { name: 'PDF பதிவிறக்கு' }).click();
  expect(new URL((await packing).url()).searchParams.get('lang')).toBe('ta');
  await shoot(packer, 'ta-packing');
  await desk.close();
  await shopper.dispose();
});

import type { DeliverySlot } from '@farm/contract';
import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { type Customer, setCartQuantity, signUpAndSignIn } from './support/shopper';
import { asStaff, bearer, productByCode, type Staff, todayInIndia } from './support/staff-api';

/**
 * Delivery by PIN code (issue 16) as a customer meets it: the product page's check, the cart's day
 * and slot for the farm's own van, the courier's days, and what a courier cannot carry. The morning
 * slot's cut-off of the Pollachi area is set relative to the clock through the staff API, so the
 * tests mean the same whatever the hour; the area is put back as it was at the end.
 */

const SHOTS = '/tmp/shots';
const POLLACHI = 'Pollachi & Anaimalai';

type Area = Record<string, unknown> & { id: number; name: string; slots: DeliverySlot[] };

let staff: Staff;
let original: Area;

/** The area as `PUT /delivery-areas/:id` takes it (the answer's shape less its read-only fields). */
function areaInput(area: Area, slots: DeliverySlot[]) {
  const { id: _id, createdAt: _created, slots: _slots, ...fields } = area;
  return {
    ...fields,
    slots: slots.map(({ id, startsAt, endsAt, capacity, cutoffDaysBefore, cutoffTime, active }) => ({
      id,
      startsAt,
      endsAt,
      capacity,
      cutoffDaysBefore,
      cutoffTime,
      active,
    })),
  };
}

async function saveArea(slots: DeliverySlot[]) {
  const res = await staff.request.put(`/api/delivery-areas/${original.id}`, {
    headers: bearer(staff.token),
    data: areaInput(original, slots),
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** India's clock `minutes` from now as `HH:MM`, kept within today (00:00–23:59). */
function indiaClock(minutes: number): string {
  const at = new Date(Date.now() + minutes * 60_000);
  const [today, then] = [new Date(), at].map((d) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(d),
  );
  if (then !== today) return minutes > 0 ? '23:59' : '00:00';
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}

/** India's day `days` after today, `2026-11-28`. */
function indiaDay(days: number): string {
  const day = new Date(`${todayInIndia()}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** `Sat 28 Nov`, as the shop words a day. */
function dayWords(day: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' })
      .formatToParts(new Date(`${day}T00:00:00Z`))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.weekday} ${parts.day} ${parts.month}`;
}

async function addAddressAt(page: Page, customer: Customer, pincode: string, city: string) {
  const res = await page.request.post('/api/address', {
    data: {
      customerId: customer.id,
      name: customer.name,
      mobileNumber: customer.mobileNumber,
      line1: '4 Temple Street',
      city,
      state: 'Tamil Nadu',
      pincode,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function shoot(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  staff = await asStaff(request);
  const res = await request.get('/api/delivery-areas', { headers: bearer(staff.token) });
  expect(res.ok(), await res.text()).toBe(true);
  const areas: Area[] = (await res.json()).response;
  const found = areas.find((a) => a.name === POLLACHI);
  if (!found) throw new Error(`The demo farm has no area ${POLLACHI}`);
  original = found;
});

test.afterAll(async () => {
  if (original) await saveArea(original.slots);
  await staff?.request.dispose();
});

/**
 * The Pollachi slots with the morning's cut-off the day before at `morning`, and the evening's at
 * `evening` when given (else as seeded).
 */
function slotsWithCutoff(morning: string, evening?: string): DeliverySlot[] {
  return original.slots.map((slot) => {
    const time = slot.startsAt === '05:00' ? morning : evening;
    return time ? { ...slot, cutoffDaysBefore: 1, cutoffTime: time } : slot;
  });
}

test('a customer in 642001 orders fresh milk for tomorrow 5–8 am before the cut-off', async ({ page }) => {
  // Both rounds close an hour from now (India's clock): tomorrow's dawn and evening rounds are still
  // open whatever the hour (the evening's own 21:00 cut-off would close it late in India's evening).
  await saveArea(slotsWithCutoff(indiaClock(60), indiaClock(60)));
  const customer = await signUpAndSignIn(page, 'Meena Pollachi');
  await addAddressAt(page, customer, '642001', 'Pollachi');
  const milk = await productByCode(staff, 'GM-500');
  const tomorrow = indiaDay(1);

  // The product page checks the default address's PIN code at once.
  await page.goto('/productDetailsPage?productCode=GM-500');
  const check = page.getByRole('region', { name: 'Check delivery' });
  await expect(check.getByLabel('PIN code')).toHaveValue('642001');
  await expect(check.getByTestId('delivery-check')).toHaveText('Delivers to 642001 — tomorrow 5–8 am');
  await shoot(page, 'delivery-product-check');

  await setCartQuantity(page, customer, milk.id, 1);
  await page.goto('/cartPage');
  await expect(page.getByTestId('delivery-summary')).toHaveText('Delivers to 642001 — tomorrow 5–8 am');
  await expect(page.getByTestId('cart-delivery-fee')).toHaveText('₹40.00');
  const day = page.getByRole('radio', { name: `Tomorrow, ${dayWords(tomorrow)}` });
  await expect(day).toBeChecked();
  // Today's rounds are past their cut-off: today is not offered.
  await expect(page.getByRole('radio', { name: /^Today/ })).toHaveCount(0);
  const morning = page.getByRole('radio', { name: '5–8 am' });
  const evening = page.getByRole('radio', { name: '5–7 pm' });
  await expect(morning).toBeChecked();
  await expect(evening).toBeEnabled();
  // The customer looks at the evening, then settles on the morning.
  await evening.check();
  await expect(morning).not.toBeChecked();
  // The line above the slots names the slot chosen, not the earliest one.
  await expect(page.getByTestId('delivery-summary')).toHaveText(
    `Delivers to 642001 — Tomorrow, ${dayWords(tomorrow)}, 5–7 pm`,
  );
  await morning.check();
  await expect(page.getByTestId('delivery-summary')).toHaveText('Delivers to 642001 — tomorrow 5–8 am');

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await seriousViolations(page), `axe at ${width} px`).toEqual([]);
  }
  await shoot(page, 'delivery-cart-slots');

  const checkout = page.waitForRequest(
    (r) => r.url().includes('/api/orders/products') && r.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Place order' }).click();
  expect((await checkout).postDataJSON().delivery).toEqual({ date: tomorrow, slotId: expect.any(Number) });
  await expect(page).toHaveURL(/\/orderSummaryDetails\?cartBundleId=/);
  const booked = `${dayWords(tomorrow)}, 5–8 am`;
  await expect(page.getByTestId('order-delivery')).toHaveText(booked);
  await shoot(page, 'delivery-order-summary');

  await page.goto('/profilePage');
  await expect(page.getByTestId('order-delivery').first()).toHaveText(`Delivery: ${booked}`);
});

test('after the cut-off the earliest day offered is the day after tomorrow, and the slot chosen is booked', async ({
  page,
}) => {
  // Both rounds closed a moment ago for tomorrow (India's clock).
  await saveArea(slotsWithCutoff(indiaClock(-2), indiaClock(-2)));
  const customer = await signUpAndSignIn(page, 'Ravi Late');
  await addAddressAt(page, customer, '642001', 'Pollachi');
  const milk = await productByCode(staff, 'GM-500');
  const dayAfter = indiaDay(2);

  await page.goto('/productDetailsPage?productCode=GM-500');
  await expect(page.getByTestId('delivery-check')).toHaveText(
    `Delivers to 642001 — ${dayWords(dayAfter)}, 5–8 am`,
  );

  await setCartQuantity(page, customer, milk.id, 1);
  await page.goto('/cartPage');
  const days = page.getByRole('group', { name: 'Delivery day' }).getByRole('radio');
  await expect(days.first()).toHaveAccessibleName(dayWords(dayAfter));
  await expect(days.first()).toBeChecked();
  await expect(page.getByRole('radio', { name: /^Tomorrow/ })).toHaveCount(0);

  // Not the earliest: that day's evening round, which the order must book.
  await page.getByRole('radio', { name: '5–7 pm' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/orderSummaryDetails\?cartBundleId=/);
  await expect(page.getByTestId('order-delivery')).toHaveText(`${dayWords(dayAfter)}, 5–7 pm`);
});

test('a slot that closes while the customer looks is refused in the shop’s words; the cart offers what is still open', async ({
  page,
}) => {
  await saveArea(slotsWithCutoff(indiaClock(60), indiaClock(60)));
  const customer = await signUpAndSignIn(page, 'Latha Evening');
  await addAddressAt(page, customer, '642001', 'Pollachi');
  const milk = await productByCode(staff, 'GM-500');
  const tomorrow = indiaDay(1);
  await setCartQuantity(page, customer, milk.id, 1);

  await page.goto('/cartPage');
  const evening = page.getByRole('radio', { name: '5–7 pm' });
  await evening.check();
  await page.getByLabel('Order note (optional)').fill('Ring twice');
  // Meanwhile the farm closes tomorrow evening's round.
  await saveArea(slotsWithCutoff(indiaClock(60), indiaClock(-2)));
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'have closed' })).toContainText(
    `Orders for ${dayWords(tomorrow)}, 5–7 pm have closed; choose a later slot`,
  );
  // The cart is read again: the evening is offered no more, the morning is, the note stays.
  await expect(page.getByRole('radio', { name: '5–7 pm orders closed' })).toBeDisabled();
  await expect(page.getByRole('radio', { name: '5–8 am' })).toBeChecked();
  await expect(page.getByLabel('Order note (optional)')).toHaveValue('Ring twice');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/orderSummaryDetails\?cartBundleId=/);
  await expect(page.getByTestId('order-delivery')).toHaveText(`${dayWords(tomorrow)}, 5–8 am`);
});

test('a customer in 600001 can order ghee, but fresh milk is refused with the reason', async ({ page }) => {
  const customer = await signUpAndSignIn(page, 'Anand Chennai');
  await addAddressAt(page, customer, '600001', 'Chennai');
  const milk = await productByCode(staff, 'GM-500');
  const ghee = await productByCode(staff, 'GH-250');
  const refusal = `${milk.name} does not travel to 600001`;

  // The product page: the default address's PIN code, then another one typed and remembered.
  await page.goto('/productDetailsPage?productCode=GM-500');
  const check = page.getByRole('region', { name: 'Check delivery' });
  await expect(check.getByTestId('delivery-check')).toHaveText(refusal);
  await check.getByLabel('PIN code').fill('64200');
  await check.getByRole('button', { name: 'Check' }).click();
  await expect(check).toContainText('Enter a 6-digit PIN code');
  await check.getByLabel('PIN code').fill('642001');
  await check.getByRole('button', { name: 'Check' }).click();
  await expect(check.getByTestId('delivery-check')).toContainText('Delivers to 642001 —');
  await page.goto('/productDetailsPage?productCode=GH-250');
  await expect(check.getByLabel('PIN code')).toHaveValue('642001');
  await check.getByLabel('PIN code').fill('600001');
  await check.getByRole('button', { name: 'Check' }).click();
  await expect(check.getByTestId('delivery-check')).toContainText('Delivers to 600001 by courier — between');

  await setCartQuantity(page, customer, milk.id, 1);
  await setCartQuantity(page, customer, ghee.id, 1);
  await page.goto('/cartPage');
  await expect(page.getByTestId('delivery-summary')).toHaveText(`${refusal}; ${ghee.name} does`);
  const milkLine = page.getByTestId('cart-line').filter({ hasText: milk.name });
  await expect(milkLine.getByTestId('line-delivery-problem')).toHaveText(refusal);
  await expect(
    page.getByTestId('cart-line').filter({ hasText: ghee.name }).getByTestId('line-delivery-problem'),
  ).toHaveCount(0);
  await expect(
    page.getByText(`${refusal}; ${ghee.name} does. Remove what cannot be delivered`),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place order' })).toBeDisabled();
  await expect(page.getByRole('group', { name: 'Delivery day' })).toHaveCount(0);
  await shoot(page, 'delivery-cart-refused');

  // A new address warns, and does not stop, when the PIN code gets only what travels by courier.
  await page.getByRole('button', { name: 'Add address' }).click();
  const pin = page.getByRole('textbox', { name: 'PIN code' });
  await pin.fill('642001');
  await expect(page.getByTestId('pincode-warning')).toHaveCount(0);
  await pin.fill('110001');
  await expect(page.getByTestId('pincode-warning')).toContainText(
    "Fresh milk goes only where the farm's own van delivers; to 110001 we send ghee, soaps and what else travels by courier, expected between",
  );
  await shoot(page, 'delivery-address-warning');
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: `Remove ${milk.name}` }).click();
  await page.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('delivery-summary')).toContainText('Delivers to 600001 by courier — between');
  await expect(page.getByText('Rest of Tamil Nadu (courier)')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Delivery day' })).toHaveCount(0);
  await shoot(page, 'delivery-cart-courier');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/orderSummaryDetails\?cartBundleId=/);
  await expect(page.getByTestId('order-delivery')).toHaveText(
    `By courier, between ${dayWords(indiaDay(2))} and ${dayWords(indiaDay(4))}`,
  );
});

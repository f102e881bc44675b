import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { overflowPixels, spilledLabels } from './support/fits';
import { addAddress, setCartQuantity, signUpAndSignIn } from './support/shopper';
import { watchToasts } from './support/toasts';

/**
 * A customer orders in Tamil on a 360 px phone (issue 33): the cart names the milk in Tamil, the
 * delivery day and slot and cash on delivery are chosen in Tamil, the order is placed with a Tamil
 * toast, and the profile lists it in Tamil. Back in English, the spec's toast is word for word.
 */

const SHOTS = '/tmp/shots/wip-B';

async function productId(request: APIRequestContext, productCode: string): Promise<number> {
  const res = await request.get(`/api/product/product-code?productCode=${productCode}`);
  expect(res.ok()).toBe(true);
  return (await res.json()).response.id;
}

/** The page at 360 and 1280 px, whole, for a person to look at; then nothing runs off the phone. */
async function shoot(page: Page, name: string) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    expect(await spilledLabels(page.locator('body')), `${name} at ${width} px`).toEqual([]);
  }
  expect(await overflowPixels(page)).toBe(0);
}

test('cart → delivery slot → cash on delivery → order → profile, in Tamil; English toasts as before', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const toasts = await watchToasts(page);
  const customer = await signUpAndSignIn(page, 'Meena Tamil');
  await addAddress(page, customer); // Pollachi 642001: the farm's own van, with days and slots
  const milk = await productId(page.request, 'GM-500');
  await setCartQuantity(page, customer, milk, 2);

  await page.goto('/ta/cartPage');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(page).toHaveTitle(/உங்கள் கூடை/);
  await expect(page.getByRole('heading', { level: 1, name: 'உங்கள் கூடை' })).toBeVisible();
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('link', { name: 'ஆட்டுப்பால் 500 மி.லி' })).toBeVisible();
  await expect(line).toContainText('ஒன்று ₹');
  await expect(page.getByRole('heading', { name: 'ஆர்டர் சுருக்கம்' })).toBeVisible();
  await expect(page.getByText('டெலிவரி கட்டணம்')).toBeVisible();
  await expect(page.getByTestId('delivery-summary')).toContainText('642001-க்கு டெலிவரி');

  // The day and its slot, chosen in Tamil; cash on delivery.
  const days = page.getByRole('group', { name: 'டெலிவரி நாள்' }).getByRole('radio');
  await expect(days.first()).toBeVisible();
  await days.first().check();
  const slots = page.getByRole('group', { name: /அன்று நேரம்$/ }).getByRole('radio');
  await slots.first().check();
  await page.getByRole('radio', { name: 'டெலிவரியில் பணம்' }).check();
  await page.getByLabel('ஆர்டர் குறிப்பு (விருப்பம்)').fill('வருவதற்கு முன் போன் பண்ணுங்க');
  await shoot(page, 'ta-cart');

  await page.getByRole('button', { name: 'ஆர்டர் செய்', exact: true }).click();
  await expect(page).toHaveURL(/\/ta\/orderSummaryDetails\?cartBundleId=[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect.poll(toasts).toContain('ஆர்டர் வெற்றிகரமாகச் செய்யப்பட்டது');
  await expect(page.getByText('நன்றி, Meena Tamil! உங்கள் ஆர்டர் ஆகிவிட்டது.')).toBeVisible();
  const order = page.getByTestId('order-card');
  await expect(order.getByRole('heading', { name: /ஆர்டர் #\d+/ })).toBeVisible();
  await expect(order).toContainText('டெலிவரியில் பணம்');
  await expect(order).toContainText('ஆர்டர் ஆனது');
  await expect(order.getByTestId('order-delivery')).not.toContainText('Tomorrow');
  await shoot(page, 'ta-order');

  await page.goto('/ta/profilePage');
  await expect(page.getByRole('heading', { name: 'வணக்கம், Meena Tamil' })).toBeVisible();
  const orders = page.locator('#orders');
  await expect(orders.getByRole('heading', { name: 'என் ஆர்டர்கள்' })).toBeVisible();
  const card = orders.getByTestId('order-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('ஆர்டர் ஆனது');
  await expect(card.getByRole('link', { name: 'ஆர்டர் சுருக்கம் பார்' })).toBeVisible();
  await shoot(page, 'ta-profile');
  expect(await toasts()).not.toContain('Create Orders Successfully');

  // Back in English through the menu's switch: the same shop, the spec's words.
  await page.getByRole('button', { name: 'மெனுவைத் திற' }).click();
  await page.locator('#mobile-menu').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/:\d+\/profilePage$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Hello, Meena Tamil' })).toBeVisible();
  await setCartQuantity(page, customer, milk, 1);
  await page.goto('/cartPage');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await expect(
    page.getByTestId('cart-line').getByRole('link', { name: 'Fresh Goat Milk 500 ml' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Place order', exact: true }).click();
  await expect.poll(toasts).toContain('Create Orders Successfully');
  await expect(page).toHaveURL(/^[^?]*\/orderSummaryDetails\?cartBundleId=/);
  await expect(page.getByRole('heading', { name: 'Order summary' })).toBeVisible();
  await expect(page.getByTestId('order-card')).toContainText('Cash on delivery');
});

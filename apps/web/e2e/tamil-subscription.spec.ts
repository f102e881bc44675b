import { expect, test } from '@playwright/test';
import { overflowPixels, spilledLabels } from './support/fits';
import { addAddress, signUpAndSignIn } from './support/shopper';
import {
  calendarDay,
  indiaDay,
  restore,
  type SubscriptionSetup,
  setUpSubscriptions,
} from './support/subscriptions';

/**
 * The subscription calendar on a Tamil phone (issue 34): the days, the round's window and the
 * cut-off's time said in Tamil, a skip worded back, and the wallet's words.
 */

let setup: SubscriptionSetup;

test.describe.configure({ timeout: 120_000 });

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  setup = await setUpSubscriptions(request);
});

test.afterAll(async () => {
  await restore(setup);
});

test('the calendar speaks Tamil: tomorrow, the dawn round, the cut-off tonight, a skip', async ({ page }) => {
  const customer = await signUpAndSignIn(page, 'மீனா சந்தா');
  const addressId = await addAddress(page, customer);
  const made = await page.request.post('/api/subscriptions', {
    data: {
      addressId,
      slotId: setup.morningSlotId,
      startDay: indiaDay(1),
      pattern: { kind: 'DAILY', lines: [{ productId: setup.milkId, quantity: 1 }] },
    },
  });
  expect(made.status(), await made.text()).toBe(201);

  // The product page's Subscribe, in Tamil, leads to the Tamil form.
  await page.goto('/ta/productDetailsPage?productCode=GM-500');
  await page.getByRole('link', { name: 'சந்தா சேர்' }).click();
  await expect(page).toHaveURL(/\/ta\/profilePage\/subscriptions\/new\?productId=\d+$/);
  await expect(page.getByRole('heading', { name: 'ஆட்டுப்பால் 500 மி.லி சந்தா' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'காலை 5–8' })).toBeVisible();

  await page.goto('/ta/profilePage/subscriptions');
  await expect(page.getByRole('heading', { level: 1, name: 'சந்தாக்கள்' })).toBeVisible();
  await expect(calendarDay(page, indiaDay(0))).toHaveText('இன்று: இன்னும் தொடங்கவில்லை');
  await expect(calendarDay(page, indiaDay(1))).toHaveText(
    'நாளை காலை 5–8: 500 மி.லி — இன்று இரவு 11:59 வரை மாற்றலாம்',
  );
  await page.getByRole('button', { name: 'நாளை தவிர்' }).click();
  await expect(page.getByText('நாளை தவிர்க்கப்பட்டது')).toBeVisible();
  await expect(calendarDay(page, indiaDay(1))).toHaveText('நாளை: தவிர்க்கப்பட்டது — இன்று இரவு 11:59 வரை மாற்றலாம்');
  await expect(page.getByText('சில நாட்கள் நிறுத்தி வை')).toBeVisible();
  expect(await overflowPixels(page), 'nothing wider than the phone').toBe(0);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await page.screenshot({ path: `/tmp/shots/tamil-subscription-${width}.png`, fullPage: true });
    expect(await spilledLabels(page.locator('body')), `the calendar at ${width} px`).toEqual([]);
  }

  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('link', { name: 'வாலெட்' }).click();
  await expect(page).toHaveURL(/\/ta\/profilePage\/wallet$/);
  await expect(page.getByRole('heading', { name: 'இருப்பு' })).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText('₹0.00');
  await expect(page.getByText('இன்னும் பணப் பரிமாற்றம் இல்லை.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'டாப்-அப் செய்' })).toBeVisible();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await page.screenshot({ path: `/tmp/shots/tamil-wallet-${width}.png`, fullPage: true });
    expect(await spilledLabels(page.locator('body')), `the wallet at ${width} px`).toEqual([]);
  }
});

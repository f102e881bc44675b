import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { overflowPixels } from './support/fits';
import { addAddress, signUpAndSignIn } from './support/shopper';
import {
  calendarDay,
  indiaDay,
  restore,
  type SubscriptionSetup,
  setUpSubscriptions,
} from './support/subscriptions';

/**
 * Milk every morning paid from the wallet (issue 34's browser line "subscribe to milk in 642001, top
 * up by demo UPI…"), on the mobile project's 360 px phone: a subscriber tops up from Profile → Wallet
 * through the demo provider's hosted page (its "Pay" makes a UPI payment at the stand-in), comes back
 * to the wallet with the money in the balance and the ledger, once; a failed payment adds nothing.
 * Subscribing, skipping, pausing and the skip link have their own specs (subscription*.spec.ts).
 */

const SHOTS = '/tmp/shots';
let setup: SubscriptionSetup;

test.describe.configure({ timeout: 180_000 });

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  setup = await setUpSubscriptions(request);
});

test.afterAll(async () => {
  await restore(setup);
});

async function shoot(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 360, height: 740 });
}

/** Types an amount in the wallet's top-up form and goes to the provider's page. */
async function topUp(page: Page, rupees: string) {
  await page.getByLabel('Amount in rupees').fill(rupees);
  await page.getByRole('button', { name: 'Top up', exact: true }).click();
  await expect(page).toHaveURL(/\/api\/demo-razorpay\/v1\/checkout\/embedded/);
}

test('a subscriber in 642001 tops up ₹500 by the demo UPI page: the balance and the ledger have it once', async ({
  page,
}) => {
  const customer = await signUpAndSignIn(page, 'Valli Tops Up');
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
  await page.goto('/profilePage/subscriptions');
  await expect(calendarDay(page, indiaDay(1))).toHaveText(
    'Tomorrow 5–8 am: 500 ml — change until 11:59 pm today',
  );

  // Profile → Wallet: nothing in it yet.
  await page.getByRole('link', { name: 'Wallet' }).click();
  await expect(page).toHaveURL(/\/profilePage\/wallet$/);
  await expect(page.getByTestId('wallet-balance')).toHaveText('₹0.00');
  await expect(page.getByText('No money has moved yet.')).toBeVisible();

  // An amount outside the shop's limits is refused on the page, before any payment.
  await page.getByLabel('Amount in rupees').fill('20');
  await page.getByRole('button', { name: 'Top up', exact: true }).click();
  await expect(page.getByText('Enter an amount from ₹50 to ₹10,000')).toBeVisible();
  await expect(page).toHaveURL(/\/profilePage\/wallet$/);

  await topUp(page, '500');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Pay');
  await expect(page.getByText('₹500.00')).toBeVisible();
  expect(await overflowPixels(page), 'the demo payment page fits a 360 px phone').toBe(0);
  await shoot(page, 'wallet-top-up-provider');
  await page.getByRole('button', { name: 'Pay (success)' }).click();

  // Back through the shop's callback and /wallet to the wallet, paid and credited.
  await expect(page).toHaveURL(/\/profilePage\/wallet\?topUp=\d+&payment=paid$/);
  await expect(page.getByTestId('top-up-notice')).toHaveText('Top-up paid: it is in your balance below.');
  await expect(page.getByTestId('wallet-balance')).toHaveText('₹500.00');
  const entries = page.getByTestId('ledger-entry');
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText('Top-up');
  await expect(entries.first()).toContainText('+₹500.00');
  await expect(entries.first()).toContainText('Balance ₹500.00');
  expect(await overflowPixels(page), 'the wallet fits a 360 px phone').toBe(0);
  expect(await seriousViolations(page), 'axe on the wallet after a top-up').toEqual([]);
  await shoot(page, 'wallet-topped-up');

  // The return address again (a reload, the back button): the payment is credited once.
  await page.reload();
  await expect(page.getByTestId('wallet-balance')).toHaveText('₹500.00');
  await expect(entries).toHaveCount(1);

  // A payment that fails adds nothing, and says so.
  await topUp(page, '200');
  await page.getByRole('button', { name: 'Fail payment' }).click();
  await expect(page).toHaveURL(/\/profilePage\/wallet\?topUp=\d+&payment=failed$/);
  await expect(page.getByTestId('top-up-notice')).toHaveText(
    'The payment did not go through, so nothing was added. You can try again.',
  );
  await expect(page.getByTestId('wallet-balance')).toHaveText('₹500.00');
  await expect(entries).toHaveCount(1);

  // What the page shows is the API's: the ledger sums to the balance.
  const wallet = await page.request.get('/api/wallet?page=1&size=20');
  expect(wallet.ok(), await wallet.text()).toBe(true);
  const { balance, entries: ledger } = (await wallet.json()).response;
  expect(balance).toBe(50_000);
  expect(ledger.map((e: { reason: string; amount: number }) => [e.reason, e.amount])).toEqual([
    ['TOP_UP', 50_000],
  ]);

  // The same return in Tamil.
  await page.goto(
    page.url().replace('/profilePage/', '/ta/profilePage/').replace('payment=failed', 'payment=paid'),
  );
  await expect(page.getByTestId('top-up-notice')).toHaveText(
    'டாப்-அப் செலுத்தப்பட்டது: கீழே உள்ள இருப்பில் சேர்ந்துவிட்டது.',
  );
  await expect(page.getByTestId('wallet-balance')).toHaveText('₹500.00');
  expect(await overflowPixels(page), 'the Tamil wallet fits a 360 px phone').toBe(0);
  await shoot(page, 'wallet-topped-up-ta');
});

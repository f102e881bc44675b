import { expect, type Page, test } from '@playwright/test';
import { signInToAdminOverApi } from './support/admin';
import { overflowPixels } from './support/fits';
import { addAddress, signUpAndSignIn } from './support/shopper';
import { bearer, staffData } from './support/staff-api';
import { indiaDay, restore, type SubscriptionSetup, setUpSubscriptions } from './support/subscriptions';

/**
 * The farm's side of milk every morning (issue 34.6): the owner, on a 360 px phone, sees tomorrow's
 * litres on the dashboard, finds a subscriber in Admin → Subscriptions through the menu, and credits a
 * spoilt day to their wallet, which the ledger then shows. Every screen fits the phone's width.
 * Screenshots at 360 and 1280 px, English and Tamil.
 */

const SHOTS = '/tmp/shots/admin';
let setup: SubscriptionSetup;

type Committed = { productId: number; slotId: number; quantity: number; unit: string };

test.describe.configure({ timeout: 180_000 });

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  setup = await setUpSubscriptions(request);
});

test.afterAll(async () => {
  await restore(setup);
});

const PHONE = { width: 360, height: 740 };

/** The screen fits the phone (no sideways scroll), then its screenshots at 360 and 1280 px. */
async function shoot(page: Page, name: string) {
  await expect.poll(() => overflowPixels(page), `${name} scrolls sideways at 360 px`).toBe(0);
  for (const width of [360, 1280]) {
    await page.setViewportSize(width === 360 ? PHONE : { width, height: 800 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(PHONE);
}

/** Tomorrow's committed milk in the Pollachi morning round, as the dashboard's API answers it. */
async function committedMilk(): Promise<Committed | undefined> {
  const dashboard = await staffData<{ committedTomorrow: { lines: Committed[] } }>(setup.staff, '/dashboard');
  return dashboard.committedTomorrow.lines.find(
    (l) => l.productId === setup.milkId && l.slotId === setup.morningSlotId,
  );
}

test('on a 360 px phone the owner sees tomorrow’s litres and credits a spoilt day, which the ledger shows', async ({
  page,
  browser,
}) => {
  const before = (await committedMilk())?.quantity ?? 0;
  // A customer subscribes to three bottles of milk every morning from tomorrow.
  const shopper = await browser.newPage();
  const customer = await signUpAndSignIn(shopper, 'Selvi Subscriber');
  const addressId = await addAddress(shopper, customer);
  const made = await shopper.request.post('/api/subscriptions', {
    data: {
      addressId,
      slotId: setup.morningSlotId,
      startDay: indiaDay(1),
      pattern: { kind: 'DAILY', lines: [{ productId: setup.milkId, quantity: 3 }] },
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  await shopper.close();
  const after = await committedMilk();
  expect(after?.quantity).toBe(before + 3);

  await signInToAdminOverApi(page);
  await page.setViewportSize(PHONE);
  await page.goto('/admin');
  const tomorrow = page.getByRole('region', { name: /^Tomorrow's subscriptions/ });
  await expect(tomorrow).toBeVisible();
  const milkRow = tomorrow
    .getByRole('row')
    .filter({ hasText: 'Fresh Goat Milk 500 ml' })
    .filter({ hasText: 'Pollachi & Anaimalai · 5–8 am' });
  await expect(milkRow).toContainText(`${after?.quantity} × ${after?.unit}`);
  await shoot(page, 'subscriptions-dashboard');

  // Admin → Subscriptions from the phone's menu, the customer found by name.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Subscriptions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();
  await page.getByRole('searchbox').fill('Selvi Subscriber');
  const link = page.getByRole('link', { name: 'Selvi Subscriber' });
  await expect(link).toHaveCount(1);
  await shoot(page, 'subscriptions-list');
  await link.click();
  await expect(
    page.getByRole('heading', { level: 1, name: "Selvi Subscriber's subscriptions" }),
  ).toBeVisible();
  await expect(page.getByTestId('calendar-day')).toHaveCount(14);
  await expect(page.getByTestId('wallet-balance')).toContainText('₹0.00');

  // A spoilt day: ₹75 back to the wallet, with the reason in the ledger.
  const form = page.getByTestId('wallet-credit');
  await form.getByLabel('Why').selectOption('spoilt');
  await form.getByLabel('Amount (₹)').fill('75');
  await expect(form.getByLabel('Note for the ledger')).toHaveValue('Spoilt milk');
  await form.getByRole('button', { name: 'Credit ₹75.00' }).click();
  const dialog = page.getByRole('dialog', { name: 'Credit the wallet' });
  await expect(dialog).toContainText("Credit ₹75.00 to Selvi Subscriber's wallet?");
  await dialog.getByRole('button', { name: 'Credit', exact: true }).click();
  await expect(page.getByTestId('wallet-balance')).toContainText('₹75.00');
  const entry = page.getByTestId('ledger-entry').first();
  await expect(entry).toContainText('Spoilt milk');
  await expect(entry).toContainText('+₹75.00');
  await shoot(page, 'subscriptions-customer');

  // The ledger the API keeps says the same, credited once.
  const wallet = await page.request.get(`/api/wallets/${customer.id}`, {
    headers: bearer(setup.staff.token),
  });
  expect(wallet.ok(), await wallet.text()).toBe(true);
  const { balance, entries } = (await wallet.json()).response;
  expect(balance).toBe(7_500);
  expect(entries).toMatchObject([{ amount: 7_500, reason: 'STAFF_CREDIT', note: 'Spoilt milk' }]);

  // The same pages in Tamil.
  const customerPath = new URL(page.url()).pathname;
  await page.goto(`/ta${customerPath}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Selvi Subscriber அவர்களின் சந்தாக்கள்' }),
  ).toBeVisible();
  await expect(page.getByTestId('calendar-day')).toHaveCount(14);
  await shoot(page, 'subscriptions-customer-ta');
  await page.goto('/ta/admin/subscriptions');
  await expect(page.getByRole('heading', { level: 1, name: 'சந்தாக்கள்' })).toBeVisible();
  await shoot(page, 'subscriptions-list-ta');
  await page.goto('/ta/admin');
  await expect(page.getByRole('region', { name: /^நாளைய சந்தாக்கள்/ })).toBeVisible();
  await shoot(page, 'subscriptions-dashboard-ta');
});

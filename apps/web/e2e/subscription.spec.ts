import { dayText } from '@farm/contract/plain/delivery';
import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { addAddress, freshMobile, signUpAndSignIn } from './support/shopper';
import {
  calendarDay,
  creditWallet,
  indiaDay,
  restore,
  type SubscriptionSetup,
  setUpSubscriptions,
} from './support/subscriptions';
import { signUpVerified } from './support/verified-sign-up';

/**
 * Milk every morning (issue 34) as a customer meets it on a 360 px phone: subscribe to fresh milk
 * from its page for an address in 642001, skip tomorrow, pause three days, and read the calendar and
 * the wallet's ledger. The top-up by the demo provider's page is subscription-top-up.spec.ts (the
 * mobile project).
 */

const SHOTS = '/tmp/shots';
let setup: SubscriptionSetup;

test.use({ viewport: { width: 360, height: 740 } });
// A whole journey of several pages, two axe runs and four screenshots: longer than one page's test.
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

test('a customer in 642001 subscribes to milk, skips tomorrow, pauses three days and reads the ledger', async ({
  page,
}) => {
  const customer = await signUpAndSignIn(page, 'Meena Subscriber');
  await addAddress(page, customer);
  const [tomorrow, second, third, fourth, fifth] = [1, 2, 3, 4, 5].map(indiaDay);

  await page.goto('/productDetailsPage?productCode=GM-500');
  await expect(page.getByRole('link', { name: 'Subscribe' })).toBeVisible();
  await shoot(page, 'subscription-product');
  await page.getByTestId('subscribe-link').click();
  await expect(page).toHaveURL(new RegExp(`/profilePage/subscriptions/new\\?productId=${setup.milkId}$`));
  await expect(page.getByRole('heading', { name: 'Subscribe to Fresh Goat Milk 500 ml' })).toBeVisible();
  await expect(page.getByLabel('Address')).toContainText('642001');
  await page.getByRole('radio', { name: '5–8 am' }).check();
  await expect(page.getByRole('radio', { name: 'Every day' })).toBeChecked();
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('1');
  await page.getByLabel('Start date').fill(tomorrow ?? '');
  await shoot(page, 'subscription-subscribe');
  await page.getByRole('button', { name: 'Subscribe' }).click();

  await expect(page).toHaveURL(/\/profilePage\/subscriptions$/);
  await expect(calendarDay(page, indiaDay(0))).toHaveText('Today: not started yet');
  await expect(calendarDay(page, tomorrow ?? '')).toHaveText(
    'Tomorrow 5–8 am: 500 ml — change until 11:59 pm today',
  );
  await expect(page.getByTestId('calendar-day')).toHaveCount(14);

  await page.getByRole('button', { name: 'Skip Tomorrow' }).click();
  await expect(page.getByText('Tomorrow skipped')).toBeVisible();
  await expect(calendarDay(page, tomorrow ?? '')).toHaveText(
    'Tomorrow: skipped — change until 11:59 pm today',
  );

  await page.getByText('Pause for some days').click();
  await page.getByLabel('First day paused').fill(third ?? '');
  await page.getByLabel('Last day paused').fill(fifth ?? '');
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(
    page.getByText(`Paused from ${dayText(third ?? '')} to ${dayText(fifth ?? '')}`),
  ).toBeVisible();
  for (const day of [third, fourth, fifth])
    await expect(calendarDay(page, day ?? '')).toHaveText(new RegExp(`^${dayText(day ?? '')}: paused — `));
  await expect(calendarDay(page, second ?? '')).toHaveText(
    `${dayText(second ?? '')} 5–8 am: 500 ml — change until 11:59 pm tomorrow`,
  );
  expect(await seriousViolations(page), 'axe on the subscriptions page').toEqual([]);
  await shoot(page, 'subscription-calendar');

  // The calendar after a reload is the API's, not the page's memory.
  await page.reload();
  await expect(calendarDay(page, tomorrow ?? '')).toHaveText(
    'Tomorrow: skipped — change until 11:59 pm today',
  );

  // A spoilt day's credit from the farm shows on the ledger with the note staff typed.
  await creditWallet(setup, customer.id, 4_500, 'Spoilt milk on Sunday');
  await page.getByRole('link', { name: 'Wallet' }).click();
  await expect(page).toHaveURL(/\/profilePage\/wallet$/);
  await expect(page.getByTestId('wallet-balance')).toHaveText('₹45.00');
  const entry = page.getByTestId('ledger-entry').first();
  await expect(entry).toContainText('Credit from the farm');
  await expect(entry).toContainText('Spoilt milk on Sunday');
  await expect(entry).toContainText('+₹45.00');
  await expect(entry).toContainText('Balance ₹45.00');
  await expect(page.getByRole('button', { name: 'Top up' })).toBeVisible();
  expect(await seriousViolations(page), 'axe on the wallet page').toEqual([]);
  await shoot(page, 'subscription-wallet');
});

test('a visitor is sent to sign in and back to the subscribe form; cancelling asks first', async ({
  page,
}) => {
  const mobile = freshMobile();
  const account = { name: 'Ravi Cancels', mobileNumber: mobile, password: 'subscription-password' };
  await signUpVerified(page.request, account);
  await page.context().clearCookies();

  // A visitor's "Subscribe" keeps its product through the login.
  await page.goto('/productDetailsPage?productCode=GM-500');
  await page.getByTestId('subscribe-link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/profilePage/subscriptions/new\\?productId=${setup.milkId}$`));
  await expect(page.getByRole('heading', { name: 'Subscribe to Fresh Goat Milk 500 ml' })).toBeVisible();

  const login = await page.request.post('/api/customer/login', {
    data: { userName: mobile, password: account.password },
  });
  const customer = { ...(await login.json()).response.user, name: account.name, mobileNumber: mobile };
  const addressId = await addAddress(page, customer);
  const made = await page.request.post('/api/subscriptions', {
    data: {
      addressId,
      slotId: setup.morningSlotId,
      startDay: indiaDay(1),
      pattern: { kind: 'DAILY', lines: [{ productId: setup.milkId, quantity: 2 }] },
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  await page.goto('/profilePage/subscriptions');
  await expect(calendarDay(page, indiaDay(1))).toHaveText(
    'Tomorrow 5–8 am: 2 × 500 ml — change until 11:59 pm today',
  );
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  const dialog = page.getByRole('dialog', { name: /Cancel subscription #\d+\?/ });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toBeHidden();
  await expect(calendarDay(page, indiaDay(1))).toContainText('2 × 500 ml');
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(calendarDay(page, indiaDay(1))).toHaveText('Tomorrow: cancelled');
  await expect(page.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
});

import { mkdir, readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { signInToAdmin } from './support/admin';
import { seriousViolations } from './support/axe';
import { signUpAndSignIn } from './support/shopper';
import { asStaff, bearer } from './support/staff-api';

// Issue 34.3 and 34.6: the owner puts a trusted customer on the monthly bill from the customer's
// page, records a UPI payment received, downloads the month's statement, reads the subscription
// report, and credits a spoilt day, which comes off the bill (not into the wallet); the customer
// sees the bill and the credit with its reason on Profile → Wallet, in English and Tamil.

const SHOTS = '/tmp/shots/monthly-bill';

/** Pictures at a phone's and a desktop's width to look at; an English page is checked by axe too. */
async function shoot(page: Page, name: string, { english = true } = {}) {
  await mkdir(SHOTS, { recursive: true });
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    if (english) expect(await seriousViolations(page), `${name} at ${width} px`).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('the owner bills a customer monthly, records a payment, and reads the subscription report', async ({
  page,
  browser,
  request,
}) => {
  const staff = await asStaff(request);
  const shopperContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const shopperPage = await shopperContext.newPage();
  const customer = await signUpAndSignIn(shopperPage, 'Lakshmi Monthly');
  // Money held in the customer's wallet: the report lists it as a liability.
  const credit = await request.post(`/api/wallets/${customer.id}/credits`, {
    headers: bearer(staff.token),
    data: {
      amount: 12_300,
      reason: 'ADJUSTMENT',
      note: 'opening balance',
      idempotencyKey: `e2e-${Date.now()}`,
    },
  });
  expect(credit.status(), await credit.text()).toBe(201);

  await signInToAdmin(page);
  await page.goto(`/admin/customers/${customer.id}`);
  const bill = page.getByRole('region', { name: 'Monthly bill' });
  await expect(bill.getByTestId('bill-state')).toContainText('Prepaid');
  await bill.getByRole('button', { name: 'Put on the monthly bill' }).click();
  await expect(bill.getByTestId('bill-state')).toContainText('On the monthly bill');
  await expect(bill.getByTestId('bill-state')).toContainText('Changed by');

  const payment = bill.getByRole('form', { name: 'Payment received' });
  await payment.getByRole('button', { name: 'Record the payment' }).click();
  await expect(payment.getByRole('alert')).toContainText('Enter an amount in rupees');
  await payment.getByLabel('Amount in rupees').fill('250');
  await payment.getByLabel('How').selectOption('UPI');
  await payment.getByLabel('Reference').fill('UPI 412233445566');
  await payment.getByRole('button', { name: 'Record the payment' }).click();
  await expect(bill.getByTestId('bill-due')).toHaveText('In credit: ₹250.00');

  const download = page.waitForEvent('download');
  await bill.getByRole('button', { name: 'Statement PDF' }).first().click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^statement-${customer.id}-\\d{4}-\\d{2}\\.pdf$`));
  expect((await readFile(await file.path())).subarray(0, 5).toString()).toBe('%PDF-');
  await shoot(page, 'admin-customer');

  await page.goto('/admin/reports?tab=subscriptions');
  await expect(page.getByRole('heading', { name: 'Subscriptions', level: 2 })).toBeVisible();
  const wallets = page.getByRole('region', { name: 'Wallet balances held' });
  await expect(wallets.getByRole('row', { name: /Lakshmi Monthly/ })).toContainText('₹123.00');
  const bills = page.getByRole('region', { name: 'Monthly bills due' });
  await expect(bills.getByRole('row', { name: /Lakshmi Monthly/ })).toContainText('-₹250.00');
  await expect(page.getByTestId('active-subscribers')).toHaveText(/^\d+$/);
  await shoot(page, 'reports-subscriptions');

  // A spoilt day, credited from Admin → Subscriptions: off the bill, the wallet's ₹123 untouched.
  await page.goto(`/admin/subscriptions/customers/${customer.id}`);
  const form = page.getByTestId('wallet-credit');
  await expect(form.getByRole('heading', { name: 'Credit the monthly bill' })).toBeVisible();
  await expect(form).toContainText('Lakshmi Monthly is on the monthly bill');
  await form.getByLabel('Why').selectOption('spoilt');
  await form.getByLabel('Amount (₹)').fill('75');
  await expect(form.getByLabel('Note for the statement')).toHaveValue('Spoilt milk');
  await form.getByRole('button', { name: 'Take ₹75.00 off the bill' }).click();
  const dialog = page.getByRole('dialog', { name: 'Credit the monthly bill' });
  await expect(dialog).toContainText("Take ₹75.00 off Lakshmi Monthly's monthly bill?");
  await dialog.getByRole('button', { name: 'Take off the bill' }).click();
  await expect(page.getByTestId('bill-due')).toHaveText('In credit: ₹325.00');
  await expect(page.getByTestId('bill-credits')).toContainText('Spoilt milk');
  await expect(page.getByTestId('bill-credits')).toContainText('−₹75.00');
  await expect(page.getByTestId('wallet-balance')).toContainText('₹123.00');
  await shoot(page, 'admin-bill-credit');

  await page.goto('/ta/admin/reports?tab=subscriptions');
  await expect(page.getByRole('heading', { name: 'சந்தாக்கள்', level: 2 })).toBeVisible();
  await shoot(page, 'reports-subscriptions-ta', { english: false });
  await page.goto(`/ta/admin/subscriptions/customers/${customer.id}`);
  await expect(page.getByTestId('bill-credits')).toContainText('பண்ணையிலிருந்து');
  await shoot(page, 'admin-bill-credit-ta', { english: false });

  await shopperPage.goto('/profilePage/wallet');
  const own = shopperPage.getByRole('region', { name: 'Monthly bill' });
  await expect(own.getByText('In credit: ₹325.00')).toBeVisible();
  const credits = own.getByTestId('bill-credits');
  await expect(credits).toContainText("Taken off this month's bill");
  await expect(credits).toContainText('From the farm');
  await expect(credits).toContainText('Spoilt milk');
  await expect(credits).toContainText('−₹75.00');
  await expect(shopperPage.getByTestId('wallet-balance')).toHaveText('₹123.00');
  await expect(own.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  await shoot(shopperPage, 'customer-wallet');
  await shopperPage.goto('/ta/profilePage/wallet');
  const ownTa = shopperPage.getByRole('region', { name: 'மாதாந்திர பில்' });
  await expect(ownTa.getByTestId('bill-credits')).toContainText('இந்த மாத பில்லில் கழிக்கப்பட்டவை');
  await expect(ownTa.getByTestId('bill-credits')).toContainText('பண்ணையிலிருந்து');
  await shoot(shopperPage, 'customer-wallet-ta', { english: false });
  await shopperContext.close();
});

import { expect, type Page, test } from '@playwright/test';
import { outboxCode } from './support/verified-sign-up';

/**
 * One whole first visit, as a person makes it: look around, find a product, be asked to sign up
 * on the way to the cart, come back and sign in with the password on a phone, add an address,
 * order, read the summary and the order history, and change one's mind. Everything is reached by
 * what is on the screen (link texts, labels, buttons), never by URL once the visit has begun.
 */

const NAME = 'Lakshmi Journey';
const PASSWORD = 'paneer-and-ghee';
const PRODUCT = 'Goat Milk Paneer 200 g';

function freshMobile(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

/** The top bar's cart link names its count once a customer is signed in. */
const cartLink = (page: Page, count?: number) =>
  page.getByRole('banner').getByRole('link', {
    name: count === undefined ? /^Cart/ : `Cart, ${count} ${count === 1 ? 'item' : 'items'}`,
  });

test('a first visit: browse, search, sign up, sign in on a phone, order, and cancel', async ({
  page,
  request,
}) => {
  const mobile = freshMobile();

  // Home: the banners, the farm and its best sellers.
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Best sellers' })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart');

  // The listing, then one category of it.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Categories' })
    .getByRole('link', { name: /^Paneer & Cheese/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paneer & Cheese' })).toBeVisible();
  await expect(page.getByRole('link', { name: PRODUCT })).toBeVisible();

  // The search dialog finds it by a loosely typed name.
  await page.getByRole('button', { name: 'Search products' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search products' });
  await dialog.getByRole('searchbox', { name: 'Search' }).fill('Paneer 200');
  await dialog.getByRole('link', { name: new RegExp(PRODUCT) }).click();
  await expect(dialog).toBeHidden();

  // The product page: price with MRP, stock, and the cart asks a visitor to sign in first.
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
  await expect(page.getByText('₹150.00').first()).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Please login to add products to your cart')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();

  // No account yet: sign up, and come back to the product signed in.
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/signUp\?/);
  await page.getByLabel('Name').fill(NAME);
  await page.getByLabel('Mobile number').fill(mobile);
  // The code the SMS brings (read from the shop's outbox) proves the number: orders may follow.
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Code', { exact: true }).fill(await outboxCode(request, mobile));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Account created successfully')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();

  // The product the visitor added before signing up is in the cart now: the badge counts it.
  await expect(page.getByText('Added to cart')).toBeVisible();
  await expect(page.getByText('In your cart: 1')).toBeVisible();
  await expect(cartLink(page, 1)).toBeVisible();
  await expect(cartLink(page, 1)).toContainText('1');

  // On the phone: log out and in again with the password, through the mobile menu.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(cartLink(page)).toHaveAccessibleName('Cart');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await menu.getByRole('link', { name: 'Login', exact: true }).click();
  await expect(menu).toHaveCount(0);
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Login Successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Hello, ${NAME}` })).toBeVisible();
  await expect(cartLink(page, 1)).toBeVisible();

  // An address for the delivery.
  const addresses = page.getByRole('region', { name: 'My addresses' });
  await addresses.getByRole('button', { name: 'Add address' }).click();
  await addresses.getByLabel('House, street').fill('7 Mariamman Kovil Street');
  await addresses.getByLabel('City').fill('Anaimalai');
  await addresses.getByLabel('PIN code').fill('642104');
  await addresses.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Address created successfully')).toBeVisible();

  // The cart: the line, the address chosen, cash on delivery, and the order goes.
  await cartLink(page, 1).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await expect(page.getByRole('link', { name: PRODUCT })).toBeVisible();
  await expect(page.getByRole('radio', { name: /7 Mariamman Kovil Street/ })).toBeChecked();
  await page.getByRole('button', { name: 'Place order' }).click();

  // The order summary.
  await expect(page).toHaveURL(/\/orderSummaryDetails\?cartBundleId=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order summary' })).toBeVisible();
  await expect(page.getByText(`Thank you, ${NAME}! Your order is placed.`)).toBeVisible();
  await expect(page.getByRole('article', { name: /^Order #/ })).toContainText(PRODUCT);
  await expect(cartLink(page, 0)).toBeVisible();
  const heading = await page
    .getByRole('heading', { level: 2, name: /^Order #\d+/ })
    .first()
    .textContent();
  const orderNumber = /#(\d+)/.exec(heading ?? '')?.[1];
  expect(orderNumber).toBeDefined();

  // The order history shows it with its status, and it can still be cancelled.
  await page.getByRole('link', { name: 'View order history' }).click();
  const order = page
    .getByRole('region', { name: 'My orders' })
    .getByRole('article', { name: `Order #${orderNumber}` });
  await expect(order).toContainText(PRODUCT);
  await expect(order.getByRole('listitem').filter({ hasText: 'Placed' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await order.getByRole('button', { name: 'Cancel order' }).click();
  const confirm = page.getByRole('dialog', { name: `Cancel order #${orderNumber}?` });
  await confirm.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText(`Order #${orderNumber} cancelled`)).toBeVisible();
  await expect(order.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(order.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
});

import { expect, type Page, test } from '@playwright/test';
import { shootAdmin, signInToAdmin, signInToAdminOverApi } from './support/admin';
import { seriousViolations } from './support/axe';
import {
  asStaff,
  bearer,
  type Customer,
  freshMobile,
  placePhoneOrder,
  productByCode,
  rupees,
  type Staff,
  signUpCustomer,
  todayInIndia,
} from './support/staff-api';

/**
 * The farm owner works through orders, customers and addresses in the admin. Each test makes its
 * own customer and orders over the API (a fresh mobile number), so the tests do not depend on each
 * other or on the demo farm's orders.
 */

/** A phone order's id (the support's `placePhoneOrder` answers its total too). */
async function placeOrder(staff: Staff, customer: Customer, productId: number, quantity: number) {
  return (await placePhoneOrder(staff, customer, productId, quantity)).id;
}

const product = productByCode;

async function setStatus(staff: Staff, orderId: number, status: string) {
  return staff.request.put(`/api/orders/${orderId}`, { headers: bearer(staff.token), data: { status } });
}

/**
 * Screenshots from the top of the page, nothing focused (the sticky header stays on top); every
 * screen shot is also one that axe finds nothing serious on.
 */
async function shoot(page: Page, name: string) {
  expect(await seriousViolations(page), name).toEqual([]);
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await shootAdmin(page, name);
}

/** The status buttons the order page offers, in order. */
async function moveButtons(page: Page): Promise<string[]> {
  const card = page.getByRole('region', { name: 'Next step' });
  return (await card.getByRole('button').allTextContents()).map((t) => t.trim());
}

test.describe('orders in the admin', () => {
  test('an order goes PLACED → CONFIRMED → PACKED → SHIPPED → DELIVERED; illegal moves are refused', async ({
    page,
    request,
  }) => {
    const staff = await asStaff(request);
    const customer = await signUpCustomer(staff, 'Anitha Lifecycle');
    const soap = await product(staff, 'SP-HONEY');
    const orderId = await placeOrder(staff, customer, soap.id, 2);

    await signInToAdmin(page);
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Orders', exact: true })
      .click();
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
    await page.getByLabel('Status').selectOption('PLACED');
    await page.getByLabel('From', { exact: true }).fill(todayInIndia());
    await page.getByLabel('To', { exact: true }).fill(todayInIndia());
    await page.getByRole('searchbox', { name: 'Order number, name or mobile' }).fill(customer.mobileNumber);
    await expect(page.getByText('1 result')).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(`#${orderId}\\b`) });
    await expect(row).toContainText('Anitha Lifecycle');
    await expect(row).toContainText('₹');
    await expect(row).toContainText('Placed');
    await expect(page).toHaveURL(/status=PLACED/);
    await shoot(page, 'orders');

    // Another day finds nothing.
    await page.getByLabel('From', { exact: true }).fill('2020-01-01');
    await page.getByLabel('To', { exact: true }).fill('2020-01-02');
    await expect(page.getByText('No orders match.')).toBeVisible();
    await page.getByLabel('To', { exact: true }).fill(todayInIndia());

    await page.getByRole('link', { name: `#${orderId}` }).click();
    await expect(page.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
    await expect(page.getByTestId('order-line')).toContainText(soap.name);
    await expect(page.getByRole('region', { name: 'Delivery address' })).toContainText('7 Mill Road');
    await expect(
      page.getByRole('region', { name: 'Customer', exact: true }).getByRole('link', { name: customer.name }),
    ).toHaveAttribute('href', `/admin/customers/${customer.id}`);
    expect(await moveButtons(page)).toEqual(['Confirm', 'Cancel order']);
    await shoot(page, 'order-placed');

    // Skipping steps is refused by the server too, not only hidden.
    const skip = await setStatus(staff, orderId, 'SHIPPED');
    expect(skip.status()).toBe(409);
    expect((await skip.json()).code).toBe('ILLEGAL_STATUS_CHANGE');

    await page.getByLabel('Note (optional)', { exact: true }).fill('Called Anitha, she wants it on Friday');
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByText('Order updated successfully').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark packed' })).toBeVisible();
    expect(await moveButtons(page)).toEqual(['Mark packed', 'Cancel order']);
    await expect(page.getByRole('list', { name: 'Status history' })).toContainText(
      'Called Anitha, she wants it on Friday',
    );

    await page.getByRole('button', { name: 'Mark packed' }).click();
    await expect(page.getByRole('button', { name: 'Mark shipped' })).toBeVisible();
    await page.getByLabel('Note (optional)', { exact: true }).fill('Sent with ST Courier, AWB 12345');
    await page.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(page.getByRole('button', { name: 'Mark delivered' })).toBeVisible();
    expect(await moveButtons(page)).toEqual(['Mark delivered']);
    await page.getByRole('button', { name: 'Mark delivered' }).click();
    await expect(page.getByRole('button', { name: 'Mark returned' })).toBeVisible();
    expect(await moveButtons(page)).toEqual(['Mark returned']);

    const history = page.getByRole('list', { name: 'Status history' }).getByRole('listitem');
    await expect(history).toHaveCount(5);
    await expect(history.nth(3)).toContainText('Sent with ST Courier, AWB 12345');
    await expect(history.nth(4)).toContainText('Delivered');
    const me = (await (await request.get('/api/user', { headers: bearer(staff.token) })).json()).response;
    await expect(history.nth(4)).toContainText(`by ${me.name}`);
    await shoot(page, 'order-delivered');

    // The cash the delivery brought in (issue 15.6): recorded once, with who and how much.
    const payment = page.getByRole('region', { name: 'Payment' });
    await expect(payment.getByTestId('payment-status')).toHaveText('Cash due');
    const total = (
      await (await request.get(`/api/orders/${orderId}`, { headers: bearer(staff.token) })).json()
    ).response.total as number;
    await expect(payment.getByLabel('Cash received (₹)')).toHaveValue((total / 100).toFixed(2));
    await payment.getByLabel('Cash received (₹)').fill(String(total / 100 + 5));
    await payment.getByRole('button', { name: 'Record cash collected' }).click();
    await expect(payment.getByText(/^At most the order total/)).toBeVisible();
    await payment.getByLabel('Cash received (₹)').fill((total / 100).toFixed(2));
    await payment.getByLabel('Payment note').fill('Paid at the gate');
    await payment.getByRole('button', { name: 'Record cash collected' }).click();
    await expect(page.getByText('Cash collected recorded')).toBeVisible();
    await expect(payment.getByTestId('payment-status')).toHaveText('Cash collected');
    await expect(payment).toContainText(`by ${me.name}`);
    await expect(payment).toContainText('Paid at the gate');
    await expect(payment.getByRole('button', { name: 'Record cash collected' })).toHaveCount(0);
    await shoot(page, 'order-cash-collected');

    const late = await setStatus(staff, orderId, 'CANCELLED');
    expect(late.status()).toBe(409);
    const now = await request.get(`/api/orders/${orderId}`, { headers: bearer(staff.token) });
    expect((await now.json()).response.status).toBe('DELIVERED');
  });

  test('a browser that also holds a customer session works orders as staff (issue 14.10)', async ({
    page,
    request,
  }) => {
    const staff = await asStaff(request);
    const owner = await signUpCustomer(staff, 'Bhuvana Ordered');
    const soap = await product(staff, 'SP-HONEY');
    const orderId = await placeOrder(staff, owner, soap.id, 1);

    // Someone else's customer session in this browser first, then the staff one beside it.
    const shopper = await signUpCustomer(staff, 'Selvi Browsing');
    const login = await page.request.post('/api/customer/login', {
      data: { userName: shopper.mobileNumber, password: 'orders-test-password' },
    });
    expect(login.ok(), await login.text()).toBe(true);
    await signInToAdminOverApi(page);

    await page.goto(`/admin/orders/${orderId}`);
    await expect(page.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
    await expect(page.getByText('This is not your order')).toHaveCount(0);
    // One tap calls the customer (issue 14.14c): their number and the delivery number are tel: links.
    const e164 = `+91${owner.mobileNumber}`;
    await expect(
      page.getByRole('region', { name: 'Customer', exact: true }).getByRole('link', { name: /^Call \+91 / }),
    ).toHaveAttribute('href', `tel:${e164}`);
    await expect(
      page.getByRole('region', { name: 'Delivery address' }).getByRole('link', { name: /^\+91 / }),
    ).toHaveAttribute('href', `tel:${e164}`);
    await shoot(page, 'order-call');
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByText('Order updated successfully').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark packed' })).toBeVisible();

    await page.goto(`/admin/customers/${owner.id}`);
    await expect(page.getByRole('heading', { name: 'Bhuvana Ordered' })).toBeVisible();
    await expect(page.getByText('This is not your account')).toHaveCount(0);
  });

  test('cancelling asks first and puts the stock back; a move made meanwhile elsewhere is reported', async ({
    page,
    request,
  }) => {
    const staff = await asStaff(request);
    const customer = await signUpCustomer(staff, 'Bala Cancel');
    const before = (await product(staff, 'SP-ROSE')).stock;
    const orderId = await placeOrder(staff, customer, (await product(staff, 'SP-ROSE')).id, 3);
    expect((await product(staff, 'SP-ROSE')).stock).toBe(before - 3);

    await signInToAdmin(page);
    await page.goto(`/admin/orders/${orderId}`);
    await expect(page.getByRole('button', { name: 'Confirm', exact: true })).toBeVisible();

    // A colleague confirms it on another phone; this page still offers "Confirm".
    expect((await setStatus(staff, orderId, 'CONFIRMED')).status()).toBe(200);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByText(/An order that is CONFIRMED cannot become CONFIRMED/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark packed' })).toBeVisible();

    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel order #${orderId}?` });
    await expect(dialog).toContainText('stock goes back');
    await expect(dialog).toContainText('3 × Rose Petal Goat Milk Soap');
    await shoot(page, 'order-cancel-dialog');
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await expect(dialog).toBeHidden();
    expect((await product(staff, 'SP-ROSE')).stock).toBe(before - 3);

    await page.getByLabel('Note (optional)', { exact: true }).fill('Customer changed their mind');
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByText('This order is closed: no further status changes.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Status history' })).toContainText('Cancelled');
    expect((await product(staff, 'SP-ROSE')).stock).toBe(before);
    await shoot(page, 'order-cancelled');
  });

  test("a returned order's goods go back in stock line by line, once", async ({ page, request }) => {
    const staff = await asStaff(request);
    const customer = await signUpCustomer(staff, 'Chitra Return');
    const butter = await product(staff, 'BT-200');
    const orderId = await placeOrder(staff, customer, butter.id, 2);
    for (const status of ['CONFIRMED', 'PACKED', 'SHIPPED', 'DELIVERED']) {
      expect((await setStatus(staff, orderId, status)).status()).toBe(200);
    }
    const sold = (await product(staff, 'BT-200')).stock;

    await signInToAdminOverApi(page);
    await page.goto(`/admin/orders/${orderId}`);
    await page.getByRole('button', { name: 'Mark returned' }).click();
    const dialog = page.getByRole('dialog', { name: `Mark order #${orderId} returned?` });
    await expect(dialog).toContainText('return each line to stock');
    await dialog.getByRole('button', { name: 'Mark returned' }).click();
    const returned = page.getByRole('region', { name: 'Returned goods' });
    await expect(returned).toBeVisible();
    // Marking returned alone keeps the stock out: the goods are checked first.
    expect((await product(staff, 'BT-200')).stock).toBe(sold);
    await shoot(page, 'order-returned');

    await returned.getByRole('button', { name: `Return to stock: 2 × ${butter.name}` }).click();
    await expect(page.getByText('Returned to stock').first()).toBeVisible();
    await expect(returned).toContainText('Back in stock');
    await expect(returned.getByRole('button', { name: /to stock/ })).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Status history' })).toContainText(
      `Returned to stock: 2 × ${butter.name}`,
    );
    expect((await product(staff, 'BT-200')).stock).toBe(sold + 2);
    await shoot(page, 'order-restocked');

    const twice = await request.post(`/api/orders/${orderId}/restock`, {
      headers: bearer(staff.token),
      data: { productId: butter.id },
    });
    expect(twice.status()).toBe(409);
    expect((await twice.json()).code).toBe('ALREADY_RESTOCKED');
    expect((await product(staff, 'BT-200')).stock).toBe(sold + 2);
  });

  test('a phone order for the demo customer, with a new address, and its packing slip', async ({
    page,
    request,
  }) => {
    const staff = await asStaff(request);
    const ghee = await product(staff, 'GH-250');
    await signInToAdmin(page);
    await page.goto('/admin/orders');
    await page.getByRole('link', { name: 'New phone order' }).click();
    await expect(page.getByRole('heading', { name: 'New phone order' })).toBeVisible();

    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByText('Choose the customer first', { exact: true })).toBeVisible();
    await expect(page.getByText('Add at least one product')).toBeVisible();

    await page.getByLabel('Find the customer').fill('98765 43210');
    await page.getByRole('button', { name: /Priya Ramasamy/ }).click();
    await expect(page.getByRole('region', { name: '1. Customer' })).toContainText('Priya Ramasamy');
    const addresses = page.getByRole('region', { name: '2. Delivery address' });
    await expect(addresses.getByRole('radio').first()).toBeChecked();

    await addresses.getByRole('button', { name: 'Add a new address' }).click();
    await addresses.getByLabel("Receiver's name").fill('Priya (office)');
    await addresses.getByLabel('House, street').fill('3rd Floor, 21 Avinashi Road');
    await addresses.getByLabel('City or town').fill('Coimbatore');
    await addresses.getByLabel('PIN code').fill('641018');
    await addresses.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('Address created successfully')).toBeVisible();
    await expect(addresses.getByRole('radio', { name: /Priya \(office\)/ })).toBeChecked();

    await page.getByLabel('Find a product').fill('rose petal');
    await page.getByRole('button', { name: 'Add Rose Petal Goat Milk Soap' }).click();
    await page.getByLabel('Find a product').fill('GH-250');
    await page.getByRole('button', { name: `Add ${ghee.name}` }).click();
    await expect(page.getByTestId('manual-line')).toHaveCount(2);
    await page.getByLabel('Quantity of Rose Petal Goat Milk Soap').fill('2');
    // Two soaps and the ghee at their prices after today's offers (Priya has ordered before, so no
    // first-order offer), with the shop's delivery rule on them: what the caller is told to pay.
    const rules = (await (await request.get('/api/settings')).json()).response;
    const items = 2 * (await product(staff, 'SP-ROSE')).shelfPrice + ghee.shelfPrice;
    const free = rules.freeDeliveryThreshold !== null && items >= rules.freeDeliveryThreshold;
    const promisedTotal = rupees(items + (free ? 0 : rules.deliveryFee));
    await expect(page.getByTestId('manual-total')).toHaveText(promisedTotal);
    await page.getByLabel('Note (optional)', { exact: true }).fill('Call before delivery');
    await shoot(page, 'order-new');

    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByText('Create Orders Successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/orders\/\d+$/);
    const orderId = Number(page.url().split('/').pop());
    await expect(page.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
    await expect(page.getByTestId('order-line')).toHaveCount(2);
    const lines = page.getByTestId('order-line');
    await expect(lines.filter({ hasText: 'Rose Petal Goat Milk Soap' })).toContainText('₹');
    await expect(lines.filter({ hasText: ghee.name })).toContainText('GH-250');
    await expect(page.getByRole('region', { name: 'Delivery address' })).toContainText('21 Avinashi Road');
    await expect(page.getByRole('region', { name: 'Customer', exact: true })).toContainText('Priya Ramasamy');
    await expect(page.getByText('by phone (staff)')).toBeVisible();
    await expect(page.getByTestId('order-total')).toHaveText(promisedTotal);

    const settings = (await (await request.get('/api/settings')).json()).response;
    await page.getByRole('link', { name: 'Packing slip' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderId}/slip$`));
    const slip = page.getByRole('article', { name: `Packing slip of order #${orderId}` });
    await expect(slip.getByRole('heading', { name: settings.farmName })).toBeVisible();
    await expect(slip).toContainText(settings.addressLine1);
    await expect(slip).toContainText('21 Avinashi Road');
    await expect(slip).toContainText('Call before delivery');
    await expect(slip.getByRole('row')).toHaveCount(3);
    // The day and slot the order booked, and the cash the van collects (cash on delivery, unpaid).
    const booked = await request.get(`/api/orders/${orderId}`, { headers: bearer(staff.token) });
    const delivery = (await booked.json()).response.delivery;
    expect(delivery).not.toBeNull();
    await expect(slip).toContainText(`Delivery: ${delivery.text}`);
    await expect(slip.getByText('Cash to collect', { exact: true })).toBeVisible();
    await expect(slip.getByRole('button', { name: 'Print' })).toBeVisible();
    await shoot(page, 'order-slip');

    // On paper: the sheet alone, without the admin's header, menu or buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeHidden();
    await expect(slip.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(slip.getByRole('heading', { name: settings.farmName })).toBeVisible();
    await page.screenshot({ path: '/tmp/shots/admin/order-slip-print.png', fullPage: true });
    await page.emulateMedia({ media: 'screen' });
  });
  test('a caller with no account: staff create "Muthu" from the phone-order screen and place his order', async ({
    page,
    request,
  }) => {
    const staff = await asStaff(request);
    const ghee = await product(staff, 'GH-250');
    const mobile = freshMobile();
    await signInToAdminOverApi(page);
    await page.goto('/admin/orders/new');
    await page.getByLabel('Find the customer').fill('Muthu');
    await page.getByRole('button', { name: 'Add “Muthu” as a new customer' }).click();
    const newCustomer = page.getByRole('form', { name: 'New customer' });
    await expect(newCustomer.getByLabel('Name')).toHaveValue('Muthu');
    await newCustomer.getByRole('button', { name: 'Create the customer' }).click();
    await expect(newCustomer.getByLabel('Mobile number')).toHaveAttribute('aria-invalid', 'true');
    await newCustomer.getByLabel('Name').fill('Muthu Velan');
    await newCustomer.getByLabel('Mobile number').fill(mobile);
    await shoot(page, 'customer-new-on-phone-order');
    await newCustomer.getByRole('button', { name: 'Create the customer' }).click();
    await expect(page.getByText('Customer created')).toBeVisible();
    const chosen = page.getByRole('region', { name: '1. Customer' });
    await expect(chosen).toContainText('Muthu Velan');
    await expect(chosen).toContainText(mobile.slice(-5));

    const addresses = page.getByRole('region', { name: '2. Delivery address' });
    await expect(addresses).toContainText('Muthu Velan has no saved address yet.');
    await addresses.getByRole('button', { name: 'Add a new address' }).click();
    await addresses.getByLabel('House, street').fill('4 Temple Street');
    await addresses.getByLabel('City or town').fill('Pollachi');
    await addresses.getByLabel('PIN code').fill('642001');
    await addresses.getByRole('button', { name: 'Save address' }).click();
    await expect(addresses.getByRole('radio', { name: /4 Temple Street/ })).toBeChecked();

    await page.getByLabel('Find a product').fill('GH-250');
    await page.getByRole('button', { name: `Add ${ghee.name}` }).click();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByText('Create Orders Successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/orders\/\d+$/);
    await expect(page.getByRole('region', { name: 'Customer', exact: true })).toContainText('Muthu Velan');

    // The same number again is refused with a sentence, on the field.
    await page.goto('/admin/customers/new');
    const again = page.getByRole('form', { name: 'New customer' });
    await again.getByLabel('Name').fill('Another Muthu');
    await again.getByLabel('Mobile number').fill(mobile);
    await again.getByRole('button', { name: 'Create the customer' }).click();
    await expect(again.getByText(/already registered/).first()).toBeVisible();
    await shoot(page, 'customer-new');
  });
});

test.describe('customers and addresses in the admin', () => {
  test("a customer's page shows their profile, addresses, orders, cart and wishlist", async ({
    page,
    request,
  }) => {
    const staff = await asStaff(request);
    const name = `Kavitha ${Date.now().toString(36)}`;
    const customer = await signUpCustomer(staff, name);
    const butter = await product(staff, 'BT-200');
    const orderId = await placeOrder(staff, customer, butter.id, 1);
    const lotion = await product(staff, 'SC-LOTION');
    const cart = await request.get(
      `/api/product/add-to-cart?productId=${lotion.id}&Quantity=2&customerId=${customer.id}`,
      { headers: bearer(staff.token) },
    );
    expect(cart.ok(), await cart.text()).toBe(true);
    const wish = await request.get(
      `/api/customer/wishlist/add?customerId=${customer.id}&productId=${butter.id}`,
      {
        headers: bearer(staff.token),
      },
    );
    expect(wish.ok(), await wish.text()).toBe(true);

    await signInToAdmin(page);
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Customers', exact: true })
      .click();
    await page.getByRole('searchbox', { name: 'Name or mobile number' }).fill(name);
    await expect(page.getByText('1 result')).toBeVisible();
    await shoot(page, 'customers');
    await page.getByRole('link', { name }).click();

    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    const orders = page.getByRole('region', { name: 'Orders' });
    await expect(orders.getByRole('link', { name: `#${orderId}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cart' })).toContainText(`2 × ${lotion.name}`);
    await expect(page.getByRole('region', { name: 'Wishlist' })).toContainText(butter.name);
    await expect(page.getByRole('region', { name: 'Addresses' })).toContainText('No saved addresses.');
    await shoot(page, 'customer');

    await page.getByLabel('E-mail').fill('kavitha@example.in');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Update Customer Successfully')).toBeVisible();
    const saved = await request.get(`/api/customer/${customer.id}`, { headers: bearer(staff.token) });
    expect((await saved.json()).response.email).toBe('kavitha@example.in');

    await orders.getByRole('link', { name: `#${orderId}` }).click();
    await expect(page.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
    await page.getByRole('region', { name: 'Customer', exact: true }).getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

    // The order list narrowed to this customer names them.
    await page.goto(`/admin/orders?customerId=${customer.id}`);
    await expect(page.getByText('1 result')).toBeVisible();
    await expect(page.getByRole('button', { name: `Show every customer, not only ${name}` })).toBeVisible();
  });

  test("staff correct a customer's number; the customer's history says who, from what, to what", async ({
    page,
    request,
  }) => {
    const staff = await asStaff(request);
    const customer = await signUpCustomer(staff, `Selvam ${Date.now().toString(36)}`);
    const right = freshMobile();
    await signInToAdminOverApi(page);
    await page.goto(`/admin/customers/${customer.id}`);
    await expect(page.getByRole('region', { name: 'History' })).toContainText('No changes by staff.');
    await page.getByRole('button', { name: 'Correct the mobile number' }).click();
    const form = page.getByRole('form', { name: 'Correct the mobile number' });
    await form.getByLabel('Correct mobile number').fill('12345');
    await form.getByRole('button', { name: 'Save the number' }).click();
    await expect(form.getByLabel('Correct mobile number')).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('Correct mobile number').fill(right);
    await form.getByRole('button', { name: 'Save the number' }).click();
    await expect(page.getByText('Mobile number corrected')).toBeVisible();
    const history = page.getByRole('region', { name: 'History' });
    await expect(history).toContainText(`Mobile number changed by`);
    await expect(history).toContainText(customer.mobileNumber.slice(-5));
    await expect(history).toContainText(right.slice(-5));
    await shoot(page, 'customer-history');
    const saved = await request.get(`/api/customer/${customer.id}`, { headers: bearer(staff.token) });
    expect((await saved.json()).response.mobileNumber).toBe(`+91${right}`);
  });

  test("staff add, find, edit and delete a customer's address", async ({ page, request }) => {
    const staff = await asStaff(request);
    const name = `Murugan ${Date.now().toString(36)}`;
    const customer = await signUpCustomer(staff, name);

    await signInToAdmin(page);
    await page.goto(`/admin/customers/${customer.id}`);
    await page.getByRole('link', { name: 'Add an address' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/addresses/new\\?customerId=${customer.id}$`));
    await expect(page.getByLabel("Receiver's name")).toHaveValue(name);
    await page.getByLabel('PIN code').fill('12');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('House, street is required')).toBeVisible();
    await expect(page.getByText(/PIN code must be a 6-digit PIN code/)).toBeVisible();
    await shoot(page, 'address-new');

    await page.getByLabel('House, street').fill('14 Periyar Street');
    await page.getByLabel('City or town').fill('Gobichettipalayam');
    await page.getByLabel('PIN code').fill('638452');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('Address created successfully')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/addresses\\?customerId=${customer.id}$`));
    const row = page.getByRole('row', { name: /14 Periyar Street/ });
    await expect(row).toContainText('Default');
    const customerLink = row.locator(`a[href="/admin/customers/${customer.id}"]`);
    await expect(customerLink).toHaveText(name);

    await page.getByRole('button', { name: `Show every customer, not only ${name}` }).click();
    // Part of the town finds it (other tests' customers may live there too).
    await page.getByRole('searchbox', { name: 'Name, city, PIN code or mobile' }).fill('gobichetti');
    await expect(page.getByText(/^\d+ results?$/)).toBeVisible();
    await expect(page.getByRole('row', { name: /14 Periyar Street/ })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/addresses\?q=gobichetti$/);
    await shoot(page, 'addresses');

    await page.locator(`a[href="/admin/customers/${customer.id}"]`).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await page.getByRole('region', { name: 'Addresses' }).getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { name: `${name}, Gobichettipalayam` })).toBeVisible();
    await page.getByLabel('Landmark').fill('Opposite the bus stand');
    await shoot(page, 'address-edit');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Address updated successfully')).toBeVisible();

    const list = await request.get(`/api/address/customer/${customer.id}`, { headers: bearer(staff.token) });
    const [address] = (await list.json()).response;
    expect(address.landmark).toBe('Opposite the bus stand');

    await page.goto(`/admin/addresses/${address.id}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this address?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('Address deleted successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/addresses$/);
    const gone = await request.get(`/api/address/${address.id}`, { headers: bearer(staff.token) });
    expect(gone.status()).toBe(404);
  });
});

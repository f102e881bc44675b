import type { Order } from '@farm/contract';
import { slotWindowIn } from '@farm/contract/plain/delivery';
import { expect, type Page, test } from '@playwright/test';
import { signInToAdminOverApi } from './support/admin';
import { overflowPixels, spilledLabels } from './support/fits';
import { asStaff, placePhoneOrder, productByCode, signUpCustomer, staffData } from './support/staff-api';

/**
 * Issue 33: a helper who reads Tamil works the orders on Tamil screens: the list, an order with its
 * status, next steps and timeline, a move with the toast in Tamil, and the dashboard.
 */

/** Both widths of a Tamil screen under /tmp/shots/wip-E3 (looked at, not asserted). */
async function shoot(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.evaluate(() => window.scrollTo(0, 0));
    // Nothing wider than the screen: Tamil's longer words wrap instead of pushing the page sideways.
    const overflow = await overflowPixels(page);
    expect(overflow, `${name} at ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `/tmp/shots/wip-E3/tamil-admin-${name}-${width}.png`, fullPage: true });
    expect(await spilledLabels(page.locator('body')), `${name} at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a Tamil-reading helper moves an order on, and reads the dashboard, in Tamil', async ({
  page,
  request,
}) => {
  const staff = await asStaff(request);
  const customer = await signUpCustomer(staff, 'Selvi Tamil');
  const soap = await productByCode(staff, 'SP-HONEY');
  const { id: orderId } = await placePhoneOrder(staff, customer, soap.id, 2);
  await signInToAdminOverApi(page);

  await page.goto(`/ta/admin/orders?q=${customer.mobileNumber}`);
  await expect(page).toHaveTitle(/^ஆர்டர்கள்/);
  await expect(page.getByRole('heading', { name: 'ஆர்டர்கள்', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'புது போன் ஆர்டர்' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'வாடிக்கையாளர்' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(`#${orderId}\\b`) });
  await expect(row).toContainText('Selvi Tamil');
  await shoot(page, 'orders');

  await row.getByRole('link', { name: `#${orderId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/ta/admin/orders/${orderId}$`));
  await expect(page.getByRole('heading', { name: `ஆர்டர் #${orderId}`, level: 1 })).toBeVisible();
  const next = page.getByRole('region', { name: 'அடுத்த படி' });
  await expect(next.getByRole('button', { name: 'உறுதிசெய்' })).toBeVisible();
  await expect(next.getByRole('button', { name: 'ஆர்டரை ரத்துசெய்' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'பொருட்கள்', exact: true })).toContainText(
    'மொத்தம் (டெலிவரியில் பணம்)',
  );
  // The line as the customer's order names it: the Tamil name and offer title the order kept.
  const line = page.getByTestId('order-line');
  await expect(line).toContainText('தேன், ஓட்ஸ் ஆட்டுப்பால் சோப்பு');
  await expect(line.getByTestId('line-offer')).toContainText('மூணு சோப் ஆஃபர்');
  await expect(line.getByTestId('line-offer')).toContainText('ஒன்றுக்கு −₹');
  await expect(line).not.toContainText(/\beach\b/);
  const history = page.getByRole('list', { name: 'நிலை வரலாறு' });
  await expect(history).toContainText('செய்தவர்:');
  // The booked delivery in Tamil (`2 டிச. புதன், காலை 5–8`), not the API's English (`Wed 2 Dec, 5–8 am`).
  const { delivery } = await staffData<Order>(staff, `/orders/${orderId}`);
  if (!delivery?.window) throw new Error('the phone order books the earliest slot of its area');
  const booked = page.getByText(slotWindowIn(delivery.window, 'ta')).first();
  await expect(booked).toBeVisible();
  await expect(booked).not.toContainText(delivery.text);
  await expect(booked).not.toContainText(/\b(am|pm|Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b/);
  await expect(page.getByText('தமிழ்நாடு').first()).toBeVisible();
  await shoot(page, 'order');

  await next.getByLabel('குறிப்பு (விருப்பம்)').fill('வெள்ளிக்கிழமை கொண்டு வரச் சொன்னாங்க');
  await next.getByRole('button', { name: 'உறுதிசெய்' }).click();
  await expect(page.getByText('ஆர்டர் மாற்றியாச்சு').first()).toBeVisible();
  await expect(page.getByText('Order updated successfully')).toHaveCount(0);
  await expect(next.getByRole('button', { name: 'பேக் ஆனது' })).toBeVisible();
  await expect(history).toContainText('வெள்ளிக்கிழமை கொண்டு வரச் சொன்னாங்க');

  await page.goto('/ta/admin');
  await expect(page).toHaveTitle(/^டாஷ்போர்டு/);
  await expect(page.getByRole('heading', { name: 'டாஷ்போர்டு', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'காத்திருக்கும் ஆர்டர்கள்' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'வாங்க வேண்டிய பணம்' })).toBeVisible();
  await expect(page.getByRole('link', { name: /உறுதியானது/ })).toHaveAttribute(
    'href',
    '/ta/admin/orders?status=CONFIRMED',
  );
  await expect(page.getByText(/நிலவரம்\.$/)).toBeVisible();
  await shoot(page, 'dashboard');
});

import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { signUpAndSignIn } from './support/shopper';
import { asStaff, bearer, placePhoneOrder, productByCode } from './support/staff-api';
import { watchToasts } from './support/toasts';

test.describe('order messages on the profile page', () => {
  test('a customer opts in to WhatsApp and turns the updates off; the choices stay after a reload', async ({
    page,
  }) => {
    const toasts = await watchToasts(page);
    await signUpAndSignIn(page, 'Selvi Messages', { verified: false });
    await page.goto('/profilePage#messages');
    const section = page.getByRole('region', { name: 'Order messages' });
    await expect(section).toContainText('We always send an SMS when your order is placed');
    const whatsapp = section.getByRole('checkbox', { name: 'Also send my order messages on WhatsApp' });
    const updates = section.getByRole('checkbox', { name: /confirmed and when it is delivered/ });
    await expect(whatsapp).not.toBeChecked();
    await expect(updates).toBeChecked();

    await whatsapp.check();
    await expect(whatsapp).toBeChecked();
    await expect.poll(toasts).toContain('Message choices saved');
    await updates.uncheck();
    await expect(updates).not.toBeChecked();
    await expect(section).toContainText('Last changed');

    await page.reload();
    await expect(
      section.getByRole('checkbox', { name: 'Also send my order messages on WhatsApp' }),
    ).toBeChecked();
    await expect(
      section.getByRole('checkbox', { name: /confirmed and when it is delivered/ }),
    ).not.toBeChecked();
    // What the API keeps is what the page shows.
    const saved = await page.request.get('/api/customer/message-preferences');
    expect((await saved.json()).response).toMatchObject({ whatsapp: true, orderUpdates: false });
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the SMS outbox shows placed, confirmed, out for delivery with the slot, delivered: in order, once each', async ({
    page,
  }) => {
    const customer = await signUpAndSignIn(page, 'Valli Dawn', { verified: false });

    // The farm takes her order by phone for Tiruppur (own delivery) and takes it to her door.
    const staff = await asStaff(page.request);
    const soap = await productByCode(staff, 'SP-HONEY');
    const order = await placePhoneOrder(
      staff,
      { ...customer, mobileNumber: customer.mobileNumber.replace(/^\+91/, '') },
      soap.id,
      1,
    );
    for (const status of ['CONFIRMED', 'PACKED', 'SHIPPED', 'DELIVERED']) {
      const res = await page.request.put(`/api/orders/${order.id}`, {
        headers: bearer(staff.token),
        data: { status },
      });
      expect(res.ok(), await res.text()).toBe(true);
    }
    const outbox = async () => {
      const res = await page.request.get(`/api/sms/outbox?to=${encodeURIComponent(customer.mobileNumber)}`, {
        headers: bearer(staff.token),
      });
      return ((await res.json()).response as { body: string }[]).map((m) => m.body).reverse();
    };
    // Every message of the order is out of the queue (nothing left to send later): four, by SMS.
    await expect
      .poll(
        async () => {
          const res = await page.request.get(`/api/orders/${order.id}/messages`, {
            headers: bearer(staff.token),
          });
          return ((await res.json()).response as { channel: string; status: string }[]).map(
            (m) => `${m.channel}:${m.status}`,
          );
        },
        { timeout: 30_000 },
      )
      .toEqual(['sms:stored', 'sms:stored', 'sms:stored', 'sms:stored']);
    expect(await outbox()).toHaveLength(4);
    const [placed, confirmed, shipped, delivered] = await outbox();
    expect(placed).toMatch(new RegExp(`order #${order.id} for Rs\\.[\\d,.]+ is placed`));
    expect(confirmed).toContain(`order #${order.id} is confirmed`);
    expect(shipped).toMatch(
      new RegExp(
        `order #${order.id} is out for delivery and arrives \\w{3} \\d{1,2} \\w{3}, [\\d:]+-[\\d:]+ (am|pm)\\.$`,
      ),
    );
    expect(delivered).toContain(`order #${order.id} is delivered`);
  });
});

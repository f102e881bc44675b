import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { signUpAndSignIn } from './support/shopper';
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
});

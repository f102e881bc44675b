import { expect, type Page, test } from '@playwright/test';
import { generate } from 'otplib';
import { type StaffLogin, shootAdmin, signInToAdmin, staffToken } from './support/admin';

/**
 * Security issue 13.3: a staff member turns on a second factor (an authenticator app) under
 * Account security, then signs in with a code from it, and once with a recovery code. A new staff
 * member made by the e2e owner does it, so that the owner, whom other specs sign in as, keeps
 * signing in with a password alone. Codes are made here with otplib from the setup key shown.
 */

/** The six digits the app would show `steps` periods of 30 s from now (the shop accepts ±1). */
function appCode(setupKey: string, steps = 0): Promise<string> {
  return generate({ secret: setupKey, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
}

async function typePassword(page: Page, who: StaffLogin) {
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('a second factor for a staff member', () => {
  test('set up with an authenticator app, then sign in with a code and with a recovery code', async ({
    page,
    request,
  }) => {
    const token = await staffToken(request);
    const who = { email: `kavya-${Date.now()}@e2e.test`, password: 'monsoon-Tamarind-ledger-48' };
    const created = await request.post('/api/user', {
      headers: { authorization: `Bearer ${token}` },
      data: { name: 'Kavya Helper', role: 'staff', ...who },
    });
    expect(created.status(), await created.text()).toBe(201);

    // Set-up: the QR code, the key in groups of four, then a code from the app to turn it on.
    await signInToAdmin(page, who);
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Account security' })
      .click();
    await expect(page.getByRole('heading', { name: 'Account security', level: 1 })).toBeVisible();
    await expect(page.getByText('Off', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await expect(
      page.getByRole('img', { name: 'QR code to scan with your authenticator app' }),
    ).toBeVisible();
    const shownKey = (await page.getByTestId('setup-key').textContent()) ?? '';
    expect(shownKey).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    const setupKey = shownKey.replace(/\s/g, '');
    await shootAdmin(page, 'account-second-factor-setup');

    await page.getByLabel('Code from your authenticator app').fill('000000');
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByText(/is wrong or was already used/)).toBeVisible();
    await page.getByLabel('Code from your authenticator app').fill(await appCode(setupKey));
    await page.getByRole('button', { name: 'Turn on' }).click();

    // The recovery codes, once, with Copy and Download.
    await expect(
      page.getByText('Save these recovery codes now: they will not be shown again.'),
    ).toBeVisible();
    const codes = await page
      .getByRole('list', { name: 'Your recovery codes' })
      .getByRole('listitem')
      .allTextContents();
    expect(codes).toHaveLength(10);
    await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download' })).toHaveAttribute('download', /recovery-codes/);
    await shootAdmin(page, 'account-recovery-codes');
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await expect(page.getByText('On', { exact: true })).toBeVisible();
    await expect(page.getByText(codes[0] ?? 'none')).toHaveCount(0);

    // Signing in now asks for the code; the next step's code signs in.
    await signOut(page);
    await typePassword(page, who);
    const codeField = page.getByLabel('Code from your authenticator app');
    await expect(codeField).toBeVisible();
    await shootAdmin(page, 'login-second-factor');
    await codeField.fill(await appCode(setupKey, 1));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();

    // Without the phone: a recovery code, which works once.
    await signOut(page);
    await typePassword(page, who);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(codes[0] ?? '');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();

    await signOut(page);
    await typePassword(page, who);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(codes[0] ?? '');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Recovery code is wrong or was already used')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
  });

  test('the owner removes a helper’s second factor after confirming; the helper signs in with the password', async ({
    page,
    request,
  }) => {
    const token = await staffToken(request);
    const who = { email: `arul-${Date.now()}@e2e.test`, password: 'harvest-Lantern-copper-73' };
    const created = await request.post('/api/user', {
      headers: { authorization: `Bearer ${token}` },
      data: { name: 'Arul Helper', role: 'staff', ...who },
    });
    expect(created.status(), await created.text()).toBe(201);
    // The helper turns it on over the API (the set-up screen is the other test's).
    const helperToken = await staffToken(request, who);
    const helper = { authorization: `Bearer ${helperToken}` };
    const setup = await request.post('/api/user/second-factor/setup', { headers: helper });
    const { setupKey } = (await setup.json()).response;
    const confirmed = await request.post('/api/user/second-factor/confirm', {
      headers: helper,
      data: { code: await appCode(setupKey) },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);

    // On the helper's own page (the list shows the same button; a long list may page them away).
    const id = (await created.json()).response.id as number;
    await signInToAdmin(page);
    await page.goto(`/admin/users/${id}`);
    await page.getByRole('button', { name: 'Remove second factor' }).click();
    const dialog = page.getByRole('dialog', { name: /Remove Arul Helper's second factor/ });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Remove second factor' }).click();
    await expect(page.getByText("Arul Helper's second factor is removed")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove second factor' })).toHaveCount(0);

    await signOut(page);
    await signInToAdmin(page, who);
  });
});

test.describe("a staff member's own password", () => {
  test('a helper changes their password under Account security: the current one is asked for and checked (issue 14.14f)', async ({
    page,
    request,
  }) => {
    test.slow(); // Three password checks (argon2) and two sign-ins.
    const token = await staffToken(request);
    const who = { email: `selvi-${Date.now()}@e2e.test`, password: 'paddy-Lantern-river-52' };
    const created = await request.post('/api/user', {
      headers: { authorization: `Bearer ${token}` },
      data: { name: 'Selvi Helper', role: 'staff', ...who },
    });
    expect(created.status(), await created.text()).toBe(201);
    const next = 'mango-Quarry-ledger-91';

    await signInToAdmin(page, who);
    await page.goto('/admin/account');
    const card = page.getByRole('region', { name: 'Password', exact: true });
    await expect(card.getByLabel('Current password', { exact: true })).toBeVisible();
    await card.getByLabel('New password', { exact: true }).fill(next);
    await card.getByLabel('New password again', { exact: true }).fill(next);
    await card.getByRole('button', { name: 'Set new password' }).click();
    await expect(card.getByText('Current password is required')).toBeVisible();

    await card.getByLabel('Current password', { exact: true }).fill('not-my-password-at-all');
    await card.getByRole('button', { name: 'Set new password' }).click();
    await expect(card.getByText(/Current password is wrong/)).toBeVisible();
    await shootAdmin(page, 'account-password-wrong');

    await card.getByLabel('Current password', { exact: true }).fill(who.password);
    await card.getByRole('button', { name: 'Set new password' }).click();
    // Every session of theirs ends with the change, this one too: back to the sign-in.
    await expect(page).toHaveURL(/\/admin\/login/);
    await typePassword(page, { ...who, password: next });
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
  });
});

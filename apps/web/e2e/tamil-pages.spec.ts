import { type APIRequestContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import { staffToken } from './support/admin';
import { overflowPixels, spilledLabels } from './support/fits';
import { freshMobile } from './support/staff-api';

/**
 * Sign-in, sign-up and the content pages in Tamil (issue 33): each reads Tamil under /ta (the
 * catalogues' words and the staff's Tamil of posts, the about and the policy texts), nothing runs
 * off a 360 px phone or a 1280 px screen, and a picture of each is kept to look at. The contact
 * form's toast is Tamil on /ta and the spec's English on /contact; a code asked for on the Tamil
 * sign-up page comes by SMS in Tamil.
 */

/** Where the pictures go: `SHOTS_DIR` when set, else the run's output folder. */
function shotPath(testInfo: TestInfo, name: string): string {
  const file = `${name}-${testInfo.project.name}.png`;
  return process.env.SHOTS_DIR ? `${process.env.SHOTS_DIR}/${file}` : testInfo.outputPath(file);
}

async function looksRight(page: Page, testInfo: TestInfo, name: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await page.evaluate(() => document.fonts.ready);
  await expect(page.getByTestId('loading-overlay')).toBeHidden();
  const overflow = await overflowPixels(page);
  expect(overflow, `${name} is wider than the screen`).toBeLessThanOrEqual(0);
  expect(await spilledLabels(page.locator('body')), `${name}: labels past their buttons`).toEqual([]);
  await page.screenshot({ path: shotPath(testInfo, name) });
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

test('the login speaks Tamil', async ({ page }, testInfo) => {
  await page.goto('/ta/profileLogin');
  await expect(heading(page, 'உள்நுழைய')).toBeVisible();
  await expect(page.getByLabel('மொபைல் எண்')).toBeVisible();
  await expect(page.getByRole('button', { name: 'OTP மூலம் உள்நுழைய' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'கணக்கு தொடங்குங்கள்' })).toHaveAttribute('href', '/ta/signUp');
  // The contract's refusals are said in Tamil.
  await page.getByRole('button', { name: 'உள்நுழைய', exact: true }).click();
  await expect(page.getByText('மொபைல் எண் 10 இலக்க இந்திய மொபைல் எண்ணாக இருக்க வேண்டும்')).toBeVisible();
  await expect(page.getByText('கடவுச்சொல் தேவை')).toBeVisible();
  await looksRight(page, testInfo, 'profileLogin');
});

test('sign-up, the code and the forgotten password speak Tamil', async ({ page }, testInfo) => {
  await page.goto('/ta/signUp');
  await expect(heading(page, 'புதுக் கணக்கு தொடங்குங்கள்')).toBeVisible();
  await expect(page.getByRole('button', { name: 'குறியீடு அனுப்பு' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'பதிவு செய்' })).toBeVisible();
  await looksRight(page, testInfo, 'signUp');

  await page.goto('/ta/otpScreen?mobile=9876543210&purpose=login');
  await expect(heading(page, 'குறியீடு மூலம் உள்நுழைய')).toBeVisible();
  await expect(page.getByText('98765 43210')).toBeVisible();
  await expect(page.getByText('குறியீடு 5 நிமிடம் மட்டுமே செல்லும்.')).toBeVisible();
  await looksRight(page, testInfo, 'otpScreen');

  await page.goto('/ta/forgetPassword');
  await expect(heading(page, 'கடவுச்சொல் மறந்துவிட்டதா?')).toBeVisible();
  await looksRight(page, testInfo, 'forgetPassword');
});

async function outbox(request: APIRequestContext, mobile: string): Promise<string> {
  const token = await staffToken(request);
  const res = await request.get(`/api/sms/outbox?to=${encodeURIComponent(`+91${mobile}`)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()).response[0] as { body: string } | undefined)?.body ?? '';
}

test('a code asked for on the Tamil sign-up page comes by SMS in Tamil', async ({ page, request }) => {
  const mobile = freshMobile();
  await page.goto('/ta/signUp');
  await page.getByLabel('பெயர்').fill('முருகன்');
  await page.getByLabel('மொபைல் எண்').fill(mobile);
  const asked = page.waitForRequest((r) => r.url().includes('/api/otp/send'));
  await page.getByRole('button', { name: 'குறியீடு அனுப்பு' }).click();
  expect(new URL((await asked).url()).searchParams.get('locale')).toBe('ta');
  await expect(page.getByText('OTP அனுப்பியாச்சு')).toBeVisible();
  await expect(page.getByText(/எண்ணுக்கு SMS அனுப்பியுள்ளோம்/)).toBeVisible();
  await expect.poll(() => outbox(request, mobile)).toMatch(/^\d{6} என்பது உங்கள் .+ OTP\./);
});

test('the blog and a post read in Tamil', async ({ page }, testInfo) => {
  await page.goto('/ta/blogs');
  await expect(heading(page, 'கட்டுரைகள்')).toBeVisible();
  await expect(page.getByText(/^\d+ கட்டுரைகள்$/)).toBeVisible();
  const post = page.getByRole('link', { name: 'வீட்டுலயே 30 நிமிஷத்துல மென்மையான ஆட்டுப்பால் பனீர்' });
  await expect(post).toBeVisible();
  await looksRight(page, testInfo, 'blogs');

  await post.click();
  await expect(page).toHaveURL(/\/ta\/blogs\/\d+$/);
  await expect(heading(page, 'வீட்டுலயே 30 நிமிஷத்துல மென்மையான ஆட்டுப்பால் பனீர்')).toBeVisible();
  await expect(page.getByText(/நிமிட வாசிப்பு$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'கட்டுரைகளுக்குத் திரும்பு' })).toBeVisible();
  await looksRight(page, testInfo, 'blog-post');
});

test('the about page and a policy read in Tamil', async ({ page }, testInfo) => {
  await page.goto('/ta/about');
  await expect(page.getByRole('heading', { name: 'எங்கள் கதை' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'எங்களை எங்கே காணலாம்' })).toBeVisible();
  await looksRight(page, testInfo, 'about');

  await page.goto('/ta/privacyPolicy');
  await expect(heading(page, 'தனியுரிமைக் கொள்கை')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'கடையின் மற்ற பக்கங்கள்' })).toBeVisible();
  // The staff's Tamil of the policy, not its English.
  await expect(page.locator('article')).toContainText(/[\u0B80-\u0BFF]{4,}.*[\u0B80-\u0BFF]{4,}/);
  await looksRight(page, testInfo, 'privacyPolicy');
});

async function sendContact(page: Page, button: string, labels: [string, string, string]) {
  const [name, mobile, message] = labels;
  await page.getByLabel(name).fill('Murugan');
  await page.getByLabel(mobile).fill(freshMobile());
  await page.getByLabel(message, { exact: true }).fill('Is goat milk there this Sunday?');
  await page.getByRole('button', { name: button }).click();
}

test('the contact form thanks in the page’s language', async ({ page }, testInfo) => {
  await page.goto('/ta/contact');
  await expect(heading(page, 'தொடர்புக்கு')).toBeVisible();
  await page.getByRole('button', { name: 'அனுப்பு', exact: true }).click();
  await expect(page.getByText('உங்கள் பெயரைக் கொடுங்கள்')).toBeVisible();
  await looksRight(page, testInfo, 'contact');
  await sendContact(page, 'அனுப்பு', ['உங்கள் பெயர்', 'மொபைல் எண்', 'செய்தி']);
  await expect(page.getByText('செய்தி அனுப்பியாச்சு, நன்றி!')).toBeVisible();

  // Tamil was chosen: the spec's address is English again once the choice is forgotten.
  await page.context().clearCookies();
  await page.goto('/contact');
  await sendContact(page, 'Send message', ['Your name', 'Mobile number', 'Message']);
  await expect(page.getByText('Message Sended Successfully')).toBeVisible();
});

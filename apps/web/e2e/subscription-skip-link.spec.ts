import { dayText } from '@farm/contract/plain/delivery';
import { expect, type Page, test } from '@playwright/test';
import { addAddress, signUpAndSignIn } from './support/shopper';
import { bearer } from './support/staff-api';
import {
  calendarDay,
  indiaDay,
  moveCutoff,
  restore,
  type SubscriptionSetup,
  setUpSubscriptions,
} from './support/subscriptions';

/**
 * The evening reminder's one-tap skip link (issue 34.2) on a 360 px phone: a customer opts in to the
 * reminder on her profile and subscribes to milk from tomorrow; the API's reminder job (every 5
 * minutes, not callable over HTTP) sends the SMS with `<site>/skip/<token>`; the link, opened in a
 * browser that is not signed in, shows tomorrow's delivery, skips it once, and says so on a second
 * visit; her calendar then shows tomorrow skipped.
 */

const SHOTS = '/tmp/shots';
/** The reminder job's period (SUBSCRIPTION_REMINDER_SECONDS: 5 in playwright.config) and a margin for the outbox's sending job. */
const REMINDER_WAIT_MS = 60_000;
let setup: SubscriptionSetup;

test.use({ viewport: { width: 360, height: 740 } });
test.describe.configure({ timeout: REMINDER_WAIT_MS + 120_000 });

/** India's time of day `minutes` from now, `HH:MM`, kept before midnight (the cut-off is today's). */
function indiaTimeIn(minutes: number): string {
  const later = new Date(Date.now() + minutes * 60_000);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(later);
  return indiaDay(0) === later.toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' }) ? time : '23:59';
}

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  setup = await setUpSubscriptions(request);
  // Tomorrow's cut-off 90 minutes from now: the reminder's 4 hours before it have begun.
  await moveCutoff(setup, indiaTimeIn(90));
});

test.afterAll(async () => {
  await restore(setup);
});

async function shoot(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 360, height: 740 });
}

test('the evening reminder’s link skips tomorrow’s milk without signing in, once', async ({
  page,
  browser,
}) => {
  const customer = await signUpAndSignIn(page, 'Lakshmi Reminder');
  await addAddress(page, customer);
  const tomorrow = indiaDay(1);

  await page.goto('/profilePage#messages');
  const reminders = page
    .getByRole('region', { name: 'Order messages' })
    .getByRole('checkbox', { name: 'Evening reminder before each delivery, with a one-tap skip link' });
  await expect(reminders).not.toBeChecked();
  await reminders.check();
  await expect(reminders).toBeChecked();
  await expect(page.getByText('Message choices saved')).toBeVisible();

  await page.goto(`/profilePage/subscriptions/new?productId=${setup.milkId}`);
  await page.getByRole('radio', { name: '5–8 am' }).check();
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('1');
  await page.getByLabel('Start date').fill(tomorrow);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/profilePage\/subscriptions$/);

  // The reminder job runs every few seconds here; its SMS carries the link.
  let link = '';
  await expect
    .poll(
      async () => {
        const res = await page.request.get(
          `/api/sms/outbox?to=${encodeURIComponent(customer.mobileNumber)}`,
          {
            headers: bearer(setup.staff.token),
          },
        );
        const bodies = ((await res.json()).response as { body: string }[]).map((m) => m.body);
        link = bodies.map((body) => /\/skip\/(\S+)/.exec(body)?.[1]).find(Boolean) ?? '';
        return link;
      },
      { timeout: REMINDER_WAIT_MS, intervals: [2_000] },
    )
    .not.toBe('');

  // A phone that never signed in: the token is the only right.
  const stranger = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 360, height: 740 },
  });
  const visit = await stranger.newPage();
  await visit.goto(`/skip/${link}`);
  await expect(visit.getByTestId('skip-link-question')).toHaveText(
    `Skip ${dayText(tomorrow)}, 5–8 am: Fresh Goat Milk 500 ml ×1?`,
  );
  await expect(visit.getByText(/^This link works until /)).toBeVisible();
  await shoot(visit, 'skip-link-question');
  await visit.getByRole('button', { name: 'Skip this delivery' }).click();
  await expect(visit.getByRole('status')).toHaveText('Skipped. Nothing comes that day.');
  await shoot(visit, 'skip-link-skipped');

  await visit.reload();
  await expect(visit.getByTestId('skip-link-done')).toHaveText('Already skipped');
  // Skipped, the page still says what: the product and quantity, the day, the round.
  await expect(visit.getByTestId('skip-link-question')).toHaveText(
    `Skipped ${dayText(tomorrow)}, 5–8 am: Fresh Goat Milk 500 ml ×1.`,
  );
  await expect(visit.getByRole('button', { name: 'Skip this delivery' })).toHaveCount(0);

  await visit.goto('/skip/1.2026-01-01.forged-signature');
  await expect(visit.getByText(/^This link cannot be used: This skip link is not valid/)).toBeVisible();
  await shoot(visit, 'skip-link-forged');
  // In Tamil the refusal is Tamil too (a code the page words, not "Skip link" as a value).
  await visit.goto('/ta/skip/1.2026-01-01.forged-signature');
  await expect(visit.getByText(/இந்த லிங்க் செல்லாது/)).toBeVisible();
  await expect(visit.getByText(/Skip link/)).toHaveCount(0);
  await shoot(visit, 'skip-link-forged-tamil');

  await visit.goto(`/ta/skip/${link}`);
  await expect(visit.getByTestId('skip-link-done')).toHaveText('ஏற்கனவே தவிர்க்கப்பட்டது');
  // In Tamil, the product by its Tamil name.
  await expect(visit.getByTestId('skip-link-question')).toContainText('ஆட்டுப்பால் 500 மி.லி ×1');
  await shoot(visit, 'skip-link-tamil');

  await stranger.close();

  await page.goto('/profilePage/subscriptions');
  await expect(calendarDay(page, tomorrow)).toContainText('skipped');
});

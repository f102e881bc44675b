import type { Language } from '@farm/contract/plain/languages';

/**
 * A signed-in customer's language, saved on the account too, so their messages follow it
 * (decision 0053). Loaded on the click, so the switch adds no transport to any page's first load;
 * a failure leaves the account as it was (the page's language still changes).
 */
export async function saveAccountLanguage(customerId: number, language: Language): Promise<void> {
  try {
    const { updateCustomerLanguage } = await import('@/features/profile/api');
    await updateCustomerLanguage(customerId, language);
  } catch {
    // The address and the cookie still carry the choice; the next switch tries again.
  }
}

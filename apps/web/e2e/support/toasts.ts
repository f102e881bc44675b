import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __toastsSeen?: string[];
  }
}

/**
 * Every toast the page shows from now on, kept even after it fades: a check at the end of a test
 * would miss a toast that came and went while the page loaded.
 */
export async function watchToasts(page: Page) {
  await page.addInitScript(() => {
    window.__toastsSeen = [];
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[data-rht-toaster] [role="status"]')) {
        const text = toast.textContent?.trim();
        if (text && !window.__toastsSeen?.includes(text)) window.__toastsSeen?.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => window.__toastsSeen ?? []);
}

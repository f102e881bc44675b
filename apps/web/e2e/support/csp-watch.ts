import type { Page } from '@playwright/test';

/**
 * Records, from before any page script runs, every CSP violation the browser reports (the
 * `securitypolicyviolation` event and its console message) and every Permissions-Policy header
 * complaint, across navigations. A page that works under its policy leaves both lists empty.
 */
export async function watchPolicyViolations(page: Page) {
  const console: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content[- ]Security[- ]Policy|Permissions-Policy/i.test(text)) console.push(text);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}: ${event.sample}`);
    });
  });
  return {
    /** Violations of the current document and console complaints so far. */
    async all(): Promise<string[]> {
      const events = await page.evaluate(
        () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
      );
      return [...events, ...console];
    },
  };
}

/** The nonce a Content-Security-Policy names, if any. */
export function nonceOf(policy: string | undefined): string | undefined {
  return /'nonce-([^']+)'/.exec(policy ?? '')?.[1];
}

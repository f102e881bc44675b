import type { Page } from '@playwright/test';

/** What a page did with the payloads: anything here means a payload got through. */
export type ProbeReport = {
  /** Payload numbers whose code ran (`__xss(n)`, `alert(n)`, `confirm(n)`, `prompt(n)`). */
  ran: number[];
  /** Native dialogs that opened anyway. */
  dialogs: string[];
  /** CSP violations: under the CSP, a blocked payload (or a broken page) shows up here. */
  violations: string[];
  /** Markup that only an injection can produce, found in the live DOM (CSP or not). */
  injected: string[];
};

type ProbeWindow = Window & { __xssProbe?: { ran: number[]; violations: string[] } };

/**
 * Installed before any page script, in every frame: the global the payloads call, the dialog
 * functions, and a CSP violation listener. Page-side state lives per document; `report` reads the
 * current one, plus what the browser told Playwright (dialogs, console CSP messages).
 */
export async function installProbe(page: Page) {
  const dialogs: string[] = [];
  const consoleViolations: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) consoleViolations.push(message.text());
  });
  await page.addInitScript(() => {
    const ran: number[] = [];
    const violations: string[] = [];
    const record = (n: unknown) => {
      ran.push(Number(n));
      return '';
    };
    const target = window.top === window ? window : (window.top ?? window);
    const probe = (target as ProbeWindow).__xssProbe ?? { ran, violations };
    Object.defineProperty(window, '__xssProbe', { value: probe, configurable: false });
    Object.defineProperty(window, '__xss', { value: (n: number) => probe.ran.push(n), configurable: false });
    window.alert = record as typeof window.alert;
    window.confirm = ((n: unknown) => Boolean(record(n))) as typeof window.confirm;
    window.prompt = record as typeof window.prompt;
    document.addEventListener('securitypolicyviolation', (e) => {
      probe.violations.push(`${e.effectiveDirective}: ${e.blockedURI || 'inline'} ${e.sample}`);
    });
  });

  return {
    async report(): Promise<ProbeReport> {
      const inPage = await page.evaluate(() => {
        const probe = (window as ProbeWindow).__xssProbe ?? { ran: [], violations: [] };
        return { ran: [...probe.ran], violations: [...probe.violations], injected: injectedMarkup() };

        function injectedMarkup(): string[] {
          const found: string[] = [];
          const urlAttributes = [
            'href',
            'src',
            'action',
            'formaction',
            'xlink:href',
            'data',
            'poster',
            'srcdoc',
          ];
          const neverRendered = ['IFRAME', 'FRAME', 'OBJECT', 'EMBED', 'BASE', 'MARQUEE', 'APPLET'];
          for (const el of Array.from(document.querySelectorAll('*'))) {
            const tag = el.tagName.toUpperCase();
            if (neverRendered.includes(tag)) found.push(`<${tag.toLowerCase()}>`);
            if (tag === 'META' && el.hasAttribute('http-equiv')) found.push('<meta http-equiv>');
            // The shop's own scripts carry the nonce, or are chunks its stamped scripts loaded
            // ('strict-dynamic'); JSON-LD is data.
            const script = el as HTMLScriptElement;
            // SVG scripts have no `src`: they are never the shop's.
            const chunk = (script.src ?? '').startsWith(`${location.origin}/_next/static/`);
            if (tag === 'SCRIPT' && !script.nonce && !chunk && script.type !== 'application/ld+json') {
              found.push(`<script> without the nonce: ${el.outerHTML.slice(0, 80)}`);
            }
            for (const attr of Array.from(el.attributes)) {
              const name = attr.name.toLowerCase();
              // React never writes on* attributes: it attaches listeners.
              if (name.startsWith('on'))
                found.push(`<${tag.toLowerCase()} ${name}="${attr.value.slice(0, 40)}">`);
              const url = attr.value.replace(/[\s\p{Cc}]/gu, '').toLowerCase();
              if (urlAttributes.includes(name) && /^(javascript|vbscript|data:text\/html)/.test(url)) {
                found.push(`<${tag.toLowerCase()} ${name}="${attr.value.slice(0, 60)}">`);
              }
            }
          }
          return found;
        }
      });
      return { ...inPage, dialogs: [...dialogs], violations: [...inPage.violations, ...consoleViolations] };
    },
  };
}

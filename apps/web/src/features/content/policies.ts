import type { ShopSettings } from '@farm/contract';
import { type Language, translated } from '@farm/contract/plain/languages';

export type PolicyKey = 'privacyPolicy' | 'termsAndConditions' | 'shippingPolicy' | 'refundPolicy';

/** A policy page: its settings text and address; its title is `content.policy.<key>`. */
export type Policy = { key: PolicyKey; href: string };

/** The four policy pages; each shows one text of the shop settings. */
export const POLICIES: Record<PolicyKey, Policy> = {
  privacyPolicy: { key: 'privacyPolicy', href: '/privacyPolicy' },
  termsAndConditions: { key: 'termsAndConditions', href: '/termsAndConditions' },
  shippingPolicy: { key: 'shippingPolicy', href: '/shippingPolicy' },
  refundPolicy: { key: 'refundPolicy', href: '/refundPolicy' },
};

/** The policy's text in the page's language (staff's Tamil, else the English). */
export function policyText(settings: ShopSettings, key: PolicyKey, language: Language): string {
  return translated(settings, key, language);
}

/** The first sentences of a text, for a meta description (about 160 characters). */
export function summaryOf(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

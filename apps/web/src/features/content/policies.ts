import type { ShopSettings } from '@farm/contract';

type PolicyKey = 'privacyPolicy' | 'termsAndConditions' | 'shippingPolicy' | 'refundPolicy';

export type Policy = { key: PolicyKey; href: string; title: string };

/** The four policy pages; each shows one text of the shop settings. */
export const POLICIES: Record<PolicyKey, Policy> = {
  privacyPolicy: { key: 'privacyPolicy', href: '/privacyPolicy', title: 'Privacy Policy' },
  termsAndConditions: {
    key: 'termsAndConditions',
    href: '/termsAndConditions',
    title: 'Terms and Conditions',
  },
  shippingPolicy: { key: 'shippingPolicy', href: '/shippingPolicy', title: 'Shipping Policy' },
  refundPolicy: { key: 'refundPolicy', href: '/refundPolicy', title: 'Refund Policy' },
};

export function policyText(settings: ShopSettings, key: PolicyKey): string {
  return settings[key];
}

/** The first sentences of a text, for a meta description (about 160 characters). */
export function summaryOf(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

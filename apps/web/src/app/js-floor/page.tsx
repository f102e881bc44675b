import type { Metadata } from 'next';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * The first-load JavaScript floor (bench/README.md): an empty page under the bare root layout, so
 * its chunks are React, the App Router runtime and Next's loader only. The bench subtracts it from
 * every storefront page to see what the shop's own code adds. Not linked and never indexed.
 */
export default function JsFloorPage() {
  return null;
}

import type { Language } from '@farm/contract/plain/languages';
import { redirect as nextRedirect } from 'next/navigation';
import { localizedPath } from './paths';

/**
 * The shop's links and router (decision 0053): plain anchors (decision 0060) and next/navigation's
 * router with next-intl's API (`Link`, `useRouter`, `usePathname`, `redirect({ href, locale })`),
 * keeping the page's language. Written over Next's own rather than next-intl's `createNavigation`, whose client part
 * needs next-intl's provider and with it the message formatter on every page (+15.6 kB gzipped
 * first load, measured 29 Nov, against a budget of 1 kB). `notFound`, `useSearchParams` and
 * `useParams` stay next/navigation's.
 */
export { usePathname, useRouter } from './hooks';
export { Link } from './link';

/** A server component's redirect to a path in a language (next-intl's signature). */
export function redirect({ href, locale }: { href: string; locale: Language }): never {
  return nextRedirect(localizedPath(href, locale));
}

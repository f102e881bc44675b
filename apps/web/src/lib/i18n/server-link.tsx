import 'server-only';
import type { ComponentProps } from 'react';
import { getPageLanguage } from './page-language';
import { localizedPath } from './paths';

type Props = Omit<ComponentProps<'a'>, 'href'> & { href: string };

/**
 * A server component's link in the page's language: a plain anchor, not next/link. Each next/link
 * is a client component the phone must hydrate (state, effects, handlers), and the listing draws
 * ~80 of them; this one costs the browser nothing until it is used. link-navigator.tsx, one
 * listener for the document, makes its click a router navigation and prefetches it on intent, as
 * `Link` (link.tsx) does for the client components' links. Before the scripts run it is an
 * ordinary link.
 */
export async function Link({ href, ...rest }: Props) {
  return <a href={localizedPath(href, await getPageLanguage())} {...rest} />;
}

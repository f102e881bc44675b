import 'server-only';
import type { ComponentProps } from 'react';
import { getPageLanguage } from './page-language';
import { localizedPath } from './paths';

type Props = Omit<ComponentProps<'a'>, 'href'> & { href: string };

/**
 * A server component's link in the page's language: a plain anchor drawn on the server, so the
 * browser hydrates nothing for it (even link.tsx's `Link`, a plain anchor too, is a client
 * component to hydrate; the listing draws ~80 links). link-navigator.tsx, one listener for the
 * document, makes its click a router navigation and prefetches it on intent. Before the scripts
 * run it is an ordinary link.
 */
export async function Link({ href, ...rest }: Props) {
  return <a href={localizedPath(href, await getPageLanguage())} {...rest} />;
}

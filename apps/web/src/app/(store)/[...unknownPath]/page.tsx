import { notFound } from 'next/navigation';

/**
 * Any path no other page claims: the root not-found page would render without the top bar and the
 * footer, so unknown addresses land here and show the storefront's own 404 (../not-found.tsx).
 */
export default function UnknownPath(): never {
  notFound();
}

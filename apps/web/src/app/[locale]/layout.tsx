import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { routing } from '@/lib/i18n/routing';
import { preloadFaces } from '@/lib/preload-faces';

/**
 * Noto Sans Tamil's face (declared in globals.css, named by Tamil pages' type only), asked for
 * with the document rather than once the stylesheet is read: Tamil text drawn before it arrives is
 * drawn again in it, and on a machine without a Tamil face of its own the listing moved by a layout
 * shift of 0.28 (Lighthouse, 1 Dec; the first paint came at 250 ms, the faces at 325).
 */
const TAMIL_FACES = ['/fonts/noto-sans-tamil-tamil-wght-normal.woff2'];

/** Every page in its language: `/…` English, `/ta/…` Tamil (decision 0053; the proxy routes). */
export default async function LanguageLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  if (locale === 'ta') preloadFaces(TAMIL_FACES);
  return children;
}

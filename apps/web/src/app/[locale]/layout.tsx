import dynamic from 'next/dynamic';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { routing } from '@/lib/i18n/routing';

/** Lazy, so that its stylesheet comes with Tamil pages only (Next links it where it is rendered). */
const TamilType = dynamic(() => import('@/lib/i18n/tamil-type'));

/** Every page in its language: `/…` English, `/ta/…` Tamil (decision 0053; the proxy routes). */
export default async function LanguageLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  return (
    <>
      {locale === 'ta' && <TamilType />}
      {children}
    </>
  );
}

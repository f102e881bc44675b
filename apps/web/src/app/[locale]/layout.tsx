import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { routing } from '@/lib/i18n/routing';

/**
 * Noto Sans Tamil's faces (public/fonts), linked by Tamil pages only: no English page's CSS names
 * them. React puts the stylesheet in the head.
 */
const TAMIL_TYPE = '/fonts/noto-sans-tamil.css';

/** Every page in its language: `/…` English, `/ta/…` Tamil (decision 0053; the proxy routes). */
export default async function LanguageLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  return (
    <>
      {locale === 'ta' && <link rel="stylesheet" href={TAMIL_TYPE} precedence="default" />}
      {children}
    </>
  );
}

import { translated } from '@farm/contract/plain/languages';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { svgIcon } from '@/components/ui/server-icons';
import { ContactDetails } from '@/features/contact/contact-details';
import { ContactForm } from '@/features/contact/contact-form';
import { PageHeader } from '@/features/content/page-header';
import { getShopSettings } from '@/features/settings/shop-settings';
import { languageAlternates } from '@/lib/i18n/alternates';
import { getPageLanguage } from '@/lib/i18n/page-language';
import { pageWords } from '@/lib/i18n/page-words';
import { WordsProvider } from '@/lib/i18n/words-provider';
import styles from './contact.module.css';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const [settings, t, language] = await Promise.all([
    getShopSettings(),
    getTranslations('contact'),
    getPageLanguage(),
  ]);
  const farm = translated(settings, 'farmName', language);
  const description = t('description', { farm });
  return {
    title: t('title'),
    description,
    alternates: await languageAlternates('/contact'),
    openGraph: { title: t('ogTitle', { farm }), description, url: '/contact' },
  };
}

export default async function ContactPage() {
  const [settings, t, words] = await Promise.all([
    getShopSettings(),
    getTranslations('contact'),
    pageWords('contact'),
  ]);
  return (
    <>
      <PageHeader title={t('title')}>
        <p>{t('lead')}</p>
      </PageHeader>
      <div className={`container ${styles.layout}`}>
        <WordsProvider words={words}>
          <ContactForm sendIcon={svgIcon('send', 18)} />
        </WordsProvider>
        <ContactDetails settings={settings} />
      </div>
    </>
  );
}

import type { Metadata } from 'next';
import { svgIcon } from '@/components/ui/server-icons';
import { ContactDetails } from '@/features/contact/contact-details';
import { ContactForm } from '@/features/contact/contact-form';
import { PageHeader } from '@/features/content/page-header';
import { getShopSettings } from '@/features/settings/shop-settings';
import { languageAlternates } from '@/lib/i18n/alternates';
import styles from './contact.module.css';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const { farmName } = await getShopSettings();
  const description = `Questions about an order, our products or a visit? Write to ${farmName} or give us a call.`;
  return {
    title: 'Contact Us',
    description,
    alternates: await languageAlternates('/contact'),
    openGraph: { title: `Contact ${farmName}`, description, url: '/contact' },
  };
}

export default async function ContactPage() {
  const settings = await getShopSettings();
  return (
    <>
      <PageHeader title="Contact Us">
        <p>
          Questions about an order, a product or a visit to the farm? Send us a message and we will get back
          to you.
        </p>
      </PageHeader>
      <div className={`container ${styles.layout}`}>
        <ContactForm sendIcon={svgIcon('send', 18)} />
        <ContactDetails settings={settings} />
      </div>
    </>
  );
}

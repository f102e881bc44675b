import { translated } from '@farm/contract/plain/languages';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import layout from '@/components/ui/layout.module.css';
import { svgIcon } from '@/components/ui/server-icons';
import { ServerImage } from '@/components/ui/server-image';
import { ContactDetails } from '@/features/contact/contact-details';
import { getCategoriesForAbout } from '@/features/content/api';
import { PlainText } from '@/features/content/plain-text';
import { summaryOf } from '@/features/content/policies';
import { getShopSettings } from '@/features/settings/shop-settings';
import { languageAlternates } from '@/lib/i18n/alternates';
import { getPageLanguage } from '@/lib/i18n/page-language';
import { Link } from '@/lib/i18n/server-link';
import styles from './about.module.css';

export const dynamic = 'force-dynamic';

// Pictures without words of their own, so the page's text is the only text on them.
const HERO_IMAGE = '/demo/banners/video-herd.webp';
const STORY_IMAGE = '/demo/blog/farm-morning.webp';

/** The shop's own words in the page's language (staff's Tamil, else the English). */
async function aboutWords() {
  const [settings, t, language] = await Promise.all([
    getShopSettings(),
    getTranslations('content'),
    getPageLanguage(),
  ]);
  const shop = {
    farm: translated(settings, 'farmName', language),
    tagline: translated(settings, 'tagline', language),
    about: translated(settings, 'about', language),
  };
  return { settings, t, language, shop };
}

export async function generateMetadata(): Promise<Metadata> {
  const { t, shop } = await aboutWords();
  const description = summaryOf(shop.about || shop.tagline) || t('about.description', { farm: shop.farm });
  return {
    title: t('about.title'),
    description,
    alternates: await languageAlternates('/about'),
    openGraph: {
      title: t('about.ogTitle', { farm: shop.farm }),
      description,
      url: '/about',
      images: [{ url: HERO_IMAGE, width: 960, height: 360, alt: shop.farm }],
    },
  };
}

export default async function AboutPage() {
  const [{ settings, t, language, shop }, categories] = await Promise.all([
    aboutWords(),
    getCategoriesForAbout(),
  ]);
  return (
    <>
      <section className={styles.hero} aria-labelledby="about-title">
        {/*
          The page's largest paint, across the whole width; below 960 px it covers a box taller than
          8:3 (at least 260 px high), so it is drawn wider than the screen.
        */}
        <ServerImage
          className={styles.heroImage}
          src={HERO_IMAGE}
          alt=""
          width={960}
          height={360}
          sizes="(min-width: 960px) 100vw, 960px"
          preload
          fetchPriority="high"
        />
        <div className={`container ${styles.heroText}`}>
          <p className={styles.eyebrow}>{t('about.title')}</p>
          <h1 id="about-title">{shop.farm}</h1>
          {shop.tagline && <p className={styles.tagline}>{shop.tagline}</p>}
        </div>
      </section>

      <section className={`container ${styles.story}`} aria-labelledby="about-story">
        <div>
          <h2 id="about-story">{t('about.story')}</h2>
          <PlainText
            text={shop.about}
            emptyText={t('about.storyEmpty', { farm: shop.farm, state: settings.state })}
          />
        </div>
        <ServerImage
          className={styles.storyImage}
          src={STORY_IMAGE}
          alt={t('about.storyImage', { farm: shop.farm })}
          width={1200}
          height={630}
          sizes="(min-width: 1200px) 448px, (min-width: 900px) calc(40vw - 32px), calc(100vw - 32px)"
        />
      </section>

      {categories.length > 0 && (
        <section className={styles.makes} aria-labelledby="about-makes">
          <div className="container">
            <h2 id="about-makes">{t('about.makes')}</h2>
            <ul className={styles.categories}>
              {categories.map((category) => (
                <li key={category.id}>
                  <Link href={`/products?category=${category.id}`} className={styles.category}>
                    {category.imageUrl ? (
                      <ServerImage
                        src={category.imageUrl}
                        alt=""
                        width={600}
                        height={600}
                        sizes="(min-width: 900px) 180px, (min-width: 600px) calc(33.3vw - 21px), calc(50vw - 24px)"
                      />
                    ) : (
                      <span className={styles.noImage} aria-hidden="true" />
                    )}
                    <span>{translated(category, 'name', language)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      <section className={`container ${styles.visit}`} aria-labelledby="about-visit">
        <div className={styles.visitText}>
          <h2 id="about-visit">{t('about.visit')}</h2>
          <p>{t('about.visitText')}</p>
          <div className={layout.actions}>
            <Link href="/products" className={buttonClass('gold', ['tall', 'roomy'], styles.primary)}>
              {t('about.shop')} {svgIcon('arrow-right', 18)}
            </Link>
            <Link href="/contact" className={buttonClass('secondary', ['tall', 'roomy'])}>
              {t('about.write')}
            </Link>
          </div>
        </div>
        <ContactDetails settings={settings} heading={t('about.findUs')} headingId="about-contact" />
      </section>
    </>
  );
}

import { translated } from '@farm/contract/plain/languages';
import type { Metadata } from 'next';
import { buttonClass } from '@/components/ui/button';
import {
  getBanners,
  getBestSellers,
  getCategories,
  getLatestBlogs,
  getOffers,
} from '@/features/catalogue/api';
import { BlogTeasers } from '@/features/catalogue/blog-teasers';
import { CategoryGrid } from '@/features/catalogue/category-grid';
import homeStyles from '@/features/catalogue/home.module.css';
import { HomeBanners } from '@/features/catalogue/home-banners';
import { OfferStrip } from '@/features/catalogue/offer-strip';
import { ProductGrid } from '@/features/catalogue/product-grid';
import { Section, SectionError } from '@/features/catalogue/section';
import { getShopSettings } from '@/features/settings/shop-settings';
import { languageAlternates } from '@/lib/i18n/alternates';
import { getPageLanguage } from '@/lib/i18n/page-language';
import { Link } from '@/lib/i18n/server-link';
import { serverWords } from '@/lib/i18n/server-words';
import { absoluteUrl, siteUrl } from '@/lib/site-url';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const [settings, origin, banners, t] = await Promise.all([
    getShopSettings(),
    siteUrl(),
    getBanners('default'),
    serverWords('catalogue'),
  ]);
  const language = await getPageLanguage();
  const farmName = translated(settings, 'farmName', language);
  const picture = banners?.[0]?.mediaUrl;
  const description = translated(settings, 'tagline', language) || t('home.defaultTagline');
  return {
    title: { absolute: `${farmName}: ${description}` },
    description,
    alternates: await languageAlternates(`${origin}/`),
    openGraph: {
      type: 'website',
      url: `${origin}/`,
      siteName: farmName,
      title: farmName,
      description,
      ...(picture ? { images: [{ url: absoluteUrl(origin, picture) }] } : {}),
    },
  };
}

/** Home (spec §2): banners, offers, categories, best sellers and the latest blog posts. */
export default async function HomePage() {
  const [t, settings, defaults, images, videos, offers, categories, bestSellers, blogs] = await Promise.all([
    serverWords('catalogue'),
    getShopSettings(),
    getBanners('default'),
    getBanners('image'),
    getBanners('video'),
    getOffers(),
    getCategories(),
    getBestSellers(),
    getLatestBlogs(),
  ]);
  const banners = [...(defaults ?? []), ...(images ?? []), ...(videos ?? [])];
  const language = await getPageLanguage();
  const tagline = translated(settings, 'tagline', language);

  return (
    <>
      {banners.length > 0 && <HomeBanners banners={banners} />}

      <div className={homeStyles.intro}>
        <div className={`container ${homeStyles.introInner}`}>
          <div>
            <h1 className={homeStyles.heading}>{translated(settings, 'farmName', language)}</h1>
            {tagline && <p className={homeStyles.tagline}>{tagline}</p>}
          </div>
          <Link
            href="/products"
            className={buttonClass('gold', ['roomy', 'flat', 'compact'], homeStyles.shopAll)}
          >
            {t('home.shopAll')}
          </Link>
        </div>
      </div>

      {(offers === undefined || offers.length > 0) && (
        <Section id="offers" title={t('home.offers')}>
          {offers ? <OfferStrip offers={offers} /> : <SectionError what="offers" t={t} />}
        </Section>
      )}

      <Section
        id="categories"
        title={t('home.categories')}
        tinted
        more={{ href: '/products', label: t('home.allProducts') }}
      >
        {categories === undefined ? (
          <SectionError what="categories" t={t} />
        ) : categories.length === 0 ? (
          <p>{t('home.noCategories')}</p>
        ) : (
          <CategoryGrid categories={categories} />
        )}
      </Section>

      <Section
        id="best-sellers"
        title={t('home.bestSellers')}
        more={{ href: '/products?sort=popular', label: t('home.allBestSellers') }}
      >
        {bestSellers === undefined ? (
          <SectionError what="bestSellers" t={t} />
        ) : bestSellers.length === 0 ? (
          <p>{t('home.noBestSellers')}</p>
        ) : (
          <ProductGrid products={bestSellers} label={t('home.bestSellers')} />
        )}
      </Section>

      {(blogs === undefined || blogs.length > 0) && (
        <Section id="blog" title={t('home.blog')} tinted more={{ href: '/blogs', label: t('home.allPosts') }}>
          {blogs ? <BlogTeasers blogs={blogs} /> : <SectionError what="blogPosts" t={t} />}
        </Section>
      )}
    </>
  );
}

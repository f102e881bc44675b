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
import { Link } from '@/lib/i18n/navigation';
import { absoluteUrl, siteUrl } from '@/lib/site-url';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const [settings, origin, banners] = await Promise.all([
    getShopSettings(),
    siteUrl(),
    getBanners('default'),
  ]);
  const picture = banners?.[0]?.mediaUrl;
  const description = settings.tagline || 'Fresh goat milk, ghee, paneer, soaps and more from our farm.';
  return {
    title: { absolute: `${settings.farmName}: ${description}` },
    description,
    alternates: await languageAlternates(`${origin}/`),
    openGraph: {
      type: 'website',
      url: `${origin}/`,
      siteName: settings.farmName,
      title: settings.farmName,
      description,
      ...(picture ? { images: [{ url: absoluteUrl(origin, picture) }] } : {}),
    },
  };
}

/** Home (spec §2): banners, offers, categories, best sellers and the latest blog posts. */
export default async function HomePage() {
  const [settings, defaults, images, videos, offers, categories, bestSellers, blogs] = await Promise.all([
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

  return (
    <>
      {banners.length > 0 && <HomeBanners banners={banners} />}

      <div className={homeStyles.intro}>
        <div className={`container ${homeStyles.introInner}`}>
          <div>
            <h1 className={homeStyles.heading}>{settings.farmName}</h1>
            {settings.tagline && <p className={homeStyles.tagline}>{settings.tagline}</p>}
          </div>
          <Link
            href="/products"
            className={buttonClass('gold', ['roomy', 'flat', 'compact'], homeStyles.shopAll)}
          >
            Shop all products
          </Link>
        </div>
      </div>

      {(offers === undefined || offers.length > 0) && (
        <Section id="offers" title="Offers">
          {offers ? <OfferStrip offers={offers} /> : <SectionError what="offers" />}
        </Section>
      )}

      <Section
        id="categories"
        title="Shop by category"
        tinted
        more={{ href: '/products', label: 'All products' }}
      >
        {categories === undefined ? (
          <SectionError what="categories" />
        ) : categories.length === 0 ? (
          <p>No categories yet.</p>
        ) : (
          <CategoryGrid categories={categories} />
        )}
      </Section>

      <Section
        id="best-sellers"
        title="Best sellers"
        more={{ href: '/products?sort=popular', label: 'All best sellers' }}
      >
        {bestSellers === undefined ? (
          <SectionError what="best sellers" />
        ) : bestSellers.length === 0 ? (
          <p>Our best sellers will show here soon.</p>
        ) : (
          <ProductGrid products={bestSellers} label="Best sellers" />
        )}
      </Section>

      {(blogs === undefined || blogs.length > 0) && (
        <Section id="blog" title="From the farm blog" tinted more={{ href: '/blogs', label: 'All posts' }}>
          {blogs ? <BlogTeasers blogs={blogs} /> : <SectionError what="blog posts" />}
        </Section>
      )}
    </>
  );
}

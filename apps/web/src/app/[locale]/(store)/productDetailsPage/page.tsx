import type { Product } from '@farm/contract';
import { type Language, translated } from '@farm/contract/plain/languages';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { buttonClass } from '@/components/ui/button';
import layout from '@/components/ui/layout.module.css';
import { svgIcon } from '@/components/ui/server-icons';
import { getProductByCode, getProductReviews, getRelatedProducts } from '@/features/catalogue/api';
import { Breadcrumbs } from '@/features/catalogue/breadcrumbs';
import { JsonLd } from '@/features/catalogue/json-ld';
import { categoryPath, productCodeParam, productPath } from '@/features/catalogue/paths';
import { Price } from '@/features/catalogue/price';
import { ProductGallery } from '@/features/catalogue/product-gallery';
import { ProductGrid } from '@/features/catalogue/product-grid';
import styles from '@/features/catalogue/product-page.module.css';
import { RatingStars } from '@/features/catalogue/rating-stars';
import { StockState } from '@/features/catalogue/stock-state';
import { breadcrumbJsonLd, type Crumb, productJsonLd } from '@/features/catalogue/structured-data';
import { PincodeCheckHeld } from '@/features/delivery/pincode-check-held';
import { ProductActions } from '@/features/product-actions/product-actions';
import type { ActionIcons } from '@/features/product-actions/product-actions-view';
import { ProductReviews } from '@/features/reviews/product-reviews';
import { getShopSettings } from '@/features/settings/shop-settings';
import { isSubscribableProduct, SubscribeLink } from '@/features/subscription/subscribe-link';
import { languageAlternates } from '@/lib/i18n/alternates';
import { getPageLanguage } from '@/lib/i18n/page-language';
import { pageWords } from '@/lib/i18n/page-words';
import { Link } from '@/lib/i18n/server-link';
import { serverWords } from '@/lib/i18n/server-words';
import { WordsProvider } from '@/lib/i18n/words-provider';
import { absoluteUrl, siteUrl } from '@/lib/site-url';
import { PartOnSight } from './parts-on-sight';

export const dynamic = 'force-dynamic';

/** The actions' icons, drawn here so that the page's first load carries no icon library. */
const ACTION_ICONS: ActionIcons = {
  cart: svgIcon('shopping-cart', 20),
  heart: svgIcon('heart'),
  pencil: svgIcon('pencil-line', 18),
  bell: svgIcon('bell', 20),
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

function summaryOf(description: string): string {
  const text = description.replace(/\s+/g, ' ').trim();
  return text.length > 160 ? `${text.slice(0, 157).replace(/\s+\S*$/, '')}…` : text;
}

/** The product as the page's language shows it: name, description and unit, and its category's name. */
function inLanguage(product: Product, language: Language): Product {
  return {
    ...product,
    name: translated(product, 'name', language),
    description: translated(product, 'description', language),
    unit: translated(product, 'unit', language),
    category: { ...product.category, name: translated(product.category, 'name', language) },
  };
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const code = productCodeParam((await searchParams).productCode);
  const [found, settings, origin, t, language] = await Promise.all([
    code ? getProductByCode(code) : null,
    getShopSettings(),
    siteUrl(),
    serverWords('product'),
    getPageLanguage(),
  ]);
  const farmName = translated(settings, 'farmName', language);
  if (!found)
    return { title: { absolute: `${t('notFound.title')} | ${farmName}` }, robots: { index: false } };
  const product = inLanguage(found, language);
  const url = absoluteUrl(origin, productPath(product.productCode));
  const description = summaryOf(product.description);
  return {
    title: { absolute: `${product.name} | ${farmName}` },
    description,
    alternates: await languageAlternates(url),
    openGraph: {
      type: 'website',
      url,
      siteName: farmName,
      title: product.name,
      description,
      ...(product.imageUrl
        ? {
            images: [
              { url: absoluteUrl(origin, product.imageUrl), width: 800, height: 800, alt: product.name },
            ],
          }
        : {}),
    },
  };
}

/** Product details (spec §2): pictures, price, stock, cart and wishlist, reviews, related products. */
export default async function ProductDetailsPage({ searchParams }: Props) {
  const code = productCodeParam((await searchParams).productCode);
  if (!code) notFound();
  const [found, t, c, language] = await Promise.all([
    getProductByCode(code),
    serverWords('product'),
    serverWords('catalogue'),
    getPageLanguage(),
  ]);
  if (found === null) notFound();
  if (found === undefined) {
    return (
      <div className={`container ${layout.page} ${layout.stack} ${styles.page}`}>
        <div className={`${layout.stack} ${styles.problem}`} role="alert">
          <h1>{t('failed.title')}</h1>
          <p>{t('failed.text')}</p>
          <Link
            href={productPath(code)}
            className={buttonClass('primary', ['roomy', 'flat', 'compact'], styles.button)}
          >
            {t('failed.retry')}
          </Link>
        </div>
      </div>
    );
  }
  const product = inLanguage(found, language);
  const [reviews, related, origin, words, subscribable] = await Promise.all([
    getProductReviews(product.id),
    getRelatedProducts(product),
    siteUrl(),
    pageWords('catalogue', 'product', 'reviews', 'delivery'),
    isSubscribableProduct(product.id),
  ]);
  const crumbs: Crumb[] = [
    { name: c('crumbs.home'), path: '/' },
    { name: c('crumbs.products'), path: '/products' },
    { name: product.category.name, path: categoryPath(product.category.id) },
    { name: product.name, path: productPath(product.productCode) },
  ];

  return (
    <WordsProvider words={words}>
      <div className={`container ${layout.page} ${layout.stack} ${styles.page}`}>
        <JsonLd data={productJsonLd(product, origin)} />
        <JsonLd data={breadcrumbJsonLd(crumbs, origin)} />
        <Breadcrumbs crumbs={crumbs} t={c} />

        <div className={styles.top}>
          <ProductGallery name={product.name} imageUrls={product.imageUrls} />
          <div className={`${layout.stack} ${styles.info}`}>
            <Link href={categoryPath(product.category.id)} className={styles.category}>
              {product.category.name}
            </Link>
            <h1 className={styles.name}>{product.name}</h1>
            {product.rating !== null && (
              <a href="#reviews-title" className={styles.ratingLink}>
                <RatingStars rating={product.rating} count={product.reviewCount} size={18} t={c} />
              </a>
            )}
            <Price
              price={product.price}
              mrp={product.mrp}
              offer={product.offer}
              size="lg"
              showOff
              t={c}
              language={language}
            />
            <p className={styles.meta}>
              <span>
                {t('page.unit')} <strong>{product.unit}</strong>
              </span>
              <span>{t('page.taxes')}</span>
            </p>
            <StockState stock={product.stock} inStock={product.inStock} t={c} />
            <ProductActions product={product} icons={ACTION_ICONS} />
            {subscribable && (
              <SubscribeLink
                productId={product.id}
                label={t('page.subscribe')}
                hint={t('page.subscribeHint')}
              />
            )}
            <PartOnSight part="delivery" props={{ productId: product.id, icon: svgIcon('truck') }}>
              <PincodeCheckHeld icon={svgIcon('truck')} />
            </PartOnSight>
            <div className={styles.description}>
              <h2 className={styles.subheading}>{t('page.about')}</h2>
              <p>{product.description}</p>
              <p className={styles.code}>{t('page.code', { code: product.productCode })}</p>
            </div>
          </div>
        </div>

        <ProductReviews
          productId={product.id}
          initial={reviews}
          tail={(props, held) => (
            <PartOnSight part="reviews" props={props}>
              {held}
            </PartOnSight>
          )}
        />

        {related.length > 0 && (
          <section aria-labelledby="related-title" className={styles.related}>
            <h2 id="related-title" className={styles.subheading}>
              {t('page.more', { category: product.category.name })}
            </h2>
            <ProductGrid products={related} />
          </section>
        )}
      </div>
    </WordsProvider>
  );
}

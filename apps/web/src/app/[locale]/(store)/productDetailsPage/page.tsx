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
import { ProductActions } from '@/features/product-actions/product-actions';
import type { ActionIcons } from '@/features/product-actions/product-actions-view';
import { ProductDeliveryCheck } from '@/features/product-actions/product-delivery-check';
import { ProductReviews } from '@/features/reviews/product-reviews';
import { getShopSettings } from '@/features/settings/shop-settings';
import { languageAlternates } from '@/lib/i18n/alternates';
import { Link } from '@/lib/i18n/navigation';
import { absoluteUrl, siteUrl } from '@/lib/site-url';

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

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const code = productCodeParam((await searchParams).productCode);
  const [product, settings, origin] = await Promise.all([
    code ? getProductByCode(code) : null,
    getShopSettings(),
    siteUrl(),
  ]);
  if (!product)
    return { title: { absolute: `Product not found | ${settings.farmName}` }, robots: { index: false } };
  const url = absoluteUrl(origin, productPath(product.productCode));
  const description = summaryOf(product.description);
  return {
    title: { absolute: `${product.name} | ${settings.farmName}` },
    description,
    alternates: await languageAlternates(url),
    openGraph: {
      type: 'website',
      url,
      siteName: settings.farmName,
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
  const product = await getProductByCode(code);
  if (product === null) notFound();
  if (product === undefined) {
    return (
      <div className={`container ${layout.page} ${layout.stack} ${styles.page}`}>
        <div className={`${layout.stack} ${styles.problem}`} role="alert">
          <h1>We could not load this product</h1>
          <p>The shop did not answer just now. Please check your connection and try again.</p>
          <Link
            href={productPath(code)}
            className={buttonClass('primary', ['roomy', 'flat', 'compact'], styles.button)}
          >
            Try again
          </Link>
        </div>
      </div>
    );
  }
  const [reviews, related, origin] = await Promise.all([
    getProductReviews(product.id),
    getRelatedProducts(product),
    siteUrl(),
  ]);
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: 'Products', path: '/products' },
    { name: product.category.name, path: categoryPath(product.category.id) },
    { name: product.name, path: productPath(product.productCode) },
  ];

  return (
    <div className={`container ${layout.page} ${layout.stack} ${styles.page}`}>
      <JsonLd data={productJsonLd(product, origin)} />
      <JsonLd data={breadcrumbJsonLd(crumbs, origin)} />
      <Breadcrumbs crumbs={crumbs} />

      <div className={styles.top}>
        <ProductGallery name={product.name} imageUrls={product.imageUrls} />
        <div className={`${layout.stack} ${styles.info}`}>
          <Link href={categoryPath(product.category.id)} className={styles.category}>
            {product.category.name}
          </Link>
          <h1 className={styles.name}>{product.name}</h1>
          {product.rating !== null && (
            <a href="#reviews-title" className={styles.ratingLink}>
              <RatingStars rating={product.rating} count={product.reviewCount} size={18} />
            </a>
          )}
          <Price price={product.price} mrp={product.mrp} offer={product.offer} size="lg" showOff />
          <p className={styles.meta}>
            <span>
              Unit: <strong>{product.unit}</strong>
            </span>
            <span>Inclusive of all taxes</span>
          </p>
          <StockState stock={product.stock} inStock={product.inStock} />
          <ProductActions product={product} icons={ACTION_ICONS} />
          <ProductDeliveryCheck productId={product.id} icon={svgIcon('truck')} />
          <div className={styles.description}>
            <h2 className={styles.subheading}>About this product</h2>
            <p>{product.description}</p>
            <p className={styles.code}>Product code: {product.productCode}</p>
          </div>
        </div>
      </div>

      <ProductReviews productId={product.id} initial={reviews} />

      {related.length > 0 && (
        <section aria-labelledby="related-title" className={styles.related}>
          <h2 id="related-title" className={styles.subheading}>
            More from {product.category.name}
          </h2>
          <ProductGrid products={related} />
        </section>
      )}
    </div>
  );
}

import type { Metadata } from 'next';
import { buttonClass } from '@/components/ui/button';
import layout from '@/components/ui/layout.module.css';
import { Pagination } from '@/components/ui/pagination';
import { getCategories, listProducts } from '@/features/catalogue/api';
import { CategoryNav } from '@/features/catalogue/category-nav';
import { JsonLd } from '@/features/catalogue/json-ld';
import { ListingFilters } from '@/features/catalogue/listing-filters';
import styles from '@/features/catalogue/listing-page.module.css';
import { type ListingState, listingHref, parseListingParams } from '@/features/catalogue/listing-query';
import { ProductGrid } from '@/features/catalogue/product-grid';
import { breadcrumbJsonLd } from '@/features/catalogue/structured-data';
import { getShopSettings } from '@/features/settings/shop-settings';
import { languageAlternates } from '@/lib/i18n/alternates';
import { Link } from '@/lib/i18n/navigation';
import { siteUrl } from '@/lib/site-url';

export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

async function describeListing(state: ListingState) {
  const categories = (await getCategories()) ?? [];
  const category = categories.find((c) => c.id === state.category);
  const heading = state.q
    ? `Results for “${state.q}”${category ? ` in ${category.name}` : ''}`
    : (category?.name ?? 'All products');
  return { categories, category, heading };
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const state = parseListingParams(await searchParams);
  const [{ category, heading }, settings, origin] = await Promise.all([
    describeListing(state),
    getShopSettings(),
    siteUrl(),
  ]);
  const title = `${state.q ? heading : (category?.name ?? 'Products')}${state.page > 1 ? ` (page ${state.page})` : ''}`;
  const description =
    category?.description ??
    `Buy ${category ? category.name.toLowerCase() : 'goat milk, ghee, paneer, cheese, soaps, manure and live goats'} from ${settings.farmName}, Tamil Nadu. Cash on delivery.`;
  // Search results are not a page of their own for search engines; the canonical drops q and sort.
  const canonical = `${origin}${listingHref({ category: category?.id, sort: 'newest', page: state.page })}`;
  return {
    title: { absolute: `${title} | ${settings.farmName}` },
    description,
    alternates: await languageAlternates(canonical),
    robots: state.q ? { index: false, follow: true } : undefined,
    openGraph: {
      type: 'website',
      url: canonical,
      siteName: settings.farmName,
      title,
      description,
      ...(category?.imageUrl ? { images: [{ url: `${origin}${category.imageUrl}` }] } : {}),
    },
  };
}

/** The product listing: category filter, search text, sort and pages, all in the URL. */
export default async function ProductsPage({ searchParams }: Props) {
  const state = parseListingParams(await searchParams);
  const [{ categories, category, heading }, result, origin] = await Promise.all([
    describeListing(state),
    listProducts({ categoryId: state.category, q: state.q, sort: state.sort, page: state.page }),
    siteUrl(),
  ]);
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Products', path: '/products' },
    ...(category
      ? [{ name: category.name, path: listingHref({ category: category.id, sort: 'newest', page: 1 }) }]
      : []),
  ];

  return (
    <div className={`container ${layout.page} ${layout.stack}`}>
      <JsonLd data={breadcrumbJsonLd(crumbs, origin)} />
      <div className={styles.head}>
        <h1 className={styles.heading}>{heading}</h1>
        {result && (
          <p className={styles.count} role="status">
            {result.page.totalElements} {result.page.totalElements === 1 ? 'product' : 'products'}
          </p>
        )}
      </div>
      <ListingFilters key={`${state.q ?? ''}|${state.sort}`} state={state} categoryName={category?.name} />
      <div className={styles.layout}>
        <aside className={styles.sidebar}>
          <h2 className="visually-hidden">Categories</h2>
          <CategoryNav categories={categories} state={state} />
        </aside>
        <section className={styles.results} aria-labelledby="results-title">
          <h2 id="results-title" className="visually-hidden">
            Products
          </h2>
          {result === undefined ? (
            <div className={styles.empty} role="alert">
              <p className={styles.emptyTitle}>We could not load the products just now.</p>
              <p>Please check your connection and try again in a moment.</p>
              <Link
                href={listingHref(state)}
                className={buttonClass('primary', ['roomy', 'flat', 'compact'], styles.button)}
              >
                Try again
              </Link>
            </div>
          ) : result.products.length === 0 ? (
            <div className={styles.empty}>
              {result.page.totalElements > 0 ? (
                <>
                  <p className={styles.emptyTitle}>There is nothing on page {state.page}.</p>
                  <Link
                    href={listingHref({ ...state, page: 1 })}
                    className={buttonClass('primary', ['roomy', 'flat', 'compact'], styles.button)}
                  >
                    Go to the first page
                  </Link>
                </>
              ) : (
                <>
                  <p className={styles.emptyTitle}>No products found</p>
                  <p>
                    {state.q
                      ? `Nothing matches “${state.q}”${category ? ` in ${category.name}` : ''}. Try another word.`
                      : 'There are no products in this category yet.'}
                  </p>
                  <Link
                    href="/products"
                    className={buttonClass('primary', ['roomy', 'flat', 'compact'], styles.button)}
                  >
                    See all products
                  </Link>
                </>
              )}
            </div>
          ) : (
            <>
              <ProductGrid products={result.products} eagerCount={4} width="beside" />
              <Pagination
                page={state.page}
                totalPages={result.page.totalPages}
                hrefFor={(n) => listingHref({ ...state, page: n })}
              />
            </>
          )}
        </section>
      </div>
    </div>
  );
}

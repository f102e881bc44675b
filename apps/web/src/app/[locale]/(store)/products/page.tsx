import { translated } from '@farm/contract/plain/languages';
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
import { getPageLanguage } from '@/lib/i18n/page-language';
import { pageWords } from '@/lib/i18n/page-words';
import { Link } from '@/lib/i18n/server-link';
import { serverWords } from '@/lib/i18n/server-words';
import { WordsProvider } from '@/lib/i18n/words-provider';
import { siteUrl } from '@/lib/site-url';

export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

async function describeListing(state: ListingState) {
  const [t, language, all] = await Promise.all([
    serverWords('catalogue'),
    getPageLanguage(),
    getCategories(),
  ]);
  const categories = all ?? [];
  const category = categories.find((c) => c.id === state.category);
  const categoryName = category && translated(category, 'name', language);
  const heading = state.q
    ? categoryName
      ? t('listing.resultsIn', { q: state.q, category: categoryName })
      : t('listing.results', { q: state.q })
    : (categoryName ?? t('listing.allProducts'));
  return { t, language, categories, category, categoryName, heading };
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const state = parseListingParams(await searchParams);
  const [{ t, language, category, categoryName, heading }, settings, origin] = await Promise.all([
    describeListing(state),
    getShopSettings(),
    siteUrl(),
  ]);
  const farmName = translated(settings, 'farmName', language);
  const named = state.q ? heading : (categoryName ?? t('listing.products'));
  const title = state.page > 1 ? t('listing.titlePage', { title: named, page: state.page }) : named;
  const description =
    (category && translated(category, 'description', language)) ||
    t('listing.description', {
      what: categoryName ? categoryName.toLowerCase() : t('listing.everything'),
      farm: farmName,
    });
  // Search results are not a page of their own for search engines; the canonical drops q and sort.
  const canonical = `${origin}${listingHref({ category: category?.id, sort: 'newest', page: state.page })}`;
  return {
    title: { absolute: `${title} | ${farmName}` },
    description,
    alternates: await languageAlternates(canonical),
    robots: state.q ? { index: false, follow: true } : undefined,
    openGraph: {
      type: 'website',
      url: canonical,
      siteName: farmName,
      title,
      description,
      ...(category?.imageUrl ? { images: [{ url: `${origin}${category.imageUrl}` }] } : {}),
    },
  };
}

/** The product listing: category filter, search text, sort and pages, all in the URL. */
export default async function ProductsPage({ searchParams }: Props) {
  const state = parseListingParams(await searchParams);
  const [{ t, categories, category, categoryName, heading }, result, origin, words] = await Promise.all([
    describeListing(state),
    listProducts({ categoryId: state.category, q: state.q, sort: state.sort, page: state.page }),
    siteUrl(),
    pageWords('catalogue', 'common'),
  ]);
  const crumbs = [
    { name: t('crumbs.home'), path: '/' },
    { name: t('crumbs.products'), path: '/products' },
    ...(category && categoryName
      ? [{ name: categoryName, path: listingHref({ category: category.id, sort: 'newest', page: 1 }) }]
      : []),
  ];

  return (
    <div className={`container ${layout.page} ${layout.stack}`}>
      <JsonLd data={breadcrumbJsonLd(crumbs, origin)} />
      <div className={styles.head}>
        <h1 className={styles.heading}>{heading}</h1>
        {result && (
          <p className={styles.count} role="status">
            {t.counted('categories.count', result.page.totalElements)}
          </p>
        )}
      </div>
      {/* The filters read the catalogue's `filters` (and the frame already gives `common`). */}
      <WordsProvider words={{ catalogue: { filters: words.catalogue.filters } }}>
        <ListingFilters key={`${state.q ?? ''}|${state.sort}`} state={state} categoryName={categoryName} />
      </WordsProvider>
      <div className={styles.layout}>
        <aside className={styles.sidebar}>
          <h2 className="visually-hidden">{t('categories.label')}</h2>
          <CategoryNav categories={categories} state={state} />
        </aside>
        <section className={styles.results} aria-labelledby="results-title">
          <h2 id="results-title" className="visually-hidden">
            {t('listing.products')}
          </h2>
          {result === undefined ? (
            <div className={styles.empty} role="alert">
              <p className={styles.emptyTitle}>{t('listing.failed')}</p>
              <p>{t('listing.failedHint')}</p>
              <Link
                href={listingHref(state)}
                className={buttonClass('primary', ['roomy', 'flat', 'compact'], styles.button)}
              >
                {t('listing.retry')}
              </Link>
            </div>
          ) : result.products.length === 0 ? (
            <div className={styles.empty}>
              {result.page.totalElements > 0 ? (
                <>
                  <p className={styles.emptyTitle}>{t('listing.emptyPage', { page: state.page })}</p>
                  <Link
                    href={listingHref({ ...state, page: 1 })}
                    className={buttonClass('primary', ['roomy', 'flat', 'compact'], styles.button)}
                  >
                    {t('listing.firstPage')}
                  </Link>
                </>
              ) : (
                <>
                  <p className={styles.emptyTitle}>{t('listing.none')}</p>
                  <p>
                    {state.q
                      ? categoryName
                        ? t('listing.noMatchIn', { q: state.q, category: categoryName })
                        : t('listing.noMatch', { q: state.q })
                      : t('listing.emptyCategory')}
                  </p>
                  <Link
                    href="/products"
                    className={buttonClass('primary', ['roomy', 'flat', 'compact'], styles.button)}
                  >
                    {t('listing.seeAll')}
                  </Link>
                </>
              )}
            </div>
          ) : (
            <>
              <ProductGrid products={result.products} eagerCount={4} firstIsLargestPaint width="beside" />
              <Pagination
                page={state.page}
                totalPages={result.page.totalPages}
                hrefFor={(n) => listingHref({ ...state, page: n })}
                words={words.common.pagination}
              />
            </>
          )}
        </section>
      </div>
    </div>
  );
}

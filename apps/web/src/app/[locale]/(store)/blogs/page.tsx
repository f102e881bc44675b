import type { BlogCategory } from '@farm/contract';
import { LOCALES, translated } from '@farm/contract/plain/languages';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import grid from '@/components/ui/card-grid.module.css';
import { Pagination } from '@/components/ui/pagination';
import { getBlogCategories, getBlogPage } from '@/features/blog/api';
import { BlogCard } from '@/features/blog/blog-card';
import { BlogCategoryFilter } from '@/features/blog/blog-category-filter';
import { blogListHref, positiveInt } from '@/features/blog/blog-links';
import { PageHeader } from '@/features/content/page-header';
import { getShopSettings } from '@/features/settings/shop-settings';
import { languageAlternates } from '@/lib/i18n/alternates';
import { getPageLanguage } from '@/lib/i18n/page-language';
import { Link } from '@/lib/i18n/server-link';
import styles from './blogs.module.css';

export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<{ category?: string | string[]; page?: string | string[] }> };

/** The category asked for, with its name and description in the page's language. */
async function chosenCategory(categories: BlogCategory[], categoryId: number | undefined) {
  const language = await getPageLanguage();
  const category = categories.find((c) => c.id === categoryId);
  if (!category) return undefined;
  return {
    id: category.id,
    name: translated(category, 'name', language),
    description: translated(category, 'description', language),
  };
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const query = await searchParams;
  const categoryId = positiveInt(query.category);
  const page = positiveInt(query.page);
  const [settings, categories, t, language] = await Promise.all([
    getShopSettings(),
    getBlogCategories(),
    getTranslations('blog'),
    getPageLanguage(),
  ]);
  const category = await chosenCategory(categories, categoryId);
  const title = category ? t('categoryTitle', { category: category.name }) : t('title');
  const description =
    category?.description || t('description', { farm: translated(settings, 'farmName', language) });
  const canonical = blogListHref({ categoryId: category?.id, page });
  return {
    title,
    description,
    alternates: await languageAlternates(canonical),
    openGraph: { title, description, url: canonical },
  };
}

export default async function BlogsPage({ searchParams }: Props) {
  const query = await searchParams;
  const categoryId = positiveInt(query.category);
  const page = positiveInt(query.page) ?? 1;
  const [categories, result, t, common, language] = await Promise.all([
    getBlogCategories(),
    getBlogPage({ page, categoryId }),
    getTranslations('blog'),
    getTranslations('common'),
    getPageLanguage(),
  ]);
  const category = await chosenCategory(categories, categoryId);
  const count = (n: number) => {
    const form = new Intl.PluralRules(LOCALES[language]).select(n) === 'one' ? 'one' : 'other';
    return category
      ? t(`countIn.${form}`, { count: n, category: category.name })
      : t(`count.${form}`, { count: n });
  };

  return (
    <>
      <PageHeader
        title={category ? category.name : t('title')}
        trail={category ? [{ href: '/blogs', label: t('title') }] : []}
      >
        <p>{category?.description || t('lead')}</p>
      </PageHeader>
      <div className={`container ${styles.page}`}>
        <BlogCategoryFilter categories={categories} activeId={categoryId} />
        {!result ? (
          <div className={styles.state} role="alert">
            <h2>{t('failed')}</h2>
            <p>{t('failedText')}</p>
            <Link
              href={blogListHref({ categoryId, page })}
              className={buttonClass('primary', ['roomy'], styles.stateLink)}
            >
              {common('retry')}
            </Link>
          </div>
        ) : result.posts.length === 0 ? (
          <div className={styles.state}>
            <h2>{t('empty')}</h2>
            <p>{category ? t('emptyIn', { category: category.name }) : t('emptyAll')}</p>
            {(categoryId || page > 1) && (
              <Link href="/blogs" className={buttonClass('primary', ['roomy'], styles.stateLink)}>
                {t('seeAll')}
              </Link>
            )}
          </div>
        ) : (
          <>
            <p className={styles.count} aria-live="polite">
              {count(result.page.totalElements)}
            </p>
            <ul className={`${grid.grid} ${grid.fill} ${grid.posts}`} aria-label={t('posts')}>
              {result.posts.map((post, index) => (
                <li key={post.id}>
                  <BlogCard post={post} eager={index < 2} />
                </li>
              ))}
            </ul>
            <Pagination
              page={page}
              totalPages={result.page.totalPages}
              hrefFor={(n) => blogListHref({ categoryId, page: n })}
              label={t('pages')}
              words={{
                label: t('pages'),
                previous: common('pagination.previous'),
                next: common('pagination.next'),
                page: common.raw('pagination.page') as string,
              }}
            />
          </>
        )}
      </div>
    </>
  );
}

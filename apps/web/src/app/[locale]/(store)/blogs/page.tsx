import type { Metadata } from 'next';
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
import { Link } from '@/lib/i18n/navigation';
import styles from './blogs.module.css';

export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<{ category?: string | string[]; page?: string | string[] }> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const query = await searchParams;
  const categoryId = positiveInt(query.category);
  const page = positiveInt(query.page);
  const [settings, categories] = await Promise.all([getShopSettings(), getBlogCategories()]);
  const category = categories.find((c) => c.id === categoryId);
  const title = category ? `Blog: ${category.name}` : 'Blog';
  const description =
    category?.description ||
    `Goat care, recipes with goat milk and ghee, and life on the farm: notes from ${settings.farmName}.`;
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
  const [categories, result] = await Promise.all([getBlogCategories(), getBlogPage({ page, categoryId })]);
  const category = categories.find((c) => c.id === categoryId);

  return (
    <>
      <PageHeader
        title={category ? category.name : 'Blog'}
        trail={category ? [{ href: '/blogs', label: 'Blog' }] : []}
      >
        <p>
          {category?.description ||
            'Goat care, recipes with goat milk and ghee, and what happens on the farm from one milking to the next.'}
        </p>
      </PageHeader>
      <div className={`container ${styles.page}`}>
        <BlogCategoryFilter categories={categories} activeId={categoryId} />
        {!result ? (
          <div className={styles.state} role="alert">
            <h2>The blog could not be loaded</h2>
            <p>Please check your connection and try again in a moment.</p>
            <Link
              href={blogListHref({ categoryId, page })}
              className={buttonClass('primary', ['roomy'], styles.stateLink)}
            >
              Try again
            </Link>
          </div>
        ) : result.posts.length === 0 ? (
          <div className={styles.state}>
            <h2>No posts here yet</h2>
            <p>
              {category
                ? `Nothing has been written in ${category.name} yet.`
                : 'Nothing has been published yet.'}
            </p>
            {(categoryId || page > 1) && (
              <Link href="/blogs" className={buttonClass('primary', ['roomy'], styles.stateLink)}>
                See all posts
              </Link>
            )}
          </div>
        ) : (
          <>
            <p className={styles.count} aria-live="polite">
              {result.page.totalElements} {result.page.totalElements === 1 ? 'post' : 'posts'}
              {category && ` in ${category.name}`}
            </p>
            <ul className={`${grid.grid} ${grid.fill} ${grid.posts}`} aria-label="Blog posts">
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
              label="Blog pages"
            />
          </>
        )}
      </div>
    </>
  );
}

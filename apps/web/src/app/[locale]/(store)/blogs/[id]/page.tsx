import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import crumbs from '@/components/ui/breadcrumbs.module.css';
import grid from '@/components/ui/card-grid.module.css';
import { svgIcon } from '@/components/ui/server-icons';
import { ServerImage } from '@/components/ui/server-image';
import { getBlog, getBlogPage } from '@/features/blog/api';
import { BlogCard } from '@/features/blog/blog-card';
import { blogListHref, blogPostHref, positiveInt, readingMinutes } from '@/features/blog/blog-links';
import { breadcrumbData, JsonLd } from '@/features/content/json-ld';
import { PlainText } from '@/features/content/plain-text';
import { getShopSettings } from '@/features/settings/shop-settings';
import { formatDate } from '@/lib/format';
import { languageAlternates } from '@/lib/i18n/alternates';
import { Link } from '@/lib/i18n/navigation';
import { siteUrl } from '@/lib/site-url';
import styles from './blog-post.module.css';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id: string }> };

async function postOf(params: Props['params']) {
  const id = positiveInt((await params).id);
  return id ? getBlog(id) : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await postOf(params);
  if (!post) return { title: 'Post not found' };
  const settings = await getShopSettings();
  const url = blogPostHref(post.id);
  return {
    title: post.title,
    description: post.excerpt,
    alternates: await languageAlternates(url),
    openGraph: {
      type: 'article',
      url,
      title: post.title,
      description: post.excerpt,
      siteName: settings.farmName,
      publishedTime: post.publishedAt ?? undefined,
      modifiedTime: post.updatedAt,
      authors: post.authorName ? [post.authorName] : undefined,
      section: post.blogCategory.name,
      images: post.coverImageUrl
        ? [{ url: post.coverImageUrl, width: 1200, height: 630, alt: post.title }]
        : undefined,
    },
    twitter: { card: post.coverImageUrl ? 'summary_large_image' : 'summary', title: post.title },
  };
}

export default async function BlogPostPage({ params }: Props) {
  const post = await postOf(params);
  if (!post) notFound();
  const [settings, related, origin] = await Promise.all([
    getShopSettings(),
    getBlogPage({ categoryId: post.blogCategory.id, size: 4 }),
    siteUrl(),
  ]);
  const date = post.publishedAt ?? post.createdAt;
  const more = (related?.posts ?? []).filter((p) => p.id !== post.id).slice(0, 3);
  const url = `${origin}${blogPostHref(post.id)}`;

  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title,
          description: post.excerpt,
          image: post.coverImageUrl ? [`${origin}${post.coverImageUrl}`] : undefined,
          datePublished: date,
          dateModified: post.updatedAt,
          author: { '@type': 'Person', name: post.authorName ?? settings.farmName },
          publisher: { '@type': 'Organization', name: settings.farmName },
          articleSection: post.blogCategory.name,
          mainEntityOfPage: url,
        }}
      />
      <JsonLd
        data={breadcrumbData([
          { name: 'Home', path: `${origin}/` },
          { name: 'Blog', path: `${origin}/blogs` },
          {
            name: post.blogCategory.name,
            path: `${origin}${blogListHref({ categoryId: post.blogCategory.id })}`,
          },
          { name: post.title, path: url },
        ])}
      />
      <article className={styles.article}>
        <header className={`container ${styles.header}`}>
          <nav aria-label="Breadcrumb">
            <ol className={crumbs.crumbs}>
              <li>
                <Link href="/">Home</Link>
              </li>
              <li>
                <Link href="/blogs">Blog</Link>
              </li>
              <li>
                <Link href={blogListHref({ categoryId: post.blogCategory.id })}>
                  {post.blogCategory.name}
                </Link>
              </li>
            </ol>
          </nav>
          <h1 className={styles.title}>{post.title}</h1>
          <ul className={styles.meta} aria-label="About this post">
            <li>
              {svgIcon('calendar-days', 16)}
              <time dateTime={date}>{formatDate(date)}</time>
            </li>
            {post.authorName && (
              <li>
                {svgIcon('user-round', 16)}
                <span>By {post.authorName}</span>
              </li>
            )}
            <li>
              {svgIcon('clock', 16)}
              <span>{readingMinutes(post.content)} min read</span>
            </li>
          </ul>
        </header>
        {post.coverImageUrl && (
          <div className={`container ${styles.coverWrap}`}>
            {/* The post's largest paint; its frame is at most 1,000 px wide with 16 px padding. */}
            <ServerImage
              className={styles.cover}
              src={post.coverImageUrl}
              alt=""
              width={1200}
              height={630}
              sizes="(min-width: 1000px) 968px, calc(100vw - 32px)"
              preload
              fetchPriority="high"
            />
          </div>
        )}
        <div className={`container ${styles.body}`}>
          <PlainText text={post.content} className={styles.content} />
          <p className={styles.back}>
            <Link href="/blogs" className={styles.backLink}>
              {svgIcon('arrow-left', 18)} Back to blog
            </Link>
          </p>
        </div>
      </article>
      {more.length > 0 && (
        <section className={styles.more} aria-labelledby="blog-more">
          <div className="container">
            <h2 id="blog-more">More in {post.blogCategory.name}</h2>
            <ul className={`${grid.grid} ${grid.fill} ${grid.posts}`}>
              {more.map((p) => (
                <li key={p.id}>
                  <BlogCard post={p} headingLevel="h3" />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  );
}

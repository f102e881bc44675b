import type { Blog } from '@farm/contract';
import { type Language, translated } from '@farm/contract/plain/languages';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
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
import { getPageLanguage } from '@/lib/i18n/page-language';
import { Link } from '@/lib/i18n/server-link';
import { siteUrl } from '@/lib/site-url';
import styles from './blog-post.module.css';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id: string }> };

async function postOf(params: Props['params']) {
  const id = positiveInt((await params).id);
  return id ? getBlog(id) : undefined;
}

/** The post's words in the page's language (staff's Tamil, else the English, field by field). */
function wordsOf(post: Blog, language: Language) {
  return {
    title: translated(post, 'title', language),
    excerpt: translated(post, 'excerpt', language),
    content: translated(post, 'content', language),
    category: translated(post.blogCategory, 'name', language),
  };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [post, t, language] = await Promise.all([postOf(params), getTranslations('blog'), getPageLanguage()]);
  if (!post) return { title: t('notFound') };
  const settings = await getShopSettings();
  const url = blogPostHref(post.id);
  const words = wordsOf(post, language);
  return {
    title: words.title,
    description: words.excerpt,
    alternates: await languageAlternates(url),
    openGraph: {
      type: 'article',
      url,
      title: words.title,
      description: words.excerpt,
      siteName: translated(settings, 'farmName', language),
      publishedTime: post.publishedAt ?? undefined,
      modifiedTime: post.updatedAt,
      authors: post.authorName ? [post.authorName] : undefined,
      section: words.category,
      images: post.coverImageUrl
        ? [{ url: post.coverImageUrl, width: 1200, height: 630, alt: words.title }]
        : undefined,
    },
    twitter: { card: post.coverImageUrl ? 'summary_large_image' : 'summary', title: words.title },
  };
}

export default async function BlogPostPage({ params }: Props) {
  const post = await postOf(params);
  if (!post) notFound();
  const [settings, related, origin, t, content, language] = await Promise.all([
    getShopSettings(),
    getBlogPage({ categoryId: post.blogCategory.id, size: 4 }),
    siteUrl(),
    getTranslations('blog'),
    getTranslations('content'),
    getPageLanguage(),
  ]);
  const words = wordsOf(post, language);
  const farm = translated(settings, 'farmName', language);
  const date = post.publishedAt ?? post.createdAt;
  const more = (related?.posts ?? []).filter((p) => p.id !== post.id).slice(0, 3);
  const url = `${origin}${blogPostHref(post.id)}`;

  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: words.title,
          description: words.excerpt,
          image: post.coverImageUrl ? [`${origin}${post.coverImageUrl}`] : undefined,
          datePublished: date,
          dateModified: post.updatedAt,
          author: { '@type': 'Person', name: post.authorName ?? farm },
          publisher: { '@type': 'Organization', name: farm },
          articleSection: words.category,
          mainEntityOfPage: url,
        }}
      />
      <JsonLd
        data={breadcrumbData([
          { name: content('home'), path: `${origin}/` },
          { name: t('title'), path: `${origin}/blogs` },
          {
            name: words.category,
            path: `${origin}${blogListHref({ categoryId: post.blogCategory.id })}`,
          },
          { name: words.title, path: url },
        ])}
      />
      <article className={styles.article}>
        <header className={`container ${styles.header}`}>
          <nav aria-label={content('breadcrumb')}>
            <ol className={crumbs.crumbs}>
              <li>
                <Link href="/">{content('home')}</Link>
              </li>
              <li>
                <Link href="/blogs">{t('title')}</Link>
              </li>
              <li>
                <Link href={blogListHref({ categoryId: post.blogCategory.id })}>{words.category}</Link>
              </li>
            </ol>
          </nav>
          <h1 className={styles.title}>{words.title}</h1>
          <ul className={styles.meta} aria-label={t('aboutPost')}>
            <li>
              {svgIcon('calendar-days', 16)}
              <time dateTime={date}>{formatDate(date, language)}</time>
            </li>
            {post.authorName && (
              <li>
                {svgIcon('user-round', 16)}
                <span>{t('by', { author: post.authorName })}</span>
              </li>
            )}
            <li>
              {svgIcon('clock', 16)}
              <span>{t('minutes', { minutes: readingMinutes(words.content) })}</span>
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
          <PlainText text={words.content} className={styles.content} />
          <p className={styles.back}>
            <Link href="/blogs" className={styles.backLink}>
              {svgIcon('arrow-left', 18)} {t('back')}
            </Link>
          </p>
        </div>
      </article>
      {more.length > 0 && (
        <section className={styles.more} aria-labelledby="blog-more">
          <div className="container">
            <h2 id="blog-more">{t('moreIn', { category: words.category })}</h2>
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

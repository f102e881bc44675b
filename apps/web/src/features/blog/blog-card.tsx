import type { BlogSummary } from '@farm/contract';
import { translated } from '@farm/contract/plain/languages';
import { getTranslations } from 'next-intl/server';
import layout from '@/components/ui/layout.module.css';
import panel from '@/components/ui/panel.module.css';
import { ServerImage } from '@/components/ui/server-image';
import { formatDate } from '@/lib/format';
import { getPageLanguage } from '@/lib/i18n/page-language';
import { Link } from '@/lib/i18n/server-link';
import styles from './blog-card.module.css';
import { blogListHref, blogPostHref } from './blog-links';

/** From the blog grids (blogs.module.css, blog-post.module.css): 1, 2 from 640 px, 3 from 1,000 px. */
const SIZES =
  '(min-width: 1200px) 373px, (min-width: 1000px) calc(33.3vw - 27px), (min-width: 640px) calc(50vw - 28px), calc(100vw - 32px)';

type Props = { post: BlogSummary; headingLevel?: 'h2' | 'h3'; eager?: boolean };

/**
 * A post in a list: cover, category, title, date and excerpt, in the page's language (staff's
 * Tamil, else the English); the whole card opens the post.
 */
export async function BlogCard({ post, headingLevel: Heading = 'h2', eager = false }: Props) {
  const [t, language] = await Promise.all([getTranslations('blog'), getPageLanguage()]);
  const date = post.publishedAt ?? post.createdAt;
  return (
    <article className={`${panel.panel} ${panel.tile} ${styles.card}`}>
      <div className={styles.cover}>
        {post.coverImageUrl ? (
          <ServerImage
            src={post.coverImageUrl}
            alt=""
            width={1200}
            height={630}
            sizes={SIZES}
            loading={eager ? 'eager' : 'lazy'}
          />
        ) : (
          <span className={styles.placeholder} aria-hidden="true" />
        )}
      </div>
      <div className={`${layout.stack} ${styles.body}`}>
        <p className={styles.meta}>
          <Link href={blogListHref({ categoryId: post.blogCategory.id })} className={styles.category}>
            {translated(post.blogCategory, 'name', language)}
          </Link>
          <time dateTime={date}>{formatDate(date, language)}</time>
        </p>
        <Heading className={styles.title}>
          <Link href={blogPostHref(post.id)} className={`${panel.cardLink} ${styles.titleLink}`}>
            {translated(post, 'title', language)}
          </Link>
        </Heading>
        <p className={styles.excerpt}>{translated(post, 'excerpt', language)}</p>
        <span className={styles.more} aria-hidden="true">
          {t('readMore')}
        </span>
      </div>
    </article>
  );
}

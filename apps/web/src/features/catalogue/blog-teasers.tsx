import type { BlogSummary } from '@farm/contract';
import { translated } from '@farm/contract/plain/languages';
import grid from '@/components/ui/card-grid.module.css';
import layout from '@/components/ui/layout.module.css';
import panel from '@/components/ui/panel.module.css';
import { ServerImage } from '@/components/ui/server-image';
import { formatDate } from '@/lib/format';
import { getPageLanguage } from '@/lib/i18n/page-language';
import { Link } from '@/lib/i18n/server-link';
import styles from './blog-teasers.module.css';

/** From blog-teasers.module.css: one column on a phone, three (24 px apart) from 768 px. */
const SIZES = '(min-width: 1200px) 373px, (min-width: 768px) calc(33.3vw - 27px), calc(100vw - 32px)';

/** The latest blog posts: cover, title, date and excerpt, each linking to the post. */
export async function BlogTeasers({ blogs }: { blogs: BlogSummary[] }) {
  const language = await getPageLanguage();
  return (
    <ul className={`${grid.grid} ${styles.list}`}>
      {blogs.map((blog) => (
        <li key={blog.id} className={`${panel.panel} ${panel.snug} ${panel.tile} ${styles.post}`}>
          {blog.coverImageUrl && (
            <ServerImage src={blog.coverImageUrl} alt="" width={1200} height={630} sizes={SIZES} />
          )}
          <div className={`${layout.stack} ${styles.body}`}>
            <p className={styles.meta}>
              {translated(blog.blogCategory, 'name', language)}
              {blog.publishedAt && (
                <>
                  {' · '}
                  <time dateTime={blog.publishedAt}>{formatDate(blog.publishedAt, language)}</time>
                </>
              )}
            </p>
            <h3 className={styles.title}>
              <Link href={`/blogs/${blog.id}`} className={panel.cardLink}>
                {translated(blog, 'title', language)}
              </Link>
            </h3>
            <p className={styles.excerpt}>{translated(blog, 'excerpt', language)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

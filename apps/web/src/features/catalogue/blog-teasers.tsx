import type { BlogSummary } from '@farm/contract';
import Link from 'next/link';
import { formatDate } from '@/lib/format';
import styles from './blog-teasers.module.css';

/** The latest blog posts: cover, title, date and excerpt, each linking to the post. */
export function BlogTeasers({ blogs }: { blogs: BlogSummary[] }) {
  return (
    <ul className={styles.list}>
      {blogs.map((blog) => (
        <li key={blog.id} className={styles.post}>
          {blog.coverImageUrl && (
            <img src={blog.coverImageUrl} alt="" width={600} height={315} loading="lazy" decoding="async" />
          )}
          <div className={styles.body}>
            <p className={styles.meta}>
              {blog.blogCategory.name}
              {blog.publishedAt && (
                <>
                  {' · '}
                  <time dateTime={blog.publishedAt}>{formatDate(blog.publishedAt)}</time>
                </>
              )}
            </p>
            <h3 className={styles.title}>
              <Link href={`/blogs/${blog.id}`} className={styles.link}>
                {blog.title}
              </Link>
            </h3>
            <p className={styles.excerpt}>{blog.excerpt}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

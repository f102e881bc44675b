'use client';

import type { Blog } from '@farm/contract';
import { RecordEditor } from '@/features/admin/form/record-editor';
import { BlogForm } from './blog-form';

/** `/admin/blogs/new` and `/admin/blogs/{id}`. */
export function BlogEditor({ id }: { id?: number | undefined }) {
  return (
    <RecordEditor<Blog>
      id={id}
      path={(n) => `/blogs/${n}`}
      back={{ href: '/admin/blogs', label: 'Blogs' }}
      what="blog post"
      newTitle="New blog post"
      titleOf={(b) => b.title}
      version={(b) => b.updatedAt}
      deletion={(b) => ({ endpoint: `/blogs/${b.id}`, what: `the post "${b.title}"` })}
    >
      {(blog) => <BlogForm blog={blog} />}
    </RecordEditor>
  );
}

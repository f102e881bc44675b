'use client';

import { blogRoutes } from '@farm/contract/plain/routes/blog';
import { RecordEditor } from '@/features/admin/form/record-editor';
import { BlogForm } from './blog-form';

/** `/admin/blogs/new` and `/admin/blogs/{id}`. */
export function BlogEditor({ id }: { id?: number | undefined }) {
  return (
    <RecordEditor
      id={id}
      endpoint={blogRoutes.getBlog}
      back={{ href: '/admin/blogs', label: 'Blogs' }}
      what="blog post"
      newTitle="New blog post"
      titleOf={(b) => b.title}
      version={(b) => b.updatedAt}
      deletion={(b) => ({
        endpoint: blogRoutes.deleteBlog,
        success: 'Delete Blog Successfully',
        input: { params: { id: b.id } },
        what: `the post "${b.title}"`,
      })}
    >
      {(blog) => <BlogForm blog={blog} />}
    </RecordEditor>
  );
}

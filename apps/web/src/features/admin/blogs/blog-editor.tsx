'use client';

import { blogRoutes } from '@farm/contract/plain/routes/blog';
import { useTranslations } from 'next-intl';
import { RecordEditor } from '@/features/admin/form/record-editor';
import { BlogForm } from './blog-form';

/** `/admin/blogs/new` and `/admin/blogs/{id}`. */
export function BlogEditor({ id }: { id?: number | undefined }) {
  const t = useTranslations('adminContent.blogs.editor');
  return (
    <RecordEditor
      id={id}
      endpoint={blogRoutes.getBlog}
      back={{ href: '/admin/blogs', label: t('back') }}
      what={t('what')}
      newTitle={t('newTitle')}
      titleOf={(b) => b.title}
      version={(b) => b.updatedAt}
      deletion={(b) => ({
        endpoint: blogRoutes.deleteBlog,
        success: t('deleted'),
        input: { params: { id: b.id } },
        what: t('deleteWhat', { title: b.title }),
      })}
    >
      {(blog) => <BlogForm blog={blog} />}
    </RecordEditor>
  );
}

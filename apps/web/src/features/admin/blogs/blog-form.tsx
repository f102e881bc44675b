'use client';

import {
  BLOG_CONTENT_MAX,
  BLOG_EXCERPT_MAX,
  BLOG_TRANSLATED,
  type Blog,
  blogCreateSchema,
  shopUrlSchema,
  text,
} from '@farm/contract';
import { blogRoutes } from '@farm/contract/plain/routes/blog';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  CheckboxField,
  FormError,
  formStyles,
  SelectField,
  TextAreaField,
} from '@/components/ui/form-fields';
import { LeaveGuard } from '@/features/admin/form/leave-guard';
import { TamilAreaField, TranslatedText } from '@/features/admin/form/tamil-field';
import { translationDefaults, translationsFormSchema } from '@/features/admin/form/translations-form';
import { useAdminSubmit } from '@/features/admin/form/use-admin-submit';
import { MediaField } from '@/features/admin/media/media-field';
import { PlainText } from '@/features/content/plain-text';
import { staffCall } from '@/lib/api/staff-client';
import { blankAsNull } from '@/lib/forms/blank-as-null';
import styles from './blog-form.module.css';
import { useBlogCategories } from './use-blog-categories';

const formSchema = blogCreateSchema.extend({
  blogCategoryId: z.coerce.number<string>().int().positive('Choose a category'),
  excerpt: blankAsNull(text(BLOG_EXCERPT_MAX)),
  coverImageUrl: shopUrlSchema.nullable(),
  published: z.boolean(),
  translations: translationsFormSchema(BLOG_TRANSLATED, BLOG_CONTENT_MAX),
});

/**
 * A post is plain text (decision 0012): blank lines between paragraphs, "- " lists, "## " headings.
 * The preview renders it exactly as the blog page will: as text, never as HTML.
 */
export function BlogForm({ blog }: { blog: Blog | undefined }) {
  const categories = useBlogCategories();
  const form = useForm({
    resolver: zodResolver(formSchema),
    defaultValues: {
      title: blog?.title ?? '',
      blogCategoryId: blog ? String(blog.blogCategoryId) : '',
      content: blog?.content ?? '',
      excerpt: blog?.excerpt ?? '',
      coverImageUrl: blog?.coverImageUrl ?? null,
      published: blog?.published ?? true,
      translations: translationDefaults(BLOG_TRANSLATED, blog?.translations),
    },
  });
  const { register, formState, control, watch } = form;
  const { onSubmit, formError } = useAdminSubmit(form, {
    fields: [
      'title',
      'blogCategoryId',
      'content',
      'excerpt',
      'coverImageUrl',
      'published',
      'translations.ta.title',
      'translations.ta.content',
      'translations.ta.excerpt',
    ],
    send: (values) =>
      blog
        ? staffCall(blogRoutes.updateBlog, { params: { id: blog.id }, body: values })
        : staffCall(blogRoutes.createBlog, { body: values }),
    success: blog ? 'Update Blog Successfully' : 'Create Blog Successfully',
    goTo: '/admin/blogs',
  });
  const options = [
    { value: '', label: 'Choose…' },
    ...(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
  ];

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <LeaveGuard when={formState.isDirty} />
      <FormError message={formError} />
      <TranslatedText form={form} field="title" label="Title" />
      {/* Controlled: the categories may arrive after the post (opened by link or reload). */}
      <Controller
        control={control}
        name="blogCategoryId"
        render={({ field }) => (
          <SelectField
            label="Category"
            options={options}
            error={formState.errors.blogCategoryId}
            {...field}
          />
        )}
      />
      <div className={styles.writing}>
        <TextAreaField
          label="Text"
          rows={16}
          hint='Blank line between paragraphs; "- " starts a list item, "## " a heading.'
          error={formState.errors.content}
          {...register('content')}
        />
        <section className={styles.preview} aria-label="Preview">
          <h2 className={styles.previewTitle}>Preview</h2>
          <PlainText text={watch('content')} emptyText="The text shows here as readers will see it." />
        </section>
      </div>
      <div className={styles.writing}>
        <TamilAreaField
          label="Text"
          rows={16}
          english={watch('content')}
          tamil={watch('translations.ta.content')}
          error={formState.errors.translations?.ta?.content}
          {...register('translations.ta.content')}
        />
        <section className={styles.preview} aria-label="Preview in Tamil" lang="ta">
          <h2 className={styles.previewTitle}>Preview in Tamil</h2>
          <PlainText
            text={watch('translations.ta.content')}
            emptyText="Without Tamil, Tamil readers see the English text."
          />
        </section>
      </div>
      <TranslatedText
        form={form}
        field="excerpt"
        label="Excerpt"
        area
        optional
        hint="Shown in lists; left empty, the start of the text is used."
      />
      <Controller
        control={control}
        name="coverImageUrl"
        render={({ field, fieldState }) => (
          <MediaField
            label="Cover picture"
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <CheckboxField label="Published" {...register('published')} />
      <button type="submit" className={formStyles.button} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Saving…' : blog ? 'Save changes' : 'Create blog post'}
      </button>
    </form>
  );
}

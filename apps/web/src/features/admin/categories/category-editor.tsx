'use client';

import { categoryRoutes } from '@farm/contract/plain/routes/category';
import { useTranslations } from 'next-intl';
import { RecordEditor } from '@/features/admin/form/record-editor';
import { CategoryForm } from './category-form';
import { RestoreCategoryAction } from './restore-category-action';
import { useCategoryProductCount } from './use-category-product-count';

/** `/admin/categories/new` and `/admin/categories/{id}`. */
export function CategoryEditor({ id }: { id?: number | undefined }) {
  const t = useTranslations('adminCatalogue.categories.editor');
  const products = useCategoryProductCount(id);
  return (
    <RecordEditor
      id={id}
      endpoint={categoryRoutes.getCategory}
      back={{ href: '/admin/categories', label: t('back') }}
      what={t('what')}
      newTitle={t('newTitle')}
      titleOf={(c) => (c.archived ? t('archived', { name: c.name }) : c.name)}
      version={(c) => c.updatedAt}
      actions={(c) => c.archived && <RestoreCategoryAction category={c} />}
      deletion={(c) =>
        c.archived
          ? undefined
          : {
              endpoint: categoryRoutes.deleteCategory,
              input: { params: { id: c.id } },
              what: t('deleteWhat', { name: c.name }),
              consequence: deleteConsequence(t, products.data),
              // The API archives a category that still has products, and deletes an empty one.
              success: products.data ? t('archivedNotDeleted') : t('deleted'),
            }
      }
    >
      {(category) => <CategoryForm category={category} />}
    </RecordEditor>
  );
}

type Words = ReturnType<typeof useTranslations<'adminCatalogue.categories.editor'>>;

/** What Delete will do, said with the number of products in the category (issue 14.14g). */
function deleteConsequence(t: Words, count: number | undefined): string {
  if (count === undefined) return t('counting');
  if (count === 0) return t('deletedForGood');
  return t('archivedInstead', { count });
}

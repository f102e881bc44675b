'use client';

import { categoryRoutes } from '@farm/contract/plain/routes/category';
import { RecordEditor } from '@/features/admin/form/record-editor';
import { CategoryForm } from './category-form';
import { RestoreCategoryAction } from './restore-category-action';
import { useCategoryProductCount } from './use-category-product-count';

/** `/admin/categories/new` and `/admin/categories/{id}`. */
export function CategoryEditor({ id }: { id?: number | undefined }) {
  const products = useCategoryProductCount(id);
  return (
    <RecordEditor
      id={id}
      endpoint={categoryRoutes.getCategory}
      back={{ href: '/admin/categories', label: 'Categories' }}
      what="category"
      newTitle="New category"
      titleOf={(c) => (c.archived ? `${c.name} (archived)` : c.name)}
      version={(c) => c.updatedAt}
      actions={(c) => c.archived && <RestoreCategoryAction category={c} />}
      deletion={(c) =>
        c.archived
          ? undefined
          : {
              endpoint: categoryRoutes.deleteCategory,
              input: { params: { id: c.id } },
              what: `the category "${c.name}"`,
              consequence: deleteConsequence(products.data),
              // The API archives a category that still has products, and deletes an empty one.
              success: products.data
                ? 'Category archived: it still has products'
                : 'Delete Category Successfully',
            }
      }
    >
      {(category) => <CategoryForm category={category} />}
    </RecordEditor>
  );
}

/** What Delete will do, said with the number of products in the category (issue 14.14g). */
function deleteConsequence(count: number | undefined): string {
  if (count === undefined) return 'Counting the products in it…';
  if (count === 0) return 'It holds no products, so it is deleted for good.';
  const holds = count === 1 ? 'It holds 1 product' : `It holds ${count} products`;
  return `${holds}, so it is archived instead of deleted: it and its products leave the shop until it is restored; orders keep their history.`;
}

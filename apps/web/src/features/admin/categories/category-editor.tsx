'use client';

import { categoryRoutes } from '@farm/contract/plain/routes/category';
import { RecordEditor } from '@/features/admin/form/record-editor';
import { CategoryForm } from './category-form';

/** `/admin/categories/new` and `/admin/categories/{id}`. */
export function CategoryEditor({ id }: { id?: number | undefined }) {
  return (
    <RecordEditor
      id={id}
      endpoint={categoryRoutes.getCategory}
      back={{ href: '/admin/categories', label: 'Categories' }}
      what="category"
      newTitle="New category"
      titleOf={(c) => c.name}
      version={(c) => c.updatedAt}
      deletion={(c) =>
        c.archived
          ? undefined
          : {
              endpoint: categoryRoutes.deleteCategory,
              input: { params: { id: c.id } },
              what: `the category "${c.name}"`,
              consequence:
                'A category that orders refer to is archived instead: it leaves the shop, its history stays.',
            }
      }
    >
      {(category) => <CategoryForm category={category} />}
    </RecordEditor>
  );
}

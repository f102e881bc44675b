'use client';

import { countsAnimals, type Product } from '@farm/contract';
import { productRoutes } from '@farm/contract/plain/routes/product';
import { useTranslations } from 'next-intl';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormError, formStyles, TextField } from '@/components/ui/form-fields';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { LeaveGuard } from '@/features/admin/form/leave-guard';
import { useAdminSubmit } from '@/features/admin/form/use-admin-submit';
import { staffCall } from '@/lib/api/staff-client';
import { zodResolver } from '@/lib/forms/zod-resolver';
import { ImagesField } from './images-field';
import styles from './product-form.module.css';
import {
  PRODUCT_FORM_FIELDS,
  productFormDefaults,
  productFormSchema,
  TAMIL_FIELDS,
} from './product-form-schema';
import { useCategories, useCategoryOptions, useStatusOptions } from './product-options';

type Words = ReturnType<typeof useTranslations<'adminCatalogue.products.form'>>;

/** What the limit means for this product, in its unit where that is an animal ("1 animal"). */
function lowStockHint(t: Words, limit: string, unit: string): string {
  const text = limit.trim();
  if (!/^\d{1,7}$/.test(text)) return t('lowStockHint');
  const count = Number(text);
  if (count === 0) return t('lowStockNever');
  return t('lowStockAt', { count: countsAnimals(unit) ? t('animals', { count }) : String(count) });
}

/** Create or edit a product: code, name, text and unit in English and Tamil, search words, category, prices in rupees, stock and its low-stock limit, status, pictures. */
export function ProductForm({ product }: { product?: Product | undefined }) {
  const t = useTranslations('adminCatalogue.products.form');
  const categories = useCategories();
  const categoryOptions = useCategoryOptions(categories.data);
  const statusOptions = useStatusOptions();
  const form = useForm({
    resolver: zodResolver(productFormSchema),
    defaultValues: productFormDefaults(product),
  });
  const { register, formState, control } = form;
  const errors = formState.errors;
  const [unit, lowStockLimit] = useWatch({ control, name: ['unit', 'lowStockLimit'] });
  const { onSubmit, formError } = useAdminSubmit(form, {
    fields: PRODUCT_FORM_FIELDS,
    aliases: TAMIL_FIELDS,
    send: (values) =>
      product
        ? staffCall(productRoutes.updateProduct, { params: { id: product.id }, body: values })
        : staffCall(productRoutes.createProduct, { body: values }),
    success: product ? t('updated') : t('created'),
    goTo: '/admin/products',
  });

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <LeaveGuard when={formState.isDirty} />
      <FormError message={formError} />
      <div className={styles.pair}>
        <TextField
          label={t('productCode')}
          hint={t('productCodeHint')}
          autoCapitalize="characters"
          error={errors.productCode}
          {...register('productCode')}
        />
        {/* Controlled: the categories may arrive after the product (opened by link or reload). */}
        <Controller
          control={control}
          name="categoryId"
          render={({ field }) => (
            <SelectField
              label={t('category')}
              error={errors.categoryId}
              options={[
                { value: '', label: categories.isPending ? t('loading') : t('chooseCategory') },
                ...categoryOptions,
              ]}
              {...field}
            />
          )}
        />
      </div>
      {/* English and Tamil side by side; a blank Tamil field shows the English one in the Tamil shop. */}
      <div className={styles.pair}>
        <TextField label={t('name')} error={errors.name} {...register('name')} />
        <TextField
          label={t('taName')}
          optional
          lang="ta"
          hint={t('taNameHint')}
          error={errors.taName}
          {...register('taName')}
        />
      </div>
      <div className={styles.pair}>
        <TextAreaField label={t('description')} error={errors.description} {...register('description')} />
        <TextAreaField
          label={t('taDescription')}
          optional
          lang="ta"
          error={errors.taDescription}
          {...register('taDescription')}
        />
      </div>
      <div className={styles.pair}>
        <TextField label={t('unit')} hint={t('unitHint')} error={errors.unit} {...register('unit')} />
        <TextField
          label={t('taUnit')}
          optional
          lang="ta"
          hint={t('taUnitHint')}
          error={errors.taUnit}
          {...register('taUnit')}
        />
      </div>
      <div className={styles.pair}>
        <TextField
          label={t('searchWords')}
          optional
          hint={t('searchWordsHint')}
          error={errors.searchWords}
          {...register('searchWords')}
        />
        <TextField
          label={t('hsnCode')}
          optional
          inputMode="numeric"
          hint={t('hsnCodeHint')}
          error={errors.hsnCode}
          {...register('hsnCode')}
        />
      </div>
      <div className={styles.pair}>
        <TextField
          label={t('price')}
          inputMode="decimal"
          hint={t('rupeesHint')}
          error={errors.price}
          {...register('price')}
        />
        <TextField
          label={t('mrp')}
          inputMode="decimal"
          optional
          hint={t('mrpHint')}
          error={errors.mrp}
          {...register('mrp')}
        />
      </div>
      <div className={styles.pair}>
        <TextField label={t('stock')} inputMode="numeric" error={errors.stock} {...register('stock')} />
        <TextField
          label={t('lowStockLimit')}
          inputMode="numeric"
          hint={lowStockHint(t, lowStockLimit, unit)}
          error={errors.lowStockLimit}
          {...register('lowStockLimit')}
        />
      </div>
      <SelectField
        label={t('status')}
        error={errors.status}
        options={statusOptions}
        {...register('status')}
      />
      <Controller
        control={control}
        name="imageUrls"
        render={({ field, fieldState }) => (
          <ImagesField
            label={t('pictures')}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message ?? errors.imageUrls?.root?.message}
          />
        )}
      />
      <button type="submit" className={formStyles.button} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('saving') : product ? t('save') : t('create')}
      </button>
    </form>
  );
}

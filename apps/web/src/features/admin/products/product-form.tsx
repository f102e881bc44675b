'use client';

import { type Product, unitCountLabel } from '@farm/contract';
import { productRoutes } from '@farm/contract/plain/routes/product';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormError, formStyles, SelectField, TextAreaField, TextField } from '@/components/ui/form-fields';
import { LeaveGuard } from '@/features/admin/form/leave-guard';
import { RUPEES_HINT } from '@/features/admin/form/rupees';
import { useAdminSubmit } from '@/features/admin/form/use-admin-submit';
import { staffCall } from '@/lib/api/staff-client';
import { ImagesField } from './images-field';
import styles from './product-form.module.css';
import {
  PRODUCT_FORM_FIELDS,
  productFormDefaults,
  productFormSchema,
  TAMIL_FIELDS,
} from './product-form-schema';
import { categoryOptions, STATUS_OPTIONS, useCategories } from './product-options';

/** What the limit means for this product, in its unit where that is an animal ("1 animal"). */
function lowStockHint(limit: string, unit: string): string {
  const text = limit.trim();
  if (!/^\d{1,7}$/.test(text)) return 'The dashboard lists the product as running low at this many or fewer';
  const count = Number(text);
  if (count === 0) return '0: never listed as running low';
  return `Running low on the dashboard at ${unitCountLabel(count, unit)} or fewer; 1 suits a live animal`;
}

/** Create or edit a product: code, name, text and unit in English and Tamil, search words, category, prices in rupees, stock and its low-stock limit, status, pictures. */
export function ProductForm({ product }: { product?: Product | undefined }) {
  const categories = useCategories();
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
    success: product ? 'Update Product Successfully' : 'Create Product Successfully',
    goTo: '/admin/products',
  });

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <LeaveGuard when={formState.isDirty} />
      <FormError message={formError} />
      <div className={styles.pair}>
        <TextField
          label="Product code"
          hint="Unique, e.g. GM-500"
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
              label="Category"
              error={errors.categoryId}
              options={[
                { value: '', label: categories.isPending ? 'Loading…' : 'Choose a category' },
                ...categoryOptions(categories.data),
              ]}
              {...field}
            />
          )}
        />
      </div>
      {/* English and Tamil side by side; a blank Tamil field shows the English one in the Tamil shop. */}
      <div className={styles.pair}>
        <TextField label="Name" error={errors.name} {...register('name')} />
        <TextField
          label="Name in Tamil"
          optional
          lang="ta"
          hint="e.g. ஆட்டுப்பால் நெய் 250 கி"
          error={errors.taName}
          {...register('taName')}
        />
      </div>
      <div className={styles.pair}>
        <TextAreaField label="Description" error={errors.description} {...register('description')} />
        <TextAreaField
          label="Description in Tamil"
          optional
          lang="ta"
          error={errors.taDescription}
          {...register('taDescription')}
        />
      </div>
      <div className={styles.pair}>
        <TextField label="Unit" hint="e.g. 500 ml, 1 kg" error={errors.unit} {...register('unit')} />
        <TextField
          label="Unit in Tamil"
          optional
          lang="ta"
          hint="e.g. 500 மி.லி, 1 கிலோ"
          error={errors.taUnit}
          {...register('taUnit')}
        />
      </div>
      <div className={styles.pair}>
        <TextField
          label="Search words"
          optional
          hint="Other words customers type for it, in English letters or Tamil, separated by commas: paal podi, நெய்"
          error={errors.searchWords}
          {...register('searchWords')}
        />
        <TextField
          label="HSN code"
          optional
          inputMode="numeric"
          hint="For GST invoices, e.g. 0405 for ghee; its rate comes from the shop's GST rates."
          error={errors.hsnCode}
          {...register('hsnCode')}
        />
      </div>
      <div className={styles.pair}>
        <TextField
          label="Price (₹)"
          inputMode="decimal"
          hint={RUPEES_HINT}
          error={errors.price}
          {...register('price')}
        />
        <TextField
          label="MRP (₹)"
          inputMode="decimal"
          optional
          hint="The printed price, shown struck through when higher"
          error={errors.mrp}
          {...register('mrp')}
        />
      </div>
      <div className={styles.pair}>
        <TextField label="Stock" inputMode="numeric" error={errors.stock} {...register('stock')} />
        <TextField
          label="Low-stock limit"
          inputMode="numeric"
          hint={lowStockHint(lowStockLimit, unit)}
          error={errors.lowStockLimit}
          {...register('lowStockLimit')}
        />
      </div>
      <SelectField
        label="Status (only active products are on sale)"
        error={errors.status}
        options={STATUS_OPTIONS}
        {...register('status')}
      />
      <Controller
        control={control}
        name="imageUrls"
        render={({ field, fieldState }) => (
          <ImagesField
            label="Pictures"
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message ?? errors.imageUrls?.root?.message}
          />
        )}
      />
      <button type="submit" className={formStyles.button} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Saving…' : product ? 'Save changes' : 'Create product'}
      </button>
    </form>
  );
}

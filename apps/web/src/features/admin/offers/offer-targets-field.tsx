'use client';

import { OFFER_SCOPE_LABELS, OFFER_SCOPES } from '@farm/contract/plain/statuses';
import type { UseFormReturn } from 'react-hook-form';
import { formStyles, SelectField, TextAreaField } from '@/components/ui/form-fields';
import { useCategories } from '@/features/admin/products/product-options';
import type { OfferFormInput, OfferFormValues } from './offer-form-schema';

const SCOPE_OPTIONS = OFFER_SCOPES.map((value) => ({ value, label: OFFER_SCOPE_LABELS[value] }));

/** What a discount applies to: every product, the products of chosen categories, or products by code. */
export function OfferTargetsField({
  form,
}: {
  form: UseFormReturn<OfferFormInput, unknown, OfferFormValues>;
}) {
  const { register, watch, formState } = form;
  const appliesTo = watch('appliesTo');
  const categories = useCategories();
  const categoryError = formState.errors.categoryIds?.message;
  return (
    <>
      <SelectField
        label="Applies to"
        options={SCOPE_OPTIONS}
        error={formState.errors.appliesTo}
        {...register('appliesTo')}
      />
      {appliesTo === 'categories' && (
        <fieldset
          className={formStyles.fieldset}
          aria-describedby={categoryError ? 'offer-categories-error' : undefined}
        >
          <legend>Categories</legend>
          {categories.isPending && <p className={formStyles.hint}>Loading categories…</p>}
          {categories.isError && <p className={formStyles.error}>The categories could not be loaded.</p>}
          {categories.data?.map((c) => (
            <label key={c.id} className={formStyles.checkbox}>
              <input type="checkbox" value={String(c.id)} {...register('categoryIds')} />
              <span>{c.archived ? `${c.name} (archived)` : c.name}</span>
            </label>
          ))}
          {categoryError && (
            <p id="offer-categories-error" className={formStyles.error}>
              {categoryError}
            </p>
          )}
        </fieldset>
      )}
      {appliesTo === 'products' && (
        <TextAreaField
          label="Product codes"
          hint="Separated by commas or spaces, e.g. GH-250, SP-3"
          rows={2}
          error={formState.errors.productCodes}
          {...register('productCodes')}
        />
      )}
    </>
  );
}

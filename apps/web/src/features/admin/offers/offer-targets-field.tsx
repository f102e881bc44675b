'use client';

import { OFFER_SCOPES } from '@farm/contract/plain/statuses';
import { useTranslations } from 'next-intl';
import type { UseFormReturn } from 'react-hook-form';
import { fieldMessage, formStyles } from '@/components/ui/form-fields';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { useCategories } from '@/features/admin/products/product-options';
import { useWords } from '@/lib/i18n/client-words';
import type { OfferFormInput, OfferFormValues } from './offer-form-schema';

/** What a discount applies to: every product, the products of chosen categories, or products by code. */
export function OfferTargetsField({
  form,
}: {
  form: UseFormReturn<OfferFormInput, unknown, OfferFormValues>;
}) {
  const t = useTranslations('adminContent.offers.targets');
  const { register, watch, formState } = form;
  const appliesTo = watch('appliesTo');
  const categories = useCategories();
  const common = useWords('common');
  const refused = formState.errors.categoryIds;
  const categoryError =
    refused?.message &&
    fieldMessage(t('categories'), { type: refused.type ?? 'custom', message: refused.message }, common);
  return (
    <>
      <SelectField
        label={t('appliesTo')}
        options={OFFER_SCOPES.map((value) => ({ value, label: t(`scopes.${value}`) }))}
        error={formState.errors.appliesTo}
        {...register('appliesTo')}
      />
      {appliesTo === 'categories' && (
        <fieldset
          className={formStyles.fieldset}
          aria-describedby={categoryError ? 'offer-categories-error' : undefined}
        >
          <legend>{t('categories')}</legend>
          {categories.isPending && <p className={formStyles.hint}>{t('loading')}</p>}
          {categories.isError && <p className={formStyles.error}>{t('failed')}</p>}
          {categories.data?.map((c) => (
            <label key={c.id} className={formStyles.checkbox}>
              <input type="checkbox" value={String(c.id)} {...register('categoryIds')} />
              <span>{c.archived ? t('archived', { name: c.name }) : c.name}</span>
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
          label={t('productCodes')}
          hint={t('productCodesHint')}
          rows={2}
          error={formState.errors.productCodes}
          {...register('productCodes')}
        />
      )}
    </>
  );
}

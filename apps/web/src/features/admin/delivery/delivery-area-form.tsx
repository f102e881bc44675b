'use client';

import type { DeliveryArea } from '@farm/contract';
import { DELIVERY_KINDS } from '@farm/contract/plain/delivery';
import { deliveryRoutes } from '@farm/contract/plain/routes/delivery';
import { useTranslations } from 'next-intl';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { CheckboxField, FormError, formStyles, TextField } from '@/components/ui/form-fields';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { LeaveGuard } from '@/features/admin/form/leave-guard';
import { type TranslatedLabel, TranslatedText } from '@/features/admin/form/tamil-field';
import { useAdminSubmit } from '@/features/admin/form/use-admin-submit';
import { useCategories } from '@/features/admin/products/product-options';
import { ApiError } from '@/lib/api/problem';
import { staffCall } from '@/lib/api/staff-client';
import { zodResolver } from '@/lib/forms/zod-resolver';
import styles from './delivery.module.css';
import {
  type DeliveryAreaFormInput,
  type DeliveryAreaFormValues,
  deliveryAreaFormDefaults,
  deliveryAreaFormSchema,
  toAreaBody,
} from './delivery-area-form-schema';
import { DeliverySlotsField } from './delivery-slots-field';

/** Which Tamil name the Tamil twin shows (TranslatedText's key); the English label is worded below. */
const NAME_KEY: TranslatedLabel = 'Name';

type AreaForm = UseFormReturn<DeliveryAreaFormInput, unknown, DeliveryAreaFormValues>;

/**
 * The API names a PIN code or category by its place in the list (`pincodes.2`); the form has one
 * box for each list, so their refusals are put together under it.
 */
function onListFields(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const merged = new Map<string, string[]>();
  for (const { field, text } of error.fieldErrors) {
    const list = /^(pincodes|categoryIds)\.\d+$/.exec(field)?.[1];
    const name = list ?? field;
    merged.set(name, [...(merged.get(name) ?? []), text]);
  }
  return new ApiError(error.status, {
    detail: error.message,
    ...(error.code && { code: error.code }),
    errors: [...merged].map(([field, messages]) => ({ field, message: messages.join('; ') })),
  });
}

export function DeliveryAreaForm({ area }: { area: DeliveryArea | undefined }) {
  const t = useTranslations('adminDelivery');
  const kindOptions = DELIVERY_KINDS.map((value) => ({ value, label: t(`areas.kind.${value}`) }));
  const form: AreaForm = useForm<DeliveryAreaFormInput, unknown, DeliveryAreaFormValues>({
    resolver: zodResolver(deliveryAreaFormSchema),
    defaultValues: deliveryAreaFormDefaults(area),
  });
  const { register, formState, watch } = form;
  const { errors } = formState;
  const own = watch('kind') === 'OWN';
  const { onSubmit, formError } = useAdminSubmit(form, {
    fields: [
      'name',
      'kind',
      'pincodes',
      'deliveryFee',
      'freeDeliveryThreshold',
      'minimumOrder',
      'codAllowed',
      'categoryIds',
      'courierDaysMin',
      'courierDaysMax',
      'active',
      'slots',
      'translations.ta.name',
    ],
    send: async (values) => {
      const body = toAreaBody(values);
      try {
        return area
          ? await staffCall(deliveryRoutes.updateDeliveryArea, { params: { id: area.id }, body })
          : await staffCall(deliveryRoutes.createDeliveryArea, { body });
      } catch (error) {
        throw onListFields(error);
      }
    },
    success: area ? t('areaForm.saved') : t('areaForm.added'),
    goTo: '/admin/delivery-areas',
  });
  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <LeaveGuard when={formState.isDirty} />
      <FormError message={formError} />
      <TranslatedText form={form} field="name" label={NAME_KEY} hint={t('areaForm.nameHint')} />
      <SelectField
        label={t('areaForm.kind')}
        options={kindOptions}
        hint={t('areaForm.kindHint')}
        error={errors.kind}
        {...register('kind')}
      />
      <TextAreaField
        label={t('areaForm.pincodes')}
        rows={3}
        hint={t('areaForm.pincodesHint')}
        spellCheck={false}
        error={errors.pincodes}
        {...register('pincodes')}
      />
      <TextField
        label={t('areaForm.fee')}
        inputMode="decimal"
        hint={t('areaForm.feeHint')}
        error={errors.deliveryFee}
        {...register('deliveryFee')}
      />
      <TextField
        label={t('areaForm.freeFrom')}
        optional
        inputMode="decimal"
        hint={t('areaForm.freeFromHint')}
        error={errors.freeDeliveryThreshold}
        {...register('freeDeliveryThreshold')}
      />
      <TextField
        label={t('areaForm.minimum')}
        optional
        inputMode="decimal"
        hint={t('areaForm.minimumHint')}
        error={errors.minimumOrder}
        {...register('minimumOrder')}
      />
      <CheckboxField label={t('areaForm.cod')} {...register('codAllowed')} />
      <CategoriesField form={form} />
      {own ? (
        <DeliverySlotsField form={form} />
      ) : (
        <div className={styles.pair}>
          <TextField
            label={t('areaForm.courierMin')}
            inputMode="numeric"
            hint={t('areaForm.courierMinHint')}
            error={errors.courierDaysMin}
            {...register('courierDaysMin')}
          />
          <TextField
            label={t('areaForm.courierMax')}
            inputMode="numeric"
            error={errors.courierDaysMax}
            {...register('courierDaysMax')}
          />
        </div>
      )}
      <CheckboxField label={t('areaForm.active')} {...register('active')} />
      <button type="submit" className={formStyles.button} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('saving') : area ? t('areaForm.save') : t('areaForm.add')}
      </button>
    </form>
  );
}

/** The categories the area receives: none ticked is every category. */
function CategoriesField({ form }: { form: AreaForm }) {
  const t = useTranslations('adminDelivery.areaForm');
  const categories = useCategories();
  const error = form.formState.errors.categoryIds?.message;
  return (
    <fieldset
      className={`${formStyles.fieldset} ${styles.categories}`}
      aria-describedby={error ? 'area-categories-error' : 'area-categories-hint'}
    >
      <legend>{t('categories')}</legend>
      <p id="area-categories-hint" className={formStyles.hint}>
        {t('categoriesHint')}
      </p>
      {categories.isPending && <p className={formStyles.hint}>{t('categoriesLoading')}</p>}
      {categories.isError && (
        <p className={formStyles.error}>
          {t('categoriesFailed')}{' '}
          <button type="button" className={formStyles.linkButton} onClick={() => void categories.refetch()}>
            {t('tryAgain')}
          </button>
        </p>
      )}
      {categories.data?.map((c) => (
        <label key={c.id} className={formStyles.checkbox}>
          <input type="checkbox" value={String(c.id)} {...form.register('categoryIds')} />
          <span>{c.archived ? t('archived', { name: c.name }) : c.name}</span>
        </label>
      ))}
      {error && (
        <p id="area-categories-error" className={formStyles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

'use client';

import type { DeliveryArea } from '@farm/contract';
import { DELIVERY_KIND_LABELS, DELIVERY_KINDS } from '@farm/contract/plain/delivery';
import { deliveryRoutes } from '@farm/contract/plain/routes/delivery';
import { zodResolver } from '@hookform/resolvers/zod';
import { type UseFormReturn, useForm } from 'react-hook-form';
import {
  CheckboxField,
  FormError,
  formStyles,
  SelectField,
  TextAreaField,
  TextField,
} from '@/components/ui/form-fields';
import { LeaveGuard } from '@/features/admin/form/leave-guard';
import { RUPEES_HINT } from '@/features/admin/form/rupees';
import { TranslatedText } from '@/features/admin/form/tamil-field';
import { useAdminSubmit } from '@/features/admin/form/use-admin-submit';
import { useCategories } from '@/features/admin/products/product-options';
import { ApiError } from '@/lib/api/problem';
import { staffCall } from '@/lib/api/staff-client';
import styles from './delivery.module.css';
import {
  type DeliveryAreaFormInput,
  type DeliveryAreaFormValues,
  deliveryAreaFormDefaults,
  deliveryAreaFormSchema,
  toAreaBody,
} from './delivery-area-form-schema';
import { DeliverySlotsField } from './delivery-slots-field';

type AreaForm = UseFormReturn<DeliveryAreaFormInput, unknown, DeliveryAreaFormValues>;

const KIND_OPTIONS = DELIVERY_KINDS.map((value) => ({ value, label: DELIVERY_KIND_LABELS[value] }));

const KIND_HINT =
  'Own delivery: the farm’s van, in slots, fresh milk and curd too. Courier: a parcel in a few days.';

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
    success: area ? 'Delivery area saved' : 'Delivery area added',
    goTo: '/admin/delivery-areas',
  });
  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <LeaveGuard when={formState.isDirty} />
      <FormError message={formError} />
      <TranslatedText form={form} field="name" label="Name" hint="e.g. Pollachi town" />
      <SelectField
        label="Kind"
        options={KIND_OPTIONS}
        hint={KIND_HINT}
        error={errors.kind}
        {...register('kind')}
      />
      <TextAreaField
        label="PIN codes"
        rows={3}
        hint="Separated by commas, spaces or new lines. The first digits stand for every PIN code that starts so: 641 is all of 641xxx; a full PIN code wins over them."
        spellCheck={false}
        error={errors.pincodes}
        {...register('pincodes')}
      />
      <TextField
        label="Delivery fee (₹)"
        inputMode="decimal"
        hint={`${RUPEES_HINT}; 0 for free delivery.`}
        error={errors.deliveryFee}
        {...register('deliveryFee')}
      />
      <TextField
        label="Free delivery from (₹)"
        optional
        inputMode="decimal"
        hint="Orders whose items (after offers) reach this pay no fee. Empty: never free."
        error={errors.freeDeliveryThreshold}
        {...register('freeDeliveryThreshold')}
      />
      <TextField
        label="Minimum order (₹)"
        optional
        inputMode="decimal"
        hint="The least an order’s items (after offers) may come to. Empty: any amount."
        error={errors.minimumOrder}
        {...register('minimumOrder')}
      />
      <CheckboxField label="Cash on delivery allowed" {...register('codAllowed')} />
      <CategoriesField form={form} />
      {own ? (
        <DeliverySlotsField form={form} />
      ) : (
        <div className={styles.pair}>
          <TextField
            label="Courier days, fewest"
            inputMode="numeric"
            hint="From order to door"
            error={errors.courierDaysMin}
            {...register('courierDaysMin')}
          />
          <TextField
            label="Courier days, most"
            inputMode="numeric"
            error={errors.courierDaysMax}
            {...register('courierDaysMax')}
          />
        </div>
      )}
      <CheckboxField label="Active" {...register('active')} />
      <button type="submit" className={formStyles.button} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Saving…' : area ? 'Save changes' : 'Add delivery area'}
      </button>
    </form>
  );
}

/** The categories the area receives: none ticked is every category. */
function CategoriesField({ form }: { form: AreaForm }) {
  const categories = useCategories();
  const error = form.formState.errors.categoryIds?.message;
  return (
    <fieldset
      className={`${formStyles.fieldset} ${styles.categories}`}
      aria-describedby={error ? 'area-categories-error' : 'area-categories-hint'}
    >
      <legend>Categories it receives</legend>
      <p id="area-categories-hint" className={formStyles.hint}>
        None ticked: every category. Fresh milk and curd belong only to own-delivery areas.
      </p>
      {categories.isPending && <p className={formStyles.hint}>Loading categories…</p>}
      {categories.isError && (
        <p className={formStyles.error}>
          The categories could not be loaded.{' '}
          <button type="button" className={formStyles.linkButton} onClick={() => void categories.refetch()}>
            Try again
          </button>
        </p>
      )}
      {categories.data?.map((c) => (
        <label key={c.id} className={formStyles.checkbox}>
          <input type="checkbox" value={String(c.id)} {...form.register('categoryIds')} />
          <span>{c.archived ? `${c.name} (archived)` : c.name}</span>
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

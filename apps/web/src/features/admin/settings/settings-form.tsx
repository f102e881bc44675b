'use client';

import type { ShopSettings } from '@farm/contract';
import { settingsRoutes } from '@farm/contract/plain/routes/settings';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { FormError, formStyles, TextField } from '@/components/ui/form-fields';
import { LeaveGuard } from '@/features/admin/form/leave-guard';
import { TranslatedText } from '@/features/admin/form/tamil-field';
import { useAdminSubmit } from '@/features/admin/form/use-admin-submit';
import kit from '@/features/admin/shell/admin-kit.module.css';
import { staffCall } from '@/lib/api/staff-client';
import { zodResolver } from '@/lib/forms/zod-resolver';
import styles from './settings.module.css';
import { SETTINGS_FIELDS, settingsFormSchema, settingsFormValues } from './settings-form-schema';
import { SocialLinksField } from './social-links-field';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={`${kit.stack} ${styles.section}`}>
      <legend>{title}</legend>
      {children}
    </fieldset>
  );
}

/** The farm's identity and shop rules; the storefront shows them from the next page load. */
export function SettingsForm({ settings }: { settings: ShopSettings }) {
  const t = useTranslations('adminSettings');
  const tc = useTranslations('adminCommon');
  const form = useForm({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: settingsFormValues(settings),
  });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const { onSubmit, formError } = useAdminSubmit(form, {
    fields: SETTINGS_FIELDS,
    send: (values) => staffCall(settingsRoutes.updateShopSettings, { body: values }),
    success: t('saved'),
  });

  return (
    <form className={`${formStyles.form} ${styles.form}`} onSubmit={onSubmit} noValidate>
      <LeaveGuard when={formState.isDirty} />
      <FormError message={formError} />
      <Section title={t('sections.farm')}>
        <TranslatedText form={form} field="farmName" />
        <TranslatedText form={form} field="tagline" optional hint={t('hints.tagline')} />
        <TranslatedText form={form} field="about" area optional hint={t('hints.about')} />
      </Section>
      <Section title={t('sections.address')}>
        <div className={styles.grid}>
          <TextField label={t('labels.line1')} error={errors.addressLine1} {...register('addressLine1')} />
          <TextField
            label={t('labels.line2')}
            optional
            error={errors.addressLine2}
            {...register('addressLine2')}
          />
          <TextField label={t('labels.city')} error={errors.city} {...register('city')} />
          <TextField label={t('labels.state')} error={errors.state} {...register('state')} />
          <TextField
            label={t('labels.pincode')}
            inputMode="numeric"
            error={errors.pincode}
            {...register('pincode')}
          />
        </div>
      </Section>
      <Section title={t('sections.contact')}>
        <div className={styles.grid}>
          <TextField
            label={t('labels.phone')}
            type="tel"
            hint={t('hints.phone')}
            error={errors.phone}
            {...register('phone')}
          />
          <TextField
            label={t('labels.careEmail')}
            type="email"
            error={errors.careEmail}
            {...register('careEmail')}
          />
        </div>
      </Section>
      <Section title={t('sections.tax')}>
        <div className={styles.grid}>
          <TextField
            label={t('labels.legalName')}
            optional
            hint={t('hints.legalName')}
            error={errors.legalName}
            {...register('legalName')}
          />
          <TextField
            label="GSTIN"
            optional
            hint={t('hints.gstin')}
            error={errors.gstin}
            {...register('gstin')}
          />
          <TextField
            label={t('labels.fssai')}
            optional
            inputMode="numeric"
            hint={t('hints.fssai')}
            error={errors.fssaiNumber}
            {...register('fssaiNumber')}
          />
          <TextField
            label={t('labels.invoicePrefix')}
            hint={t('hints.invoicePrefix')}
            error={errors.invoicePrefix}
            {...register('invoicePrefix')}
          />
        </div>
      </Section>
      <Section title={t('sections.social')}>
        <SocialLinksField control={control} register={register} errors={errors.socialLinks} />
      </Section>
      <Section title={t('sections.delivery')}>
        <div className={styles.grid}>
          <TextField
            label={t('labels.deliveryFee')}
            inputMode="decimal"
            hint={tc('rupeesHint')}
            error={errors.deliveryFee}
            {...register('deliveryFee')}
          />
          <TextField
            label={t('labels.freeDelivery')}
            optional
            inputMode="decimal"
            hint={t('hints.freeDelivery')}
            error={errors.freeDeliveryThreshold}
            {...register('freeDeliveryThreshold')}
          />
        </div>
      </Section>
      <Section title={t('sections.orders')}>
        <TextField
          label={t('labels.maxOpenCod')}
          inputMode="numeric"
          hint={t('hints.maxOpenCod')}
          error={errors.maxOpenCodOrders}
          {...register('maxOpenCodOrders')}
        />
        <TextField
          label={t('labels.codMax')}
          optional
          inputMode="decimal"
          hint={t('hints.codMax')}
          error={errors.codMaxTotal}
          {...register('codMaxTotal')}
        />
        <TextField
          label={t('labels.refundMax')}
          optional
          inputMode="decimal"
          hint={t('hints.refundMax')}
          error={errors.staffRefundMax}
          {...register('staffRefundMax')}
        />
        <TextField
          label={t('labels.holdUnits')}
          optional
          inputMode="numeric"
          hint={t('hints.holdUnits')}
          error={errors.unpaidHoldMaxUnits}
          {...register('unpaidHoldMaxUnits')}
        />
        <TextField
          label={t('labels.holdValue')}
          optional
          inputMode="decimal"
          hint={t('hints.holdValue')}
          error={errors.unpaidHoldMaxValue}
          {...register('unpaidHoldMaxValue')}
        />
        <TextField
          label={t('labels.refundDaily')}
          optional
          inputMode="decimal"
          hint={t('hints.refundDaily')}
          error={errors.staffRefundDailyMax}
          {...register('staffRefundDailyMax')}
        />
      </Section>
      <Section title={t('sections.policies')}>
        <p className={formStyles.hint}>{t('hints.policies')}</p>
        <TranslatedText form={form} field="privacyPolicy" area optional rows={8} />
        <TranslatedText form={form} field="termsAndConditions" area optional rows={8} />
        <TranslatedText form={form} field="shippingPolicy" area optional rows={8} />
        <TranslatedText form={form} field="refundPolicy" area optional rows={8} />
      </Section>
      <div className={styles.saveBar}>
        <button type="submit" className={formStyles.button} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? tc('saving') : t('save')}
        </button>
      </div>
    </form>
  );
}

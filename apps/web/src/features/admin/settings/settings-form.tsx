'use client';

import type { ShopSettings } from '@farm/contract';
import { settingsRoutes } from '@farm/contract/plain/routes/settings';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { FormError, formStyles, TextField } from '@/components/ui/form-fields';
import { LeaveGuard } from '@/features/admin/form/leave-guard';
import { RUPEES_HINT } from '@/features/admin/form/rupees';
import { TranslatedText } from '@/features/admin/form/tamil-field';
import { useAdminSubmit } from '@/features/admin/form/use-admin-submit';
import kit from '@/features/admin/shell/admin-kit.module.css';
import { staffCall } from '@/lib/api/staff-client';
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
  const form = useForm({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: settingsFormValues(settings),
  });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const { onSubmit, formError } = useAdminSubmit(form, {
    fields: SETTINGS_FIELDS,
    send: (values) => staffCall(settingsRoutes.updateShopSettings, { body: values }),
    success: 'Settings updated successfully',
  });

  return (
    <form className={`${formStyles.form} ${styles.form}`} onSubmit={onSubmit} noValidate>
      <LeaveGuard when={formState.isDirty} />
      <FormError message={formError} />
      <Section title="The farm">
        <TranslatedText form={form} field="farmName" label="Farm name" />
        <TranslatedText
          form={form}
          field="tagline"
          label="Tagline"
          optional
          hint="Under the farm's name in the footer."
        />
        <TranslatedText
          form={form}
          field="about"
          label="About the farm"
          area
          optional
          hint="The About Us page."
        />
      </Section>
      <Section title="Postal address">
        <div className={styles.grid}>
          <TextField label="Address line 1" error={errors.addressLine1} {...register('addressLine1')} />
          <TextField
            label="Address line 2"
            optional
            error={errors.addressLine2}
            {...register('addressLine2')}
          />
          <TextField label="City" error={errors.city} {...register('city')} />
          <TextField label="State" error={errors.state} {...register('state')} />
          <TextField label="PIN code" inputMode="numeric" error={errors.pincode} {...register('pincode')} />
        </div>
      </Section>
      <Section title="Contact">
        <div className={styles.grid}>
          <TextField
            label="Phone"
            type="tel"
            hint="10 digits, mobile or landline with its STD code; +91 is added."
            error={errors.phone}
            {...register('phone')}
          />
          <TextField
            label="Customer care e-mail"
            type="email"
            error={errors.careEmail}
            {...register('careEmail')}
          />
        </div>
      </Section>
      <Section title="Tax and licences">
        <div className={styles.grid}>
          <TextField
            label="Legal name"
            optional
            hint="The registered business name on invoices. Leave empty: the farm's name."
            error={errors.legalName}
            {...register('legalName')}
          />
          <TextField
            label="GSTIN"
            optional
            hint="15 characters, e.g. 33ABCDE1234F1Z7. Leave empty if the farm is not registered for GST."
            error={errors.gstin}
            {...register('gstin')}
          />
          <TextField
            label="FSSAI number"
            optional
            inputMode="numeric"
            hint="14 digits; shown in the footer and on invoices of food."
            error={errors.fssaiNumber}
            {...register('fssaiNumber')}
          />
          <TextField
            label="Invoice prefix"
            hint="1 to 3 letters or digits: AGF makes invoice numbers like AGF/26-27/000123."
            error={errors.invoicePrefix}
            {...register('invoicePrefix')}
          />
        </div>
      </Section>
      <Section title="Social links">
        <SocialLinksField control={control} register={register} errors={errors.socialLinks} />
      </Section>
      <Section title="Delivery">
        <div className={styles.grid}>
          <TextField
            label="Delivery fee (₹)"
            inputMode="decimal"
            hint={RUPEES_HINT}
            error={errors.deliveryFee}
            {...register('deliveryFee')}
          />
          <TextField
            label="Free delivery from (₹)"
            optional
            inputMode="decimal"
            hint="Orders of this amount or more pay no delivery fee. Leave empty: delivery is never free."
            error={errors.freeDeliveryThreshold}
            {...register('freeDeliveryThreshold')}
          />
        </div>
      </Section>
      <Section title="Orders">
        <TextField
          label="Open cash-on-delivery orders per customer"
          inputMode="numeric"
          hint="How many orders one customer may have on their way (placed, not yet delivered or cancelled) before the shop asks them to wait for one to arrive; 1 to 100. Orders staff place by phone are not limited."
          error={errors.maxOpenCodOrders}
          {...register('maxOpenCodOrders')}
        />
        <TextField
          label="Cash on delivery up to (₹)"
          optional
          inputMode="decimal"
          hint="A storefront order above this total is refused with a word to call the farm. Leave empty: no limit. Orders staff place by phone are not limited."
          error={errors.codMaxTotal}
          {...register('codMaxTotal')}
        />
        <TextField
          label="Staff may refund up to (₹)"
          optional
          inputMode="decimal"
          hint="On one order, all staff refunds counted together; more must be sent by an admin. Leave empty: staff may refund any amount."
          error={errors.staffRefundMax}
          {...register('staffRefundMax')}
        />
        <TextField
          label="Unpaid online orders may hold up to (units)"
          optional
          inputMode="numeric"
          hint="What one customer's orders waiting for their online payment may keep off the shelf together, in units. Leave empty: no limit."
          error={errors.unpaidHoldMaxUnits}
          {...register('unpaidHoldMaxUnits')}
        />
        <TextField
          label="Unpaid online orders may hold up to (₹)"
          optional
          inputMode="decimal"
          hint="The same, as the goods' value. Paying or cancelling an unpaid order makes room at once. Leave empty: no limit."
          error={errors.unpaidHoldMaxValue}
          {...register('unpaidHoldMaxValue')}
        />
        <TextField
          label="Each staff member may refund a day up to (₹)"
          optional
          inputMode="decimal"
          hint="All their refunds of the day (India time), on every order; more must be sent by an admin. Leave empty: no daily limit."
          error={errors.staffRefundDailyMax}
          {...register('staffRefundDailyMax')}
        />
      </Section>
      <Section title="Policies">
        <p className={formStyles.hint}>
          Plain text: an empty line starts a new paragraph, lines starting with "- " make a list and "# " a
          heading.
        </p>
        <TranslatedText form={form} field="privacyPolicy" label="Privacy policy" area optional rows={8} />
        <TranslatedText
          form={form}
          field="termsAndConditions"
          label="Terms and conditions"
          area
          optional
          rows={8}
        />
        <TranslatedText form={form} field="shippingPolicy" label="Shipping policy" area optional rows={8} />
        <TranslatedText form={form} field="refundPolicy" label="Refund policy" area optional rows={8} />
      </Section>
      <div className={styles.saveBar}>
        <button type="submit" className={formStyles.button} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving…' : 'Save settings'}
        </button>
      </div>
    </form>
  );
}

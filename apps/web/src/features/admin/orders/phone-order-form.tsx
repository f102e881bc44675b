'use client';

import { type Customer, type DeliveryChoice, ORDER_LIMITS, type Product, text } from '@farm/contract';
import { displayMobile } from '@farm/contract/plain/mobile';
import { orderRoutes } from '@farm/contract/plain/routes/order';
import { TEXT_LIMITS } from '@farm/contract/plain/shop';
import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormError, formStyles } from '@/components/ui/form-fields';
import { TextAreaField } from '@/components/ui/text-area-field';
import { CustomerPicker } from '@/features/admin/customers/customer-picker';
import { useAdminSubmit } from '@/features/admin/form/use-admin-submit';
import kit from '@/features/admin/shell/admin-kit.module.css';
import { AdminCard } from '@/features/admin/shell/admin-page';
import { staffCall } from '@/lib/api/staff-client';
import { blankAsNull } from '@/lib/forms/blank-as-null';
import { zodResolver } from '@/lib/forms/zod-resolver';
import { newUuid } from '@/lib/uuid';
import { AddressChoice } from './address-choice';
import styles from './manual-order.module.css';
import { OrderLinesEditor } from './order-lines-editor';
import { couponRefusal, PhoneOrderCoupon } from './phone-order-coupon';
import { PhoneOrderDelivery } from './phone-order-delivery';
import { PhoneOrderSums } from './phone-order-sums';
import { ProductFinder } from './product-finder';
import { usePhoneOrderQuote } from './use-phone-order-quote';

/**
 * The body of `POST /orders/1` with a saved address (a new one is saved first), in words a person
 * at the phone understands; the server checks it against the contract's `phoneOrderBodySchema`.
 */
type Words = ReturnType<typeof useTranslations<'adminOrders.phone'>>;

function manualOrderFormSchema(t: Words) {
  return z.object({
    customerId: z.number({ error: t('errors.customer') }),
    addressId: z.number({ error: t('errors.address') }),
    productDetails: z
      .array(
        z.object({
          productId: z.number(),
          quantity: z
            .number({ error: t('errors.quantity') })
            .int(t('errors.whole'))
            .min(1, t('errors.atLeast'))
            .max(
              ORDER_LIMITS.maxQuantityPerLine,
              t('errors.atMostPerLine', { max: ORDER_LIMITS.maxQuantityPerLine }),
            ),
        }),
      )
      .min(1, t('errors.addOne'))
      .max(ORDER_LIMITS.maxLines, t('errors.atMostLines', { max: ORDER_LIMITS.maxLines })),
    note: blankAsNull(text(TEXT_LIMITS.orderNote)),
  });
}

/**
 * `/admin/orders/new`: a phone order: customer, address, products with an optional coupon, the
 * delivery day and slot the address's area offers, note; then the new order's page.
 */
export function ManualOrderForm({ initialCustomer }: { initialCustomer?: Customer | undefined }) {
  const t = useTranslations('adminOrders.phone');
  const schema = useMemo(() => manualOrderFormSchema(t), [t]);
  const [customer, setCustomer] = useState(initialCustomer);
  const [changing, setChanging] = useState(false);
  const [products, setProducts] = useState<Map<number, Product>>(() => new Map());
  // The chosen address's PIN code, and the day and slot booked there (none: the shop's earliest).
  const [pincode, setPincode] = useState<string>();
  const [delivery, setDelivery] = useState<DeliveryChoice>();
  // A retried click must not place the order twice: one key per form (DESIGN §3, Idempotency-Key).
  const [idempotencyKey] = useState(newUuid);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { customerId: initialCustomer?.id, productDetails: [], note: '' },
  });
  const { control, register, formState, setValue, resetField } = form;
  const lines = useFieldArray({ control, name: 'productDetails', keyName: 'key' });
  const watchedLines = useWatch({ control, name: 'productDetails' });
  const quantities = watchedLines.map((l) => l?.quantity);
  const quote = usePhoneOrderQuote(
    { customerId: customer?.id, pincode },
    lines.fields.map((l, i) => ({ productId: l.productId, quantity: quantities[i] })),
  );
  const quoted = quote.query.data && !quote.query.isPlaceholderData ? quote.query.data : undefined;
  const addressId = useWatch({ control, name: 'addressId' });
  const lineFields = lines.fields.flatMap(
    (_, i) => [`productDetails.${i}.quantity`, `productDetails.${i}.productId`] as const,
  );
  const { onSubmit, formError, clearFormError } = useAdminSubmit(form, {
    fields: ['customerId', 'addressId', 'productDetails', 'note', ...lineFields],
    // The total the caller was told goes along: if a price or offer moved since, nothing is placed.
    // So does the coupon, even one the quote says no longer applies: the shop then refuses the
    // order saying why, rather than placing it without the discount the caller was promised.
    send: (values) =>
      staffCall(orderRoutes.placePhoneOrder, {
        body: {
          ...values,
          ...(quoted ? { expectedTotal: quoted.breakdown.total } : {}),
          ...(quote.couponCode ? { couponCode: quote.couponCode } : {}),
          ...(delivery ? { delivery } : {}),
        },
        headers: { 'idempotency-key': idempotencyKey },
      }).catch((error: unknown) => {
        throw couponRefusal(error, quote.query.refetch, (reason) => t('coupon.notPlaced', { reason }));
      }),
    success: t('created'),
    goTo: (result) => (result.orders[0] ? `/admin/orders/${result.orders[0].id}` : '/admin/orders'),
  });
  const chooseAddress = useCallback(
    (id: number, pin: string) => {
      setValue('addressId', id, { shouldValidate: formState.isSubmitted });
      setPincode(pin);
    },
    [setValue, formState.isSubmitted],
  );
  const errors = formState.errors;

  const chooseCustomer = (next: Customer) => {
    setCustomer(next);
    setChanging(false);
    setValue('customerId', next.id, { shouldValidate: formState.isSubmitted });
    resetField('addressId');
    setPincode(undefined);
  };
  const addProduct = (product: Product) => {
    setProducts((known) => new Map(known).set(product.id, product));
    lines.append({ productId: product.id, quantity: 1 });
  };

  return (
    <div className={`${kit.stack} ${styles.steps}`}>
      <AdminCard title={t('steps.customer')}>
        {customer && (
          <div className={`${formStyles.row} ${styles.chosen}`}>
            <p>
              <strong>{customer.name}</strong> · {displayMobile(customer.mobileNumber)}
              {!customer.active && t('inactive')}
            </p>
            <button type="button" className={formStyles.linkButton} onClick={() => setChanging((c) => !c)}>
              {changing ? t('keep', { name: customer.name }) : t('change')}
            </button>
          </div>
        )}
        {(!customer || changing) && <CustomerPicker label={t('find')} onPick={chooseCustomer} allowNew />}
        {errors.customerId && <p className={formStyles.error}>{errors.customerId.message}</p>}
      </AdminCard>

      <AdminCard title={t('steps.address')}>
        {customer ? (
          <AddressChoice
            key={customer.id}
            customer={customer}
            value={addressId}
            onChange={chooseAddress}
            error={errors.addressId?.message}
          />
        ) : (
          <p className={styles.noLines}>{t('chooseCustomer')}</p>
        )}
      </AdminCard>

      <AdminCard title={t('steps.products')}>
        <ProductFinder chosen={new Set(lines.fields.map((l) => l.productId))} onAdd={addProduct} />
        <OrderLinesEditor
          lines={lines.fields}
          quantities={quantities}
          products={products}
          registerQuantity={(i) => register(`productDetails.${i}.quantity`, { valueAsNumber: true })}
          errors={errors.productDetails}
          onRemove={lines.remove}
          quote={{
            data: quote.query.data?.breakdown,
            error: quote.query.error,
            isFetching: quote.query.isFetching,
          }}
        />
        {lines.fields.length > 0 && <PhoneOrderCoupon quote={quote} onChange={clearFormError} />}
        {lines.fields.length > 0 && quote.query.data && (
          <PhoneOrderSums breakdown={quote.query.data.breakdown} busy={quote.query.isFetching} />
        )}
        {(errors.productDetails?.message ?? errors.productDetails?.root?.message) && (
          <p className={formStyles.error}>
            {errors.productDetails?.message ?? errors.productDetails?.root?.message}
          </p>
        )}
      </AdminCard>

      <AdminCard title={t('steps.delivery')}>
        <PhoneOrderDelivery
          pincode={pincode}
          productIds={lines.fields.map((l) => l.productId)}
          value={delivery}
          onChange={setDelivery}
        />
      </AdminCard>

      <AdminCard title={t('steps.place')}>
        <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-label={t('steps.place')}>
          <FormError message={formError} />
          <TextAreaField
            label={t('note')}
            optional
            rows={2}
            hint={t('noteHint')}
            error={errors.note}
            {...register('note')}
          />
          <p className={styles.payNote}>{t('payNote')}</p>
          <button type="submit" className={formStyles.button} disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t('placing') : t('placeOrder')}
          </button>
        </form>
      </AdminCard>
    </div>
  );
}

'use client';

import type { Product } from '@farm/contract';
import { TEXT_LIMITS } from '@farm/contract/plain/shop';
import { ShoppingCart } from 'lucide-react';
import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { buttonClass } from '@/components/ui/button';
import form from '@/components/ui/form.module.css';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { readOrderNote, saveOrderNote } from '@/features/order/order-note';
import { useHydratedSession } from '@/features/session/use-hydrated-session';
import { zodResolver } from '@/lib/forms/zod-resolver';
import { useWords, type Words } from '@/lib/i18n/client-words';
import type { Messages } from '@/lib/i18n/messages';
import { useRouter } from '@/lib/i18n/navigation';
import styles from './customise-form.module.css';
import { askToLogIn } from './login-redirect';
import { useAddToCart } from './use-add-to-cart';

type CustomiseProduct = Pick<Product, 'id' | 'productCode' | 'stock' | 'inStock'>;

type ProductWords = Words<Messages['product']>;

function schemaFor(stock: number, t: ProductWords) {
  return z.object({
    quantity: z.number().int().min(1, t('customise.atLeast')).max(stock, t('customise.atMost', { stock })),
    note: z
      .string()
      .trim()
      .max(TEXT_LIMITS.orderNote, t('customise.noteTooLong', { max: TEXT_LIMITS.orderNote })),
  });
}
type CustomiseValues = z.infer<ReturnType<typeof schemaFor>>;

/** Quantity and an order note for one product, then into the cart and on to the cart page. */
export function CustomiseForm({ product }: { product: CustomiseProduct }) {
  const t = useWords('product');
  const router = useRouter();
  const id = useId();
  const { user } = useHydratedSession();
  const addToCart = useAddToCart(product.id);
  const {
    control,
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<CustomiseValues>({
    resolver: zodResolver(schemaFor(Math.max(1, product.stock), t)),
    defaultValues: { quantity: 1, note: '' },
  });

  // A note written earlier in this tab comes back.
  useEffect(() => {
    const saved = readOrderNote(product.productCode);
    if (saved) setValue('note', saved);
  }, [product.productCode, setValue]);

  function onSubmit(values: CustomiseValues) {
    if (!user) return askToLogIn(t('actions.loginToCart'), router.push);
    saveOrderNote(product.productCode, values.note);
    addToCart.mutate(
      { customerId: user.id, quantity: values.quantity },
      { onSuccess: () => router.push('/cartPage') },
    );
  }

  if (!product.inStock) {
    return <p className={styles.soldOut}>{t('customise.soldOut')}</p>;
  }

  return (
    <form className={form.form} onSubmit={handleSubmit(onSubmit)} noValidate>
      <Controller
        control={control}
        name="quantity"
        render={({ field }) => (
          <QuantityStepper
            label={t('actions.quantity')}
            value={field.value}
            max={product.stock}
            onChange={field.onChange}
          />
        )}
      />
      {errors.quantity && <p className={form.error}>{errors.quantity.message}</p>}
      <div className={form.field}>
        <label htmlFor={`${id}-note`} className={`${form.label} ${styles.label}`}>
          {t('customise.note')} <span className={styles.muted}>{t('customise.optional')}</span>
        </label>
        <textarea
          id={`${id}-note`}
          rows={4}
          maxLength={TEXT_LIMITS.orderNote}
          className={form.box}
          placeholder={t('customise.placeholder')}
          aria-describedby={`${id}-note-help${errors.note ? ` ${id}-note-error` : ''}`}
          aria-invalid={errors.note ? true : undefined}
          {...register('note')}
        />
        <p id={`${id}-note-help`} className={styles.muted}>
          {t('customise.help')}
        </p>
        {errors.note && (
          <p id={`${id}-note-error`} className={form.error}>
            {errors.note.message}
          </p>
        )}
      </div>
      <button
        type="submit"
        className={buttonClass('primary', ['tall', 'flat', 'steady'], styles.submit)}
        disabled={addToCart.isPending}
      >
        <ShoppingCart aria-hidden="true" size={20} />
        {addToCart.isPending ? t('actions.adding') : t('actions.addToCart')}
      </button>
    </form>
  );
}

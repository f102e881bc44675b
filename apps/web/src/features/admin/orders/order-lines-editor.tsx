'use client';

import { ORDER_LIMITS, type OrderBreakdown, type Product } from '@farm/contract';
import { Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { formStyles } from '@/components/ui/form-fields';
import { useOrderWords } from '@/features/order/use-order-words';
import { messageOf } from '@/lib/api/problem';
import { formatPaise } from '@/lib/format';
import styles from './manual-order.module.css';

/** 'only 3 of Goat Milk left' → 'Only 3 of Goat Milk left'. */
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export type LineValues = { productId: number; quantity: number };
type FormShape = { productDetails: LineValues[] };

type Props = {
  lines: { key: string; productId: number }[];
  /** The quantities as typed (watched), for the totals. */
  quantities: (number | undefined)[];
  products: ReadonlyMap<number, Product>;
  /** The quantity input's registration with the order's form. */
  registerQuantity(index: number): UseFormRegisterReturn;
  errors: FieldErrors<FormShape>['productDetails'];
  onRemove(index: number): void;
  /** The order as the shop prices it now (`usePhoneOrderQuote`): what the caller is told. */
  quote: { data: OrderBreakdown | undefined; error: unknown; isFetching: boolean };
};

/**
 * The phone order's lines: price as of now, a quantity up to the stock, the line total; the order's
 * sums are `PhoneOrderSums`, under the coupon.
 */
export function OrderLinesEditor({
  lines,
  quantities,
  products,
  registerQuantity,
  errors,
  onRemove,
  quote,
}: Props) {
  const t = useTranslations('adminOrders.phone.lines');
  const { lineOffer } = useOrderWords();
  const priced = new Map((quote.data?.items ?? []).map((item) => [item.productId, item]));
  if (lines.length === 0) return <p className={styles.noLines}>{t('none')}</p>;
  return (
    <div>
      <ul className={styles.lineList} aria-label={t('list')}>
        {lines.map((line, i) => {
          const product = products.get(line.productId);
          const quantity = quantities[i];
          const item = priced.get(line.productId);
          const offer = item ? lineOffer(item) : null;
          const error = errors?.[i]?.quantity?.message ?? errors?.[i]?.productId?.message;
          const max = Math.min(
            product?.stock ?? ORDER_LIMITS.maxQuantityPerLine,
            ORDER_LIMITS.maxQuantityPerLine,
          );
          return (
            <li key={line.key} className={styles.line} data-testid="manual-line">
              <span className={styles.lineName}>
                {product?.name ?? t('product', { id: line.productId })}
                <small>
                  {product
                    ? t('details', {
                        unit: product.unit,
                        price: formatPaise(product.price),
                        count: product.stock,
                      })
                    : ''}
                </small>
              </span>
              <label className={styles.qty}>
                <span className="visually-hidden">{t('quantity', { name: product?.name ?? '' })}</span>
                <input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={max}
                  aria-invalid={error ? true : undefined}
                  {...registerQuantity(i)}
                />
              </label>
              <span className={styles.lineTotal}>
                {item && item.quantity === quantity ? formatPaise(item.lineTotal) : '—'}
                {offer && (
                  <small className={styles.lineOffer} data-testid="line-offer">
                    {offer}
                  </small>
                )}
              </span>
              <button
                type="button"
                className={styles.remove}
                aria-label={t('remove', { name: product?.name ?? t('thisProduct') })}
                onClick={() => onRemove(i)}
              >
                <Trash2 aria-hidden="true" size={18} />
              </button>
              {error && <p className={`${formStyles.error} ${styles.lineError}`}>{sentence(error)}</p>}
            </li>
          );
        })}
      </ul>
      {quote.error !== null && quote.error !== undefined && !quote.isFetching && (
        <p className={formStyles.error} role="alert">
          {messageOf(quote.error)}
        </p>
      )}
    </div>
  );
}

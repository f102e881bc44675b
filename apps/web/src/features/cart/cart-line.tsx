'use client';

import type { CartItem } from '@farm/contract';
import { translated } from '@farm/contract/plain/languages';
import { Trash2 } from 'lucide-react';
import badge from '@/components/ui/badge.module.css';
import buttons from '@/components/ui/button.module.css';
import layout from '@/components/ui/layout.module.css';
import { ProductThumb } from '@/components/ui/product-thumb';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { useConfirm } from '@/components/ui/use-confirm';
import { productPath } from '@/features/catalogue/paths';
import { messageOf } from '@/lib/api/problem';
import { formatPaise } from '@/lib/format';
import { useWords } from '@/lib/i18n/client-words';
import { useLanguage } from '@/lib/i18n/language-context';
import { Link } from '@/lib/i18n/navigation';
import styles from './cart-line.module.css';
import { useCartLine } from './use-cart-line';

/** One cart line: picture, name, unit price, − quantity +, line total, remove (after a confirm). */
export function CartLine({
  item,
  customerId,
  deliveryProblem,
}: {
  item: CartItem;
  customerId: number;
  /** Why the chosen address's area cannot take it, in the page's language. */
  deliveryProblem?: string | undefined;
}) {
  const { setQuantity, remove } = useCartLine(customerId, item.productId);
  const t = useWords('cart');
  const language = useLanguage();
  const name = translated(item, 'name', language);
  const { confirming, open, close, triggerRef, confirmRef } = useConfirm();
  const href = productPath(item.productCode);
  const busy = setQuantity.isPending || remove.isPending;
  const error = setQuantity.error ?? remove.error;

  return (
    <li
      className={`${layout.stack} ${styles.line} ${item.inStock ? '' : styles.unavailable}`}
      data-testid="cart-line"
    >
      <div className={styles.main}>
        <Link href={href} className={styles.picture} tabIndex={-1} aria-hidden="true">
          <ProductThumb src={item.imageUrl} />
        </Link>
        <div className={`${layout.stack} ${styles.info}`}>
          <Link href={href} className={styles.name}>
            {name}
          </Link>
          {item.unitDiscount > 0 ? (
            <span className={styles.unitPrice}>
              {t('line.each', { price: formatPaise(item.unitPrice - item.unitDiscount) })}{' '}
              <span className="visually-hidden">{t('line.insteadOf')}</span>
              <s>{formatPaise(item.unitPrice)}</s>
              <span className={styles.offer} data-testid="line-offer">
                {t('line.offer', {
                  title: translated(item, 'offerTitle', language),
                  amount: formatPaise(item.unitDiscount),
                })}
              </span>
            </span>
          ) : (
            <span className={styles.unitPrice}>{t('line.each', { price: formatPaise(item.unitPrice) })}</span>
          )}
          {!item.inStock && (
            <span className={styles.stockNote}>
              <strong className={`${badge.tag} ${badge.soldOut} ${styles.stockBadge}`}>
                {t('line.outOfStock')}
              </strong>{' '}
              {t('line.outOfStockNote')}
            </span>
          )}
          {deliveryProblem && (
            <span className={styles.deliveryNote} data-testid="line-delivery-problem">
              {deliveryProblem}
            </span>
          )}
        </div>
        <div className={styles.controls}>
          <QuantityStepper
            name={name}
            value={item.quantity}
            max={item.maxQuantity}
            busy={busy}
            onChange={(quantity) => {
              remove.reset();
              setQuantity.mutate(quantity);
            }}
          />
          <span className={styles.lineTotal} data-testid="line-total">
            {formatPaise(item.lineTotal)}
          </span>
          {!confirming && (
            <button
              type="button"
              className={buttons.quiet}
              aria-label={t('line.removeName', { name })}
              ref={triggerRef}
              disabled={busy}
              onClick={open}
            >
              <Trash2 aria-hidden="true" />
              <span className={styles.removeLabel}>{t('line.remove')}</span>
            </button>
          )}
        </div>
      </div>
      {confirming && (
        <div className={styles.confirm}>
          <span>{t('line.confirm', { name })}</span>
          <button
            type="button"
            ref={confirmRef}
            className={buttons.danger}
            disabled={remove.isPending}
            onClick={() => {
              setQuantity.reset();
              remove.mutate(undefined, { onError: close });
            }}
          >
            {remove.isPending ? t('line.removing') : t('line.yesRemove')}
          </button>
          <button type="button" className={buttons.secondary} disabled={remove.isPending} onClick={close}>
            {t('line.keep')}
          </button>
        </div>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {messageOf(error)}
        </p>
      )}
    </li>
  );
}

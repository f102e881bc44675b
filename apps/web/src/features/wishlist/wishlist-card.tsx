'use client';

import type { WishlistProduct } from '@farm/contract';
import { translated } from '@farm/contract/plain/languages';
import { Check, ShoppingCart, Trash2 } from 'lucide-react';
import badge from '@/components/ui/badge.module.css';
import buttons from '@/components/ui/button.module.css';
import layout from '@/components/ui/layout.module.css';
import panel from '@/components/ui/panel.module.css';
import { ProductThumb } from '@/components/ui/product-thumb';
import { useConfirm } from '@/components/ui/use-confirm';
import { productPath } from '@/features/catalogue/paths';
import { Price } from '@/features/catalogue/price';
import { NotifyMe } from '@/features/notify/notify-me';
import { useWords } from '@/lib/i18n/client-words';
import { useLanguage } from '@/lib/i18n/language-context';
import { Link } from '@/lib/i18n/navigation';
import { useWishlistCard } from './use-wishlist-card';
import styles from './wishlist-card.module.css';

/** From wishlist-page.module.css: 2 columns on a phone, 3 from 720 px, 4 from 1,024 px. */
const CARD_SIZES =
  '(min-width: 1200px) 280px, (min-width: 1024px) calc(25vw - 20px), (min-width: 720px) calc(33.3vw - 21px), calc(50vw - 22px)';

/**
 * A wished-for product: picture, name, price, "Add to cart" (or "In your cart", or "Notify me" when
 * it is sold out) and "Remove".
 */
export function WishlistCard(props: { product: WishlistProduct; customerId: number; inCart: boolean }) {
  const { customerId, inCart } = props;
  const t = useWords('wishlist');
  const c = useWords('catalogue');
  const language = useLanguage();
  const product = { ...props.product, name: translated(props.product, 'name', language) };
  const { addToCart, remove } = useWishlistCard(customerId, product.id);
  const { confirming, open, close, triggerRef, confirmRef } = useConfirm();
  const href = productPath(product.productCode);

  return (
    <li className={`${panel.panel} ${panel.tile}`} data-testid="wishlist-card">
      <Link href={href} className={styles.picture} tabIndex={-1} aria-hidden="true">
        <ProductThumb src={product.imageUrl} size={320} sizes={CARD_SIZES} />
      </Link>
      <div className={`${layout.stack} ${styles.body}`}>
        <Link href={href} className={styles.name}>
          {product.name}
        </Link>
        <span className={styles.unit}>{translated(product, 'unit', language)}</span>
        <div className={styles.price}>
          <Price
            price={product.price}
            mrp={product.mrp}
            offer={product.offer}
            stacked
            t={c}
            language={language}
          />
        </div>
        {!product.inStock && (
          <span className={`${badge.tag} ${badge.soldOut} ${styles.outOfStock}`}>{t('outOfStock')}</span>
        )}
      </div>
      <div className={`${layout.stack} ${styles.actions}`}>
        {inCart ? (
          <Link href="/cartPage" className={`${buttons.secondary} ${buttons.wide}`}>
            <Check aria-hidden="true" /> {t('inCart')}
          </Link>
        ) : !product.inStock ? (
          <NotifyMe
            product={product}
            customerId={customerId}
            buttonClassName={`${buttons.primary} ${buttons.wide}`}
          />
        ) : (
          <button
            type="button"
            className={`${buttons.primary} ${buttons.wide}`}
            aria-label={t('addLabel', { name: product.name })}
            disabled={addToCart.isPending}
            onClick={() => addToCart.mutate()}
          >
            <ShoppingCart aria-hidden="true" />
            {addToCart.isPending ? t('adding') : t('addToCart')}
          </button>
        )}
        {confirming ? (
          <div className={`${layout.stack} ${styles.confirm}`}>
            <span>{t('confirm')}</span>
            <div className={styles.confirmButtons}>
              <button
                type="button"
                ref={confirmRef}
                className={buttons.danger}
                disabled={remove.isPending}
                onClick={() => remove.mutate(undefined, { onError: close })}
              >
                {remove.isPending ? t('removing') : t('yesRemove')}
              </button>
              <button type="button" className={buttons.secondary} onClick={close}>
                {t('keep')}
              </button>
            </div>
          </div>
        ) : (
          <button
            type="button"
            className={`${buttons.quiet} ${buttons.wide}`}
            aria-label={t('removeLabel', { name: product.name })}
            ref={triggerRef}
            onClick={open}
          >
            <Trash2 aria-hidden="true" /> {t('remove')}
          </button>
        )}
      </div>
    </li>
  );
}

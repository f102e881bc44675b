import type { Product } from '@farm/contract';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import layout from '@/components/ui/layout.module.css';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { customisePath } from '@/features/catalogue/paths';
import { useWords } from '@/lib/i18n/client-words';
import { Link } from '@/lib/i18n/navigation';
import styles from './product-actions.module.css';

export type ActionProduct = Pick<Product, 'id' | 'productCode' | 'name' | 'stock' | 'inStock'>;

/** The actions' icons, drawn by the server page (no icon library in the page's first load). */
export type ActionIcons = { cart: ReactNode; heart: ReactNode; pencil: ReactNode; bell: ReactNode };

/** The "Notify me" button's classes on the product page (the wishlist card has its own). */
export const NOTIFY_BUTTON_CLASS = buttonClass('primary', ['tall', 'flat', 'busy'], styles.primary);

type Props = {
  product: ActionProduct;
  icons: ActionIcons;
  quantity: number;
  onQuantity(quantity: number): void;
  onAddToCart(): void;
  adding: boolean;
  inWishlist: boolean;
  onWishlist(): void;
  wishlistBusy: boolean;
  /** The cart button's words when not "Add to cart" ("Update cart": the live part says which). */
  cartButton?: string;
  /** What the customer's cart holds of it ("In your cart: 2 …"), from the live part. */
  cartNote?: ReactNode;
  /** A sold-out product's "Notify me" (or "We'll text you when it's back"). */
  notify: ReactNode;
  /** The buttons rest (a signed-in customer's actions are still loading). */
  resting?: boolean;
};

/** What the product page's actions look like, for a visitor and for a signed-in customer alike. */
export function ProductActionsView(props: Props) {
  const { product, icons, inWishlist } = props;
  const t = useWords('product');
  const heart = (
    <button
      type="button"
      className={`${styles.heart} ${inWishlist ? styles.heartOn : ''}`}
      onClick={props.onWishlist}
      disabled={props.wishlistBusy || props.resting}
      aria-pressed={inWishlist}
      aria-label={t('actions.wishlist')}
      title={inWishlist ? t('actions.wishlistRemove') : t('actions.wishlistAdd')}
    >
      {icons.heart}
    </button>
  );

  if (!product.inStock) {
    return (
      <div className={layout.stack}>
        <p className={styles.soldOut}>{t('actions.soldOut')}</p>
        <div className={styles.row}>
          {props.notify}
          {heart}
        </div>
      </div>
    );
  }

  return (
    <div className={layout.stack}>
      <QuantityStepper
        label={t('actions.quantity')}
        value={props.quantity}
        max={product.stock}
        onChange={props.onQuantity}
      />
      <div className={styles.row}>
        <button
          type="button"
          className={buttonClass('primary', ['tall', 'flat', 'busy'], styles.primary)}
          onClick={props.onAddToCart}
          disabled={props.adding || props.resting}
        >
          {icons.cart}
          {props.cartButton ?? (props.adding ? t('actions.adding') : t('actions.addToCart'))}
        </button>
        {heart}
      </div>
      {props.cartNote}
      <Link href={customisePath(product.productCode)} className={styles.secondary}>
        {icons.pencil}
        {t('actions.customise')}
      </Link>
    </div>
  );
}

'use client';

import type { Cart } from '@farm/contract';
import { translated } from '@farm/contract/plain/languages';
import { ShoppingCart } from 'lucide-react';
import { useLazyComponent } from '@/components/layout/use-lazy-component';
import buttons from '@/components/ui/button.module.css';
import layout from '@/components/ui/layout.module.css';
import { LoadError, LoadingRows, PageState } from '@/components/ui/page-state';
import panel from '@/components/ui/panel.module.css';
import { useDeliveryWords } from '@/features/delivery/use-delivery-words';
import { AwaitingPayments } from '@/features/order/awaiting-payments';
import type { SessionUser } from '@/features/session/session-store';
import { messageOf } from '@/lib/api/problem';
import { useWords } from '@/lib/i18n/client-words';
import { useLanguage } from '@/lib/i18n/language-context';
import { Link } from '@/lib/i18n/navigation';
import { withQueryScope } from '@/lib/query/query-scope';
import { CartLine } from './cart-line';
import styles from './cart-page.module.css';
import { useCart } from './cart-query';
import { CartTotals } from './cart-totals';
import { CheckoutDetails } from './checkout-details';
import { CouponBox } from './coupon-box';
import { PlaceOrderBox } from './place-order-box';
import { useCheckout } from './use-checkout';
import { useChosenAddress } from './use-chosen-address';
import { useDeliveryRules } from './use-delivery-rules';
import { useNumberCheck } from './use-number-check';

/** The cart, below the customer's orders still waiting for their payment (issue 32.2). */
function CartBody({ user }: { user: SessionUser }) {
  return (
    <>
      <AwaitingPayments customerId={user.id} />
      <CartOrEmpty user={user} />
    </>
  );
}

function CartOrEmpty({ user }: { user: SessionUser }) {
  const chosen = useChosenAddress(user);
  const cart = useCart(chosen.address?.pincode, { enabled: chosen.settled });
  const rules = useDeliveryRules();
  const t = useWords('cart');

  if (cart.isPending) return <LoadingRows label={t('loading')} />;
  if (cart.isError) return <LoadError message={messageOf(cart.error)} onRetry={() => cart.refetch()} />;
  if (cart.data.items.length === 0) {
    return (
      <PageState
        icon={ShoppingCart}
        title={t('empty.title')}
        actions={
          <Link href="/products" className={buttons.primary}>
            {t('empty.browse')}
          </Link>
        }
      >
        {t('empty.text')}
      </PageState>
    );
  }
  return (
    <CartWithCheckout
      user={user}
      cart={cart.data}
      addressId={chosen.address?.id}
      refreshing={cart.isFetching}
      rules={rules}
    />
  );
}

/** The filled cart: lines, then address and note; beside them (below on a phone) totals and "Place order". */
function CartWithCheckout(props: {
  user: SessionUser;
  cart: Cart;
  addressId: number | undefined;
  /** The cart is being read again (another address, a change): the order waits for its prices. */
  refreshing: boolean;
  rules: ReturnType<typeof useDeliveryRules>;
}) {
  const { user, cart, addressId, refreshing, rules } = props;
  const t = useWords('cart');
  const place = useWords('checkout');
  const deliveryWords = useDeliveryWords();
  const language = useLanguage();
  const checkout = useCheckout({ user, cart, addressId, refreshing });
  const numberCheck = useNumberCheck(user, checkout);
  // Most customers verified their number at sign-up: the panel (and its form) loads only when needed.
  const VerifyNumberPanel = useLazyComponent(numberCheck.needed, () =>
    import('./verify-number-panel').then((m) => m.VerifyNumberPanel),
  );
  return (
    <div className={styles.layout}>
      <div className={`${layout.stack} ${styles.main}`}>
        <section aria-labelledby="cart-lines">
          <h2 id="cart-lines" className="visually-hidden">
            {t('linesTitle')}
          </h2>
          <ul className={styles.list}>
            {cart.items.map((item) => (
              <CartLine
                key={item.productId}
                item={item}
                customerId={user.id}
                deliveryProblem={deliveryWords.lineReason(
                  cart.delivery,
                  item.productId,
                  translated(item, 'name', language),
                )}
              />
            ))}
          </ul>
          <Link href="/products" className={styles.more}>
            {t('continueShopping')}
          </Link>
        </section>
        <div className={styles.details}>
          <CheckoutDetails user={user} checkout={checkout} delivery={cart.delivery} />
        </div>
      </div>
      <aside
        aria-labelledby="cart-summary"
        className={`${panel.panel} ${panel.soft} ${layout.stack} ${styles.summary}`}
      >
        <h2 id="cart-summary" className={styles.summaryTitle}>
          {t('summaryTitle')}
        </h2>
        <CouponBox cart={cart} />
        <CartTotals cart={cart} rules={cart.delivery?.area ?? rules.data} />
        {numberCheck.needed ? (
          VerifyNumberPanel ? (
            <VerifyNumberPanel mobileNumber={numberCheck.mobileNumber} onVerified={numberCheck.verified} />
          ) : (
            <p role="status">{place('place.loading')}</p>
          )
        ) : (
          <PlaceOrderBox checkout={checkout} />
        )}
      </aside>
    </div>
  );
}

/**
 * The signed-in customer's cart: the lines, the totals and the checkout (address, note, place
 * order). Loaded by `CartPage` once the session is known, with the query cache it reads through.
 */
export const CartContents = withQueryScope(CartBody);

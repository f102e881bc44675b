'use client';

import { Bell, BellRing } from 'lucide-react';
import buttons from '@/components/ui/button.module.css';
import styles from './notify-me.module.css';
import { useNotifyMe } from './use-notify-me';

type Props = {
  product: { id: number; name: string };
  /** The signed-in customer (a visitor's "Notify me" asks them to log in instead: `ProductActions`). */
  customerId: number;
  /** The "Notify me" button's classes (the product page's tall one, the wishlist card's wide one). */
  buttonClassName: string;
};

/**
 * "Notify me" on a sold-out product; once asked, "We'll text you when it's back" with an undo
 * (which withdraws the request on the server).
 */
export function NotifyMe({ product, customerId, buttonClassName }: Props) {
  const { waiting, request, withdraw, busy } = useNotifyMe(product.id, customerId);
  const act = (mutation: typeof request) => () => mutation.mutate(customerId);

  if (waiting) {
    return (
      <div className={styles.waiting}>
        <p className={styles.text}>
          <BellRing aria-hidden="true" size={18} />
          <span>We'll text you when it's back</span>
        </p>
        <button
          type="button"
          className={`${buttons.quiet} ${buttons.compact} ${styles.undo}`}
          aria-label={`Undo: do not text me about ${product.name}`}
          disabled={busy}
          onClick={act(withdraw)}
        >
          {withdraw.isPending ? 'Undoing…' : 'Undo'}
        </button>
      </div>
    );
  }
  return (
    <button
      type="button"
      className={buttonClassName}
      aria-label={`Notify me when ${product.name} is back`}
      disabled={busy}
      onClick={act(request)}
    >
      <Bell aria-hidden="true" size={20} />
      {request.isPending ? 'Asking…' : 'Notify me'}
    </button>
  );
}

'use client';

import { type Translations, translated } from '@farm/contract/plain/languages';
import { Bell, BellRing } from 'lucide-react';
import buttons from '@/components/ui/button.module.css';
import { useWords } from '@/lib/i18n/client-words';
import { useLanguage } from '@/lib/i18n/language-context';
import styles from './notify-me.module.css';
import { notifyAnswer } from './notify-words';
import { useNotifyMe } from './use-notify-me';

type Props = {
  product: { id: number; name: string; translations?: Translations<'name'> | null };
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
  const t = useWords('product');
  const language = useLanguage();
  const name = translated(product, 'name', language);
  const { waiting, request, withdraw, busy } = useNotifyMe(product.id, customerId, (done) =>
    notifyAnswer(t, language, product, done),
  );
  const act = (mutation: typeof request) => () => mutation.mutate(customerId);

  if (waiting) {
    return (
      <div className={styles.waiting}>
        <p className={styles.text}>
          <BellRing aria-hidden="true" size={18} />
          <span>{t('notify.waiting')}</span>
        </p>
        <button
          type="button"
          className={`${buttons.quiet} ${buttons.compact} ${styles.undo}`}
          aria-label={t('notify.undoLabel', { name })}
          disabled={busy}
          onClick={act(withdraw)}
        >
          {withdraw.isPending ? t('notify.undoing') : t('notify.undo')}
        </button>
      </div>
    );
  }
  return (
    <button
      type="button"
      className={buttonClassName}
      aria-label={t('notify.label', { name })}
      disabled={busy}
      onClick={act(request)}
    >
      <Bell aria-hidden="true" size={20} />
      {request.isPending ? t('notify.asking') : t('notify.button')}
    </button>
  );
}

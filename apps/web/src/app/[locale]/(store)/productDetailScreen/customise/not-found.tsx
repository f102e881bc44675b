import { buttonClass } from '@/components/ui/button';
import layout from '@/components/ui/layout.module.css';
import styles from '@/features/catalogue/product-page.module.css';
import { Link } from '@/lib/i18n/server-link';
import { serverWords } from '@/lib/i18n/server-words';

/** An unknown (or missing) product code. */
export default async function ProductNotFound() {
  const t = await serverWords('product');
  return (
    <div className={`container ${layout.page} ${layout.stack} ${styles.page}`}>
      <div className={`${layout.stack} ${styles.problem}`}>
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.text')}</p>
        <Link
          href="/products"
          className={buttonClass('primary', ['roomy', 'flat', 'compact'], styles.button)}
        >
          {t('notFound.browse')}
        </Link>
      </div>
    </div>
  );
}

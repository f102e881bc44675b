import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { StatusMessage } from '@/features/content/status-message';
import { Link } from '@/lib/i18n/navigation';

/** The storefront's "not found" message, for unknown addresses and unknown products or posts. */
export async function PageNotFound() {
  const [t, common] = await Promise.all([getTranslations('content'), getTranslations('common')]);
  return (
    <StatusMessage
      code="404"
      title={t('notFound.title')}
      actions={
        <>
          <Link href="/" className={buttonClass('primary', ['tall', 'roomy', 'edged'])}>
            {common('error.home')}
          </Link>
          <Link href="/products" className={buttonClass('secondary', ['tall', 'roomy'])}>
            {t('notFound.browse')}
          </Link>
        </>
      }
    >
      <p>{t('notFound.text')}</p>
    </StatusMessage>
  );
}

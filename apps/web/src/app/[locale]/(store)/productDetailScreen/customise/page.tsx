import { translated } from '@farm/contract/plain/languages';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import layout from '@/components/ui/layout.module.css';
import { ServerImage } from '@/components/ui/server-image';
import { getProductByCode } from '@/features/catalogue/api';
import styles from '@/features/catalogue/customise-page.module.css';
import { productCodeParam, productPath } from '@/features/catalogue/paths';
import { Price } from '@/features/catalogue/price';
import { StockState } from '@/features/catalogue/stock-state';
import { CustomiseForm } from '@/features/product-actions/customise-form';
import { getPageLanguage } from '@/lib/i18n/page-language';
import { pageWords } from '@/lib/i18n/page-words';
import { Link } from '@/lib/i18n/server-link';
import { serverWords } from '@/lib/i18n/server-words';
import { WordsProvider } from '@/lib/i18n/words-provider';
import { QueryScope } from '@/lib/query/query-scope';

export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await serverWords('product');
  return { title: t('customise.title'), robots: { index: false } };
}

/** Choose the quantity and write an order note for one product before adding it to the cart. */
export default async function CustomisePage({ searchParams }: Props) {
  const code = productCodeParam((await searchParams).productCode);
  if (!code) notFound();
  const [product, t, c, language, words] = await Promise.all([
    getProductByCode(code),
    serverWords('product'),
    serverWords('catalogue'),
    getPageLanguage(),
    pageWords('product'),
  ]);
  if (product === null) notFound();
  if (product === undefined) {
    return (
      <div className={`container ${layout.page} ${layout.stack} ${styles.page}`}>
        <div role="alert">
          <h1 className={styles.heading}>{t('failed.title')}</h1>
          <p>{t('failed.short')}</p>
        </div>
      </div>
    );
  }
  const name = translated(product, 'name', language);
  return (
    <WordsProvider words={words}>
      <QueryScope>
        <div className={`container ${layout.page} ${layout.stack} ${styles.page}`}>
          <Link href={productPath(product.productCode)} className={styles.back}>
            {t('customise.back', { name })}
          </Link>
          <h1 className={styles.heading}>{t('customise.title')}</h1>
          <div className={styles.layout}>
            <div className={styles.product}>
              {/* 96 px beside the text on a phone, the 280 px column (less padding) from 768 px. */}
              {product.imageUrl && (
                <ServerImage
                  src={product.imageUrl}
                  alt={name}
                  width={800}
                  height={800}
                  sizes="(min-width: 768px) 246px, 96px"
                />
              )}
              <div className={`${layout.stack} ${styles.productText}`}>
                <p className={styles.name}>{name}</p>
                <p className={styles.unit}>{translated(product, 'unit', language)}</p>
                <Price
                  price={product.price}
                  mrp={product.mrp}
                  offer={product.offer}
                  t={c}
                  language={language}
                />
                <StockState stock={product.stock} inStock={product.inStock} t={c} />
              </div>
            </div>
            <CustomiseForm product={product} />
          </div>
        </div>
      </QueryScope>
    </WordsProvider>
  );
}

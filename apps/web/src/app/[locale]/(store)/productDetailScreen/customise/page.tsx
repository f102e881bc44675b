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
import { Link } from '@/lib/i18n/navigation';
import { QueryScope } from '@/lib/query/query-scope';

export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const metadata: Metadata = { title: 'Customise your order', robots: { index: false } };

/** Choose the quantity and write an order note for one product before adding it to the cart. */
export default async function CustomisePage({ searchParams }: Props) {
  const code = productCodeParam((await searchParams).productCode);
  if (!code) notFound();
  const product = await getProductByCode(code);
  if (product === null) notFound();
  if (product === undefined) {
    return (
      <div className={`container ${layout.page} ${layout.stack} ${styles.page}`}>
        <div role="alert">
          <h1 className={styles.heading}>We could not load this product</h1>
          <p>Please check your connection and try again.</p>
        </div>
      </div>
    );
  }
  return (
    <QueryScope>
      <div className={`container ${layout.page} ${layout.stack} ${styles.page}`}>
        <Link href={productPath(product.productCode)} className={styles.back}>
          ← Back to {product.name}
        </Link>
        <h1 className={styles.heading}>Customise your order</h1>
        <div className={styles.layout}>
          <div className={styles.product}>
            {/* 96 px beside the text on a phone, the 280 px column (less padding) from 768 px. */}
            {product.imageUrl && (
              <ServerImage
                src={product.imageUrl}
                alt={product.name}
                width={800}
                height={800}
                sizes="(min-width: 768px) 246px, 96px"
              />
            )}
            <div className={`${layout.stack} ${styles.productText}`}>
              <p className={styles.name}>{product.name}</p>
              <p className={styles.unit}>{product.unit}</p>
              <Price price={product.price} mrp={product.mrp} offer={product.offer} />
              <StockState stock={product.stock} inStock={product.inStock} />
            </div>
          </div>
          <CustomiseForm product={product} />
        </div>
      </div>
    </QueryScope>
  );
}

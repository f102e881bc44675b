import type { Product } from '@farm/contract';
import { translated } from '@farm/contract/plain/languages';
import badge from '@/components/ui/badge.module.css';
import layout from '@/components/ui/layout.module.css';
import panel from '@/components/ui/panel.module.css';
import { ServerImage } from '@/components/ui/server-image';
import { getPageLanguage } from '@/lib/i18n/page-language';
import { Link } from '@/lib/i18n/server-link';
import { serverWords } from '@/lib/i18n/server-words';
import { productPath } from './paths';
import { Price } from './price';
import styles from './product-card.module.css';
import { RatingStars } from './rating-stars';

type CardProduct = Pick<
  Product,
  | 'productCode'
  | 'name'
  | 'unit'
  | 'price'
  | 'mrp'
  | 'imageUrl'
  | 'inStock'
  | 'rating'
  | 'reviewCount'
  | 'translations'
> & { offer?: Product['offer'] };

/** One product in a grid: picture, name, unit, price (MRP struck), stock badge and rating. */
export async function ProductCard({
  product,
  heading: Heading = 'h3',
  eager = false,
  largestPaint = false,
  sizes,
}: {
  product: CardProduct;
  heading?: 'h2' | 'h3';
  /** Above the fold: load the picture at once. */
  eager?: boolean;
  /** The page's largest paint: its picture is asked for from the head, first (decision 0014). */
  largestPaint?: boolean;
  /** How wide the card is shown, as an `<img sizes>` value (the grid knows). */
  sizes: string;
}) {
  const [t, language] = await Promise.all([serverWords('catalogue'), getPageLanguage()]);
  const name = translated(product, 'name', language);
  return (
    <article
      className={`${panel.panel} ${panel.snug} ${panel.tile} ${styles.card}`}
      data-testid="product-card"
    >
      <div className={styles.picture}>
        {product.imageUrl ? (
          <ServerImage
            src={product.imageUrl}
            alt={name}
            width={800}
            height={800}
            sizes={sizes}
            loading={eager ? 'eager' : 'lazy'}
            preload={largestPaint}
          />
        ) : (
          <span className={styles.noPicture} aria-hidden="true" />
        )}
        {!product.inStock && (
          <span className={`${badge.tag} ${badge.dark} ${badge.corner} ${styles.badge}`}>
            {t('stock.out')}
          </span>
        )}
      </div>
      <div className={`${layout.stack} ${styles.body}`}>
        <Heading className={styles.name}>
          <Link href={productPath(product.productCode)} className={panel.cardLink}>
            {name}
          </Link>
        </Heading>
        <p className={styles.unit}>{translated(product, 'unit', language)}</p>
        <div className={styles.foot}>
          <RatingStars rating={product.rating} count={product.reviewCount} size={14} t={t} />
          <Price
            price={product.price}
            mrp={product.mrp}
            offer={product.offer}
            stacked
            t={t}
            language={language}
          />
        </div>
      </div>
    </article>
  );
}

import type { Product } from '@farm/contract';
import grid from '@/components/ui/card-grid.module.css';
import { ProductCard } from './product-card';

/**
 * How wide one card is, from card-grid.module.css's `.products` (2, 3, then 4 columns) inside a
 * `.container` (16 px padding, 1,168 px of content from 1,200 px up). Beside the listing's 240 px category list
 * (and its 32 px gap, from 1,024 px up) each card is 68 px narrower.
 */
const CARD_SIZES = {
  page: '(min-width: 1200px) 274px, (min-width: 1024px) calc(25vw - 26px), (min-width: 768px) calc(33.3vw - 21px), calc(50vw - 22px)',
  beside:
    '(min-width: 1200px) 206px, (min-width: 1024px) calc(25vw - 94px), (min-width: 768px) calc(33.3vw - 21px), calc(50vw - 22px)',
} as const;

/** A responsive grid of product cards: two columns on a phone, up to four on a laptop. */
export function ProductGrid({
  products,
  heading = 'h3',
  eagerCount = 0,
  firstIsLargestPaint = false,
  label,
  width = 'page',
}: {
  products: Product[];
  heading?: 'h2' | 'h3';
  /** How many of the first pictures load at once (above the fold). */
  eagerCount?: number;
  /**
   * The first card's picture is the page's largest paint (the listing's, on a phone and a laptop):
   * it is asked for from the head, before the other pictures (decision 0014).
   */
  firstIsLargestPaint?: boolean;
  label?: string;
  /** The whole container's width, or beside the listing's category list. */
  width?: keyof typeof CARD_SIZES;
}) {
  return (
    <ul className={`${grid.grid} ${grid.fill} ${grid.products}`} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            heading={heading}
            eager={index < eagerCount}
            largestPaint={firstIsLargestPaint && index === 0}
            sizes={CARD_SIZES[width]}
          />
        </li>
      ))}
    </ul>
  );
}

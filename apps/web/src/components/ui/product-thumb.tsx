import { Package } from 'lucide-react';
import { ServerImage } from '@/components/ui/server-image';
import styles from './product-thumb.module.css';

/**
 * A product's small picture, or a neutral placeholder when it has none. A fixed-size thumbnail
 * needs no `sizes` (Next offers 1x and 2x); one that stretches with its card says how wide it is.
 */
export function ProductThumb({
  src,
  size = 96,
  sizes,
}: {
  src: string | null;
  size?: number;
  sizes?: string;
}) {
  if (!src) {
    return (
      <span className={styles.thumb} style={{ width: size, height: size }} aria-hidden="true">
        <Package />
      </span>
    );
  }
  return <ServerImage className={styles.thumb} src={src} alt="" width={size} height={size} sizes={sizes} />;
}

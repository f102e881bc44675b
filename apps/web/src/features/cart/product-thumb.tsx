import { Package } from 'lucide-react';
import styles from './product-thumb.module.css';

/** A product's small picture, or a neutral placeholder when it has none. */
export function ProductThumb({ src, size = 96 }: { src: string | null; size?: number }) {
  if (!src) {
    return (
      <span className={styles.thumb} style={{ width: size, height: size }} aria-hidden="true">
        <Package />
      </span>
    );
  }
  return (
    <img
      className={styles.thumb}
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  );
}

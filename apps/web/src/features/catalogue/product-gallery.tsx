'use client';

import Image from 'next/image';
import { useState } from 'react';
import styles from './product-gallery.module.css';

/** Full width on a phone; from 768 px, half of the container (two columns, 48 px apart). */
const MAIN_SIZES = '(min-width: 1200px) 560px, (min-width: 768px) calc(50vw - 40px), calc(100vw - 32px)';

/**
 * The product's pictures: the chosen one large, all of them as thumbnails to choose from. The
 * first is the page's largest paint, so it is preloaded; a picture chosen later is not.
 */
export function ProductGallery({ name, imageUrls }: { name: string; imageUrls: string[] }) {
  const [current, setCurrent] = useState(0);
  const main = imageUrls[current];
  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        {main ? (
          <Image
            src={main}
            alt={name}
            width={800}
            height={800}
            sizes={MAIN_SIZES}
            preload={current === 0}
            fetchPriority={current === 0 ? 'high' : undefined}
            loading={current === 0 ? undefined : 'eager'}
          />
        ) : (
          <span className={styles.none}>No picture yet</span>
        )}
      </div>
      {imageUrls.length > 1 && (
        <ul className={styles.thumbs} aria-label="Pictures">
          {imageUrls.map((url, index) => (
            <li key={url}>
              <button
                type="button"
                className={styles.thumb}
                onClick={() => setCurrent(index)}
                aria-current={index === current ? 'true' : undefined}
                aria-label={`Show picture ${index + 1} of ${imageUrls.length}`}
              >
                <Image src={url} alt="" width={64} height={64} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

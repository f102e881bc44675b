'use client';

import { useState } from 'react';
import styles from './product-gallery.module.css';

/** The product's pictures: the chosen one large, all of them as thumbnails to choose from. */
export function ProductGallery({ name, imageUrls }: { name: string; imageUrls: string[] }) {
  const [current, setCurrent] = useState(0);
  const main = imageUrls[current];
  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        {main ? (
          <img src={main} alt={name} width={800} height={800} fetchPriority="high" />
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
                <img src={url} alt="" width={72} height={72} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

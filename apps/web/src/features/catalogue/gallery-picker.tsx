'use client';

import { type ReactNode, useState } from 'react';
import styles from './product-gallery.module.css';

/** The gallery's choice: one of the server-drawn pictures large, the thumbnails as buttons. */
export function GalleryPicker({ pictures, thumbs }: { pictures: ReactNode[]; thumbs: ReactNode[] }) {
  const [current, setCurrent] = useState(0);
  return (
    <div className={styles.gallery}>
      <div className={styles.main}>{pictures[current]}</div>
      <ul className={styles.thumbs} aria-label="Pictures">
        {thumbs.map((thumb, index) => (
          <li key={String(index)}>
            <button
              type="button"
              className={styles.thumb}
              onClick={() => setCurrent(index)}
              aria-current={index === current ? 'true' : undefined}
              aria-label={`Show picture ${index + 1} of ${thumbs.length}`}
            >
              {thumb}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

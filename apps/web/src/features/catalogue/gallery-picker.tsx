'use client';

import { type ReactNode, useState } from 'react';
import { useWords } from '@/lib/i18n/client-words';
import styles from './product-gallery.module.css';

/** The gallery's choice: one of the server-drawn pictures large, the thumbnails as buttons. */
export function GalleryPicker({ pictures, thumbs }: { pictures: ReactNode[]; thumbs: ReactNode[] }) {
  const [current, setCurrent] = useState(0);
  const t = useWords('catalogue');
  return (
    <div className={styles.gallery}>
      <div className={styles.main}>{pictures[current]}</div>
      <ul className={styles.thumbs} aria-label={t('gallery.pictures')}>
        {thumbs.map((thumb, index) => (
          <li key={String(index)}>
            <button
              type="button"
              className={styles.thumb}
              onClick={() => setCurrent(index)}
              aria-current={index === current ? 'true' : undefined}
              aria-label={t('gallery.show', { n: index + 1, count: thumbs.length })}
            >
              {thumb}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

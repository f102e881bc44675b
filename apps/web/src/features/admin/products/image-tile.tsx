'use client';

import { ArrowDown, ArrowUp, GripVertical, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { previewUrl } from '@/features/admin/media/upload-media';
import styles from './images-field.module.css';

type Props = {
  url: string;
  index: number;
  count: number;
  dragging: boolean;
  onMove(from: number, to: number): void;
  onRemove(index: number): void;
  onDragStart(): void;
  onDragEnd(): void;
  onDrop(): void;
};

/** One picture of the list: dragged, or moved and removed with buttons (keyboard and touch). */
export function ImageTile({ url, index, count, dragging, onMove, onRemove, ...drag }: Props) {
  const t = useTranslations('adminCatalogue.products.images');
  const n = index + 1;
  return (
    <li
      className={styles.item}
      draggable
      data-dragging={dragging || undefined}
      onDragStart={(e) => {
        e.dataTransfer.effectAllowed = 'move';
        drag.onDragStart();
      }}
      onDragEnd={drag.onDragEnd}
      onDragOver={(e) => e.preventDefault()}
      onDrop={(e) => {
        e.preventDefault();
        drag.onDrop();
      }}
    >
      <GripVertical aria-hidden="true" size={18} className={styles.grip} />
      <img
        src={previewUrl(url, 128)}
        alt={index === 0 ? t('mainView') : t('view', { n })}
        className={styles.thumb}
      />
      {index === 0 && <span className={styles.main}>{t('main')}</span>}
      <span className={styles.buttons}>
        <button
          type="button"
          className={styles.icon}
          aria-label={t('moveUpLabel', { n })}
          title={t('moveUp')}
          disabled={index === 0}
          onClick={() => onMove(index, index - 1)}
        >
          <ArrowUp aria-hidden="true" size={18} />
        </button>
        <button
          type="button"
          className={styles.icon}
          aria-label={t('moveDownLabel', { n })}
          title={t('moveDown')}
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
        >
          <ArrowDown aria-hidden="true" size={18} />
        </button>
        <button
          type="button"
          className={styles.icon}
          aria-label={t('removeLabel', { n })}
          title={t('remove')}
          onClick={() => onRemove(index)}
        >
          <Trash2 aria-hidden="true" size={18} />
        </button>
      </span>
    </li>
  );
}

'use client';

import { MAX_PRODUCT_IMAGES } from '@farm/contract';
import { ImagePlus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { formStyles } from '@/components/ui/form-fields';
import { uploadMedia } from '@/features/admin/media/upload-media';
import kit from '@/features/admin/shell/admin-kit.module.css';
import { messageOf } from '@/lib/api/problem';
import { ImageTile } from './image-tile';
import styles from './images-field.module.css';

type Props = {
  label: string;
  value: string[];
  onChange(urls: string[]): void;
  error?: string | undefined;
};

function moved(urls: string[], from: number, to: number): string[] {
  const next = [...urls];
  const [url] = next.splice(from, 1);
  if (url !== undefined) next.splice(to, 0, url);
  return next;
}

/**
 * A product's pictures: upload several (each through `POST /media`), put them in order with the
 * buttons or by dragging, remove. The first one is the main picture the shop shows.
 */
export function ImagesField({ label, value, onChange, error }: Props) {
  const t = useTranslations('adminCatalogue.products.images');
  const id = useId();
  const [progress, setProgress] = useState<string>();
  const [problems, setProblems] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<number>();
  const room = MAX_PRODUCT_IMAGES - value.length;

  const upload = async (files: File[]) => {
    const chosen = files.slice(0, room);
    const failed: string[] = [];
    if (files.length > room)
      failed.push(t('tooMany', { max: MAX_PRODUCT_IMAGES, left: files.length - room }));
    let urls = value;
    for (const [n, file] of chosen.entries()) {
      setProgress(t('uploading', { n: n + 1, total: chosen.length }));
      try {
        urls = [...urls, (await uploadMedia(file)).url];
        onChange(urls);
      } catch (err) {
        failed.push(t('failed', { file: file.name, message: messageOf(err) }));
      }
    }
    setProgress(undefined);
    setProblems(failed);
  };

  const move = (from: number, to: number) => {
    if (to < 0 || to >= value.length || from === to) return;
    onChange(moved(value, from, to));
    setAnnouncement(t(to === 0 ? 'movedMain' : 'moved', { from: from + 1, to: to + 1 }));
  };

  const remove = (index: number) => {
    onChange(value.filter((_, i) => i !== index));
    setAnnouncement(t('removed', { n: index + 1 }));
  };

  const small = `${formStyles.button} ${formStyles.secondary} ${formStyles.small}`;
  const messages = [...(error ? [error] : []), ...problems];
  return (
    <fieldset className={styles.field} aria-describedby={`${id}-hint`}>
      <legend className={formStyles.label}>{label}</legend>
      <p id={`${id}-hint`} className={formStyles.hint}>
        {t('hint', { max: MAX_PRODUCT_IMAGES })}
      </p>
      {value.length > 0 && (
        <ol className={`${kit.tiles} ${styles.list}`}>
          {value.map((url, index) => (
            <ImageTile
              key={url}
              url={url}
              index={index}
              count={value.length}
              dragging={dragged === index}
              onMove={move}
              onRemove={remove}
              onDragStart={() => setDragged(index)}
              onDragEnd={() => setDragged(undefined)}
              onDrop={() => {
                if (dragged !== undefined) move(dragged, index);
                setDragged(undefined);
              }}
            />
          ))}
        </ol>
      )}
      <div>
        <label className={small} htmlFor={id} aria-disabled={room <= 0 || progress !== undefined}>
          <ImagePlus aria-hidden="true" size={16} /> {progress ?? t('add')}
        </label>
        <input
          id={id}
          type="file"
          multiple
          className="visually-hidden"
          accept="image/jpeg,image/png,image/webp"
          disabled={room <= 0 || progress !== undefined}
          onChange={(e) => {
            void upload([...(e.target.files ?? [])]);
            e.target.value = '';
          }}
        />
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {messages.map((message) => (
        <p key={message} role="alert" className={formStyles.error}>
          {message}
        </p>
      ))}
    </fieldset>
  );
}

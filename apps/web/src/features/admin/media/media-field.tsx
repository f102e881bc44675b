'use client';

import { ImageUp, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { formStyles } from '@/components/ui/form-fields';
import { messageOf } from '@/lib/api/problem';
import styles from './media-field.module.css';
import { previewUrl, uploadMedia } from './upload-media';

type Props = {
  label: string;
  value: string | null | undefined;
  onChange(url: string | null): void;
  /** `video` also takes MP4/WebM (video banners). */
  kind?: 'image' | 'video';
  error?: string | undefined;
};

/** One picture (or video): preview, upload a new one, remove it. */
export function MediaField({ label, value, onChange, kind = 'image', error }: Props) {
  const t = useTranslations('adminCatalogue.media');
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const isVideo = value ? /\.(mp4|webm)$/i.test(value) : false;

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setProblem(undefined);
    try {
      onChange((await uploadMedia(file)).url);
    } catch (err) {
      setProblem(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  const message = error ?? problem;
  return (
    <div className={styles.field}>
      <span className={formStyles.label} id={`${id}-label`}>
        {label}
      </span>
      <div className={styles.row}>
        <div className={styles.preview}>
          {value ? (
            isVideo ? (
              <video src={value} muted controls preload="metadata" aria-label={label} />
            ) : (
              <img src={previewUrl(value)} alt={label} />
            )
          ) : (
            <span>{kind === 'video' ? t('noFile') : t('noPicture')}</span>
          )}
        </div>
        <div className={styles.buttons}>
          <label className={`${formStyles.button} ${formStyles.secondary} ${formStyles.small}`} htmlFor={id}>
            <ImageUp aria-hidden="true" size={16} />{' '}
            {busy ? t('uploading') : value ? t('replace') : t('upload')}
          </label>
          <input
            id={id}
            type="file"
            className="visually-hidden"
            aria-labelledby={`${id}-label`}
            accept={
              kind === 'video'
                ? 'image/jpeg,image/png,image/webp,video/mp4,video/webm'
                : 'image/jpeg,image/png,image/webp'
            }
            disabled={busy}
            onChange={(e) => {
              void upload(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          {value && (
            <button
              type="button"
              className={`${formStyles.button} ${formStyles.secondary} ${formStyles.small}`}
              onClick={() => onChange(null)}
            >
              <Trash2 aria-hidden="true" size={16} /> {t('remove')}
            </button>
          )}
        </div>
      </div>
      {message && (
        <p role="alert" className={formStyles.error}>
          {message}
        </p>
      )}
    </div>
  );
}

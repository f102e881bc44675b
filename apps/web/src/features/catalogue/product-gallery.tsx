import { ServerImage } from '@/components/ui/server-image';
import { serverWords } from '@/lib/i18n/server-words';
import { GalleryPicker } from './gallery-picker';
import styles from './product-gallery.module.css';

/** Full width on a phone; from 768 px, half of the container (two columns, 48 px apart). */
const MAIN_SIZES = '(min-width: 1200px) 560px, (min-width: 768px) calc(50vw - 40px), calc(100vw - 32px)';

/**
 * The product's pictures: the chosen one large, all of them as thumbnails to choose from. Drawn on
 * the server (next/image's markup without its client code); the picker only swaps which one shows.
 * The first is the page's largest paint, so it is preloaded; a picture chosen later loads when chosen.
 */
export async function ProductGallery({ name, imageUrls }: { name: string; imageUrls: string[] }) {
  const t = await serverWords('catalogue');
  if (imageUrls.length === 0) {
    return (
      <div className={styles.gallery}>
        <div className={styles.main}>
          <span className={styles.none}>{t('gallery.none')}</span>
        </div>
      </div>
    );
  }
  const pictures = imageUrls.map((url, index) => (
    <ServerImage
      key={url}
      src={url}
      alt={name}
      width={800}
      height={800}
      sizes={MAIN_SIZES}
      preload={index === 0}
      loading={index === 0 ? undefined : 'eager'}
    />
  ));
  if (imageUrls.length === 1) {
    return (
      <div className={styles.gallery}>
        <div className={styles.main}>{pictures[0]}</div>
      </div>
    );
  }
  const thumbs = imageUrls.map((url) => <ServerImage key={url} src={url} alt="" width={64} height={64} />);
  return <GalleryPicker pictures={pictures} thumbs={thumbs} />;
}

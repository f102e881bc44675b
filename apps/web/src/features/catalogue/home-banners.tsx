import type { Banner } from '@farm/contract';
import { translated } from '@farm/contract/plain/languages';
import { svgIcon } from '@/components/ui/server-icons';
import { ServerImage } from '@/components/ui/server-image';
import { getPageLanguage } from '@/lib/i18n/page-language';
import { pageWordSections } from '@/lib/i18n/page-words';
import { WordsProvider } from '@/lib/i18n/words-provider';
import { BannerCarousel, type CarouselBanner } from './banner-carousel';
import styles from './banner-carousel.module.css';

const ICONS = {
  previous: svgIcon('chevron-left'),
  next: svgIcon('chevron-right'),
  pause: svgIcon('pause'),
  play: svgIcon('play'),
};

/**
 * The home page's banners: the carousel (a client component) with its pictures and icons drawn
 * here, on the server, so that neither next/image's nor the icon library's code goes to the browser.
 */
export async function HomeBanners({ banners: rows }: { banners: Banner[] }) {
  const [language, words] = await Promise.all([
    getPageLanguage(),
    pageWordSections('catalogue', ['banners']),
  ]);
  // Only what the carousel shows goes to the browser, the title in the page's language.
  const banners: CarouselBanner[] = rows.map((row) => ({
    id: row.id,
    type: row.type,
    mediaUrl: row.mediaUrl,
    linkUrl: row.linkUrl,
    title: translated(row, 'title', language),
  }));
  const pictures = banners.map((banner, slide) =>
    banner.type === 'video' ? null : (
      // The first slide is the home page's largest paint: preloaded from the <head>, at the size shown.
      <ServerImage
        key={banner.id}
        className={styles.media}
        src={banner.mediaUrl}
        alt=""
        width={1600}
        height={600}
        sizes="100vw"
        preload={slide === 0}
      />
    ),
  );
  return (
    <WordsProvider words={words}>
      <BannerCarousel banners={banners} pictures={pictures} icons={ICONS} />
    </WordsProvider>
  );
}

'use client';

import type { Banner } from '@farm/contract';
import { type FocusEvent, type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import buttons from '@/components/ui/button.module.css';
import { useWords } from '@/lib/i18n/client-words';
import { Link } from '@/lib/i18n/navigation';
import styles from './banner-carousel.module.css';
import { usePrefersReducedMotion } from './use-reduced-motion';

export type CarouselBanner = Pick<Banner, 'id' | 'title' | 'type' | 'mediaUrl' | 'linkUrl'>;

/** The banners' words (the carousel's own, not staff-written). */
type BannerKey = 'shopNow' | 'learnMore';

/** The controls' icons, drawn on the server (home-banners.tsx): no icon code in the browser. */
export type CarouselIcons = Record<'previous' | 'next' | 'pause' | 'play', ReactNode>;

const SLIDE_MS = 6000;

/** Video banners are `.mp4` files with a `.webp` poster of the same name. */
export function posterOf(mediaUrl: string): string {
  return mediaUrl.replace(/\.[a-z0-9]+$/i, '.webp');
}

function ctaKey(linkUrl: string): BannerKey {
  return linkUrl.startsWith('/product') ? 'shopNow' : 'learnMore';
}

/**
 * The home page's banners: one slide at a time with previous/next buttons, dots and a pause
 * button; arrow keys move too. It advances by itself every 6 s, except while the pointer is over
 * it, while it has the focus, when paused, or when the visitor prefers reduced motion (then videos
 * do not play by themselves either).
 */
export function BannerCarousel({
  banners,
  pictures,
  icons,
}: {
  banners: CarouselBanner[];
  /** Each picture banner's `<img>`, drawn on the server (home-banners.tsx); null for a video. */
  pictures: ReactNode[];
  icons: CarouselIcons;
}) {
  const t = useWords('catalogue');
  const [index, setIndex] = useState(0);
  // Slides shown so far: only their pictures and videos are in the page. A slide's media is asked
  // for when it first comes round, so a first visit fetches the first slide's picture alone
  // (issue 36: the others cost 8 of the home page's requests and ~60 KiB, posters included).
  const [shown, setShown] = useState<ReadonlySet<number>>(() => new Set([0]));
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const videos = useRef(new Map<number, HTMLVideoElement>());
  const count = banners.length;
  const rotating = count > 1 && !reducedMotion && !paused && !hovered && !focused;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new slide (by hand too) restarts the timer
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), SLIDE_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count]);

  // Only the visible video plays (and only when motion is welcome).
  useEffect(() => {
    videos.current.forEach((video, slide) => {
      if (slide === index && !reducedMotion) video.play().catch(() => undefined);
      else video.pause();
    });
  }, [index, reducedMotion]);

  if (!shown.has(index)) setShown(new Set(shown).add(index));

  if (count === 0) return null;
  const go = (to: number) => setIndex(((to % count) + count) % count);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else return;
    event.preventDefault();
  }

  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  }

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('banners.featured')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <div className={styles.viewport}>
        <div
          className={styles.track}
          style={{ transform: `translateX(-${index * 100}%)` }}
          aria-live={rotating ? 'off' : 'polite'}
        >
          {banners.map((banner, slide) => {
            const active = slide === index;
            return (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group
              <div
                key={banner.id}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={t('banners.slide', { n: slide + 1, count })}
                aria-hidden={!active}
                inert={!active}
                data-testid="banner-slide"
                data-type={banner.type}
              >
                {!shown.has(slide) ? (
                  <div className={styles.media} />
                ) : banner.type === 'video' ? (
                  <video
                    ref={(el) => {
                      if (el) videos.current.set(slide, el);
                      else videos.current.delete(slide);
                    }}
                    className={styles.media}
                    src={banner.mediaUrl}
                    poster={posterOf(banner.mediaUrl)}
                    muted
                    loop
                    playsInline
                    autoPlay={active && !reducedMotion}
                    controls={reducedMotion}
                    preload={active ? 'auto' : 'none'}
                    aria-label={banner.title}
                  />
                ) : (
                  pictures[slide]
                )}
                <div className={styles.caption}>
                  <p className={styles.title}>{banner.title}</p>
                  {banner.linkUrl && (
                    <Link href={banner.linkUrl} className={buttonClass('gold', ['flat', 'compact'])}>
                      {t(`banners.${ctaKey(banner.linkUrl)}`)}
                      <span className="visually-hidden">: {banner.title}</span>
                    </Link>
                  )}
                </div>
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={`${buttons.round} ${styles.arrow}`}
            onClick={() => go(index - 1)}
            aria-label={t('banners.previous')}
          >
            {icons.previous}
          </button>
          <ul className={styles.dots} aria-label={t('banners.choose')}>
            {banners.map((banner, slide) => (
              <li key={banner.id}>
                <button
                  type="button"
                  className={styles.dot}
                  onClick={() => go(slide)}
                  aria-label={t('banners.slideLabel', { n: slide + 1, title: banner.title })}
                  aria-current={slide === index ? 'true' : undefined}
                />
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={`${buttons.round} ${styles.arrow}`}
            onClick={() => go(index + 1)}
            aria-label={t('banners.next')}
          >
            {icons.next}
          </button>
          {!reducedMotion && (
            <button
              type="button"
              className={`${buttons.round} ${styles.arrow}`}
              onClick={() => setPaused((p) => !p)}
              aria-label={paused ? t('banners.play') : t('banners.pause')}
            >
              {paused ? icons.play : icons.pause}
            </button>
          )}
        </div>
      )}
    </section>
  );
}

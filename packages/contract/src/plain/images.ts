/** Spec §9's image sizes: next.config.ts's `images.imageSizes`, for pictures narrower than a screen. */
export const IMAGE_SIZES = [16, 32, 48, 64, 96, 128, 256, 384] as const;

/** Spec §9's optimisation widths: next.config.ts's `images.deviceSizes`, the screens it plans for. */
export const IMAGE_DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;

/** Widths `GET /media/{name}?w=` resizes to (spec §9: image sizes, then optimisation widths). */
export const MEDIA_IMAGE_WIDTHS = [...IMAGE_SIZES, ...IMAGE_DEVICE_SIZES] as const;

/**
 * Qualities `GET /media/{name}?q=` encodes at, and `images.qualities` of the web app: spec §9's 75
 * only. Every other quality is a 400, so that a picture has at most widths × qualities (16) resized
 * copies, and nobody can make the API encode it a hundred times (security issue 13.7).
 */
export const MEDIA_IMAGE_QUALITIES = [75] as const;

export type MediaImageQuality = (typeof MEDIA_IMAGE_QUALITIES)[number];

export const DEFAULT_IMAGE_QUALITY: MediaImageQuality = 75;

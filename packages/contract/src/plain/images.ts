/** Widths `GET /media/{name}?w=` resizes to (spec §9: image sizes, then optimisation widths). */
export const MEDIA_IMAGE_WIDTHS = [
  16, 32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840,
] as const;

export const DEFAULT_IMAGE_QUALITY = 75;

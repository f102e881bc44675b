import sharp from 'sharp';
import { AppError } from '../../lib/app-error.js';
import type { SniffedImage } from './media-sniff.js';

/** Larger pictures are refused before a single pixel is decoded. */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const MAX_IMAGE_SIDE = 12_000;
/** Stored pictures are at most this long on their long side. */
const STORED_LONG_SIDE = 2400;
const STORED_QUALITY = 82;

/** sharp's name for each format we accept (AVIF is read by libheif). */
const SHARP_FORMAT: Record<SniffedImage['format'], string> = {
  jpeg: 'jpeg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  avif: 'heif',
};

export const unsupportedMedia = () =>
  new AppError(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    'The file is not a supported image (JPEG, PNG, WebP, AVIF, GIF) or video (MP4, WebM)',
  ).worded({}, 'FILE_NOT_SUPPORTED_IMAGE_JPEG');

/**
 * Turns an uploaded picture into a fresh WebP: checks the header, then decodes (turned upright
 * by EXIF, metadata dropped, downscaled) and encodes anew, so that nothing the uploader hid in
 * the file survives. The first frame of an animation is kept.
 */
export async function reencodeImage(input: Buffer, format: SniffedImage['format']) {
  // Reading the header decodes no pixels, so the size check happens before any large allocation.
  const meta = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unsupportedMedia();
    });
  if (meta.format !== SHARP_FORMAT[format] || (format === 'avif' && meta.compression !== 'av1')) {
    throw unsupportedMedia();
  }
  const { width, height } = meta;
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    throw new AppError(
      413,
      'IMAGE_TOO_LARGE',
      `The image is ${width} × ${height} pixels; the limit is ${MAX_IMAGE_SIDE} pixels a side ` +
        `and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`,
    ).worded({ width, height, MAX_IMAGE_SIDE }, 'IMAGE_WIDTH_HEIGHT_PIXELS_LIMIT');
  }
  try {
    // failOn 'error': truncated or corrupt pixel data is refused, harmless warnings are not.
    const { data, info } = await sharp(input, {
      limitInputPixels: MAX_IMAGE_PIXELS,
      failOn: 'error',
      autoOrient: true,
    })
      .resize({
        width: STORED_LONG_SIDE,
        height: STORED_LONG_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: STORED_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw unsupportedMedia();
  }
}

/** A narrower WebP of a stored picture (never wider than the picture itself). */
export async function resizeImage(stored: Buffer, width: number, quality: number): Promise<Buffer> {
  return sharp(stored, { limitInputPixels: MAX_IMAGE_PIXELS })
    .resize({ width, withoutEnlargement: true })
    .webp({ quality })
    .toBuffer();
}

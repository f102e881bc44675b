import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';
import { largestOf, withoutUnusedWidths } from '@/lib/images/srcset-widths';

/**
 * next/image's `<img>` (same loader, sizes, srcset and lazy loading) without next/image's client
 * component: a picture in a server-rendered page needs no JavaScript in the browser, and
 * next/image's would be ~4 kB of every page's first load (issue 18). `preload` asks for the
 * picture from the document's head, at the size it is shown, as next/image's own does. Its srcset
 * leaves out the widths no screen picks (`withoutUnusedWidths`).
 */
export function ServerImage({ preload, ...props }: ImageProps) {
  const { props: generated } = getImageProps({
    ...props,
    ...(preload ? { loading: 'eager', fetchPriority: 'high' } : {}),
  });
  const srcSet = withoutUnusedWidths(generated.srcSet, generated.sizes);
  // next/image's `src` is its largest file; it stays the largest one the srcset keeps.
  const src = srcSet && srcSet !== generated.srcSet ? (largestOf(srcSet) ?? generated.src) : generated.src;
  const img = { ...generated, src, srcSet };
  if (preload) {
    preloadResource(img.src, {
      as: 'image',
      fetchPriority: 'high',
      ...(img.srcSet ? { imageSrcSet: img.srcSet } : {}),
      ...(img.sizes ? { imageSizes: img.sizes } : {}),
    });
  }
  return <img {...img} alt={props.alt} />;
}

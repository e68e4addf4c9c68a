// Product images and their resized copies: the server stores WebP copies of every product image at these
// widths (never wider than the original) and serves them at `/v1/media/<id>/<width>`; pages pick one with
// `srcset`/`sizes` so a phone never downloads the uploaded original.

/** Widths of the WebP copies of a product image, in pixels. */
export const IMAGE_VARIANT_WIDTHS = [160, 320, 640, 1280] as const;

export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

/** The width `src` names, for a browser that ignores `srcset`. */
const FALLBACK_WIDTH: ImageVariantWidth = 640;

const MEDIA_URL = /^\/v1\/media\/([0-9a-f-]{36})$/i;

/** The URL of the copy of `url` (a `/v1/media/<id>` address) at `width`. */
export const imageVariantUrl = (url: string, width: ImageVariantWidth): string => `${url}/${width}`;

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * `src`, `srcSet` and `sizes` for an <img> of a product image at `url`, shown `sizes` wide (a CSS
 * `sizes` value, e.g. "(max-width: 600px) 100vw, 480px"). Other addresses (a local preview) pass through.
 */
export function responsiveImage(url: string, sizes: string): ResponsiveImage {
  if (!MEDIA_URL.test(url)) return { src: url };
  // srcset and sizes before src: a browser that sees src first may start fetching it.
  return {
    srcSet: IMAGE_VARIANT_WIDTHS.map((width) => `${imageVariantUrl(url, width)} ${width}w`).join(', '),
    sizes,
    src: imageVariantUrl(url, FALLBACK_WIDTH),
  };
}

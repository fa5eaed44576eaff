// The images of home posts (issue 31, item 4), without zod: the home page reads these too.

/** What an upload may be: the API checks the bytes, not the declared type (issue 31, "Bad input"). */
export const IMAGE_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp'],
  /** a header declaring more is refused before anything is decoded (decompression bombs) */
  maxPixels: 40_000_000,
  /** the two web sizes every upload is re-encoded to, as the longest side's bound */
  large: 1600,
  small: 640,
} as const;

/** Where the API serves an uploaded image (`?v=small` for the small size). */
export const IMAGES_PATH = '/api/main/imagenes';

/** Where a post's image is read: an uploaded one from the API, a shipped one at its own path. */
export const postImageUrl = (image: string): string =>
  image.startsWith('/') ? image : `${IMAGES_PATH}/${encodeURIComponent(image)}`;

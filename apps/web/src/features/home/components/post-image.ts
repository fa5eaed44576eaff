import { IMAGES_PATH } from '@portal/domain/admin/post-images';
import { mediaUrl } from '@/shared/media-url';

// A card is at most 400 px wide (spec §9), a phone's the screen's width: the small size (640 px)
// fits both, and the large one (1600 px) is there for screens that need more pixels.
const CARD_SIZES = '(max-width: 48em) 100vw, 400px';

/** The card's image: an uploaded one offers its two web sizes; a shipped one is a single file. */
export function cardImage(image: string): { src: string; srcSet?: string; sizes?: string } {
  const src = mediaUrl(image);
  if (!image.startsWith(`${IMAGES_PATH}/`)) return { src };
  const small = `${src}?v=small`;
  return { src: small, srcSet: `${small} 640w, ${src} 1600w`, sizes: CARD_SIZES };
}

import { hotelCategoryLabel } from '@portal/domain/small-rules';
import type { CSSProperties } from 'react';
import classes from '@/shared/hotels/hotels.module.css';

/** The hotel's star award (spec §2), read out as 'N estrellas'; drawn by hotels.module.css. */
export function HotelStars({ award }: { award: unknown }) {
  const stars = Math.max(0, Math.min(5, Math.round(Number(award) || 0)));
  return (
    <div
      className={classes.stars}
      style={{ '--stars': stars } as CSSProperties}
      role="img"
      aria-label={hotelCategoryLabel(stars)}
    />
  );
}

import { Group } from '@mantine/core';
import { hotelCategoryLabel } from '@portal/domain/small-rules';
import { IconStarFilled } from '@tabler/icons-react';

/** The hotel's star award (spec §2), read out as 'N estrellas'. */
export function HotelStars({ award }: { award: unknown }) {
  const stars = Math.max(0, Math.min(5, Math.round(Number(award) || 0)));
  return (
    <Group gap={2} role="img" aria-label={hotelCategoryLabel(stars)} c="yellow.6" wrap="nowrap">
      {Array.from({ length: stars }, (_, i) => (
        <IconStarFilled key={i} size={14} aria-hidden />
      ))}
    </Group>
  );
}

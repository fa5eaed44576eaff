import { Center } from '@mantine/core';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { useState } from 'react';
import { mediaUrl } from '@/shared/media-url';
import classes from './tarifario.module.css';

/** The hotel's picture, or a neutral placeholder when it has none or it does not load. */
export function HotelImage({ src }: { src: string | undefined }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src)
    return (
      <Center className={classes.imagePlaceholder} data-testid="hotel-image-placeholder">
        <IconBuildingSkyscraper size={48} stroke={1.2} aria-hidden />
      </Center>
    );
  return (
    <img
      src={mediaUrl(src)}
      alt=""
      className={classes.image}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
    />
  );
}

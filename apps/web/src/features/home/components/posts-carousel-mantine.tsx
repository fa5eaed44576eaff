import '@mantine/carousel/styles.layer.css';
import { Carousel } from '@mantine/carousel';
import type { TPost } from '@portal/domain/posts/list-posts';
import Autoplay from 'embla-carousel-autoplay';
import { useState } from 'react';
import { PostCard } from './post-card';
import { SLIDE_GAP, SLIDE_SIZE } from './posts-carousel-layout';
import classes from './posts.module.css';

type MantinePostsCarouselProps = { posts: TPost[]; onOpen: (post: TPost) => void };

const AUTOPLAY_MS = 5000; // spec §1

/** spec §1: autoplay, infinite, 3 posts per slide on desktop (fewer on a phone), dots and swipe. */
export function MantinePostsCarousel({ posts, onOpen }: MantinePostsCarouselProps) {
  const [autoplay] = useState(() =>
    Autoplay({ delay: AUTOPLAY_MS, stopOnMouseEnter: true, stopOnInteraction: false }),
  );

  return (
    <Carousel
      slideSize={SLIDE_SIZE}
      slideGap={SLIDE_GAP}
      emblaOptions={{ loop: true, align: 'start', slidesToScroll: 'auto' }}
      plugins={[autoplay]}
      withIndicators
      classNames={{
        root: classes.carousel,
        indicator: classes.indicator,
        controls: classes.controls,
        control: classes.control,
      }}
      nextControlProps={{ 'aria-label': 'Novedades siguientes' }}
      previousControlProps={{ 'aria-label': 'Novedades anteriores' }}
      getIndicatorProps={(index) => ({ 'aria-label': `Ver grupo ${index + 1} de novedades` })}
    >
      {posts.map((post, index) => (
        <Carousel.Slide key={post.id}>
          <PostCard post={post} onOpen={onOpen} first={index === 0} />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}

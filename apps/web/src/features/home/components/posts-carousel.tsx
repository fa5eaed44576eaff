import { Box } from '@mantine/core';
import type { TPost } from '@portal/domain/posts/list-posts';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { PostCard } from './post-card';
import { FIRST_VIEW_POSTS, SLIDE_GAP, SLIDE_SIZE } from './posts-carousel-layout';
import classes from './posts.module.css';

// On a phone the home page's largest paint is the first post's image: it must not wait for Embla,
// its autoplay and the carousel's CSS (~11 KB gzip plus their start-up), so they load after the
// first paint (issue 19).
// A phone network that drops its file leaves the first view in place, not the page's error.
const MantinePostsCarousel = lazy(() =>
  import('./posts-carousel-mantine')
    .then((m) => ({ default: m.MantinePostsCarousel }))
    .catch(() => ({ default: FirstView })),
);

type PostsCarouselProps = { posts: TPost[]; onOpen: (post: TPost) => void };

/** spec §1: autoplay, infinite, 3 posts per slide on desktop (fewer on a phone), dots and swipe. */
export function PostsCarousel({ posts, onOpen }: PostsCarouselProps) {
  const carouselWanted = useCarouselAfterMount();
  if (posts.length === 0) return null;

  // The server renders the first view, not the carousel it would wait for (issue 34): without
  // its styles and Embla that was a taller block that shrank once they came (a layout shift).
  // One boundary for both: the first view the page came with stays, the same elements, until
  // the carousel can take its place. A fallback of its own was a second copy put in its place
  // as the page was taken over, and a click pressed as it was swapped did nothing.
  return (
    <Suspense fallback={<FirstView posts={posts} onOpen={onOpen} />}>
      {carouselWanted ? (
        <MantinePostsCarousel posts={posts} onOpen={onOpen} />
      ) : (
        <FirstView posts={posts} onOpen={onOpen} />
      )}
    </Suspense>
  );
}

/**
 * True from just after the first render on. Rendering the lazy carousel is what starts its
 * download, so it begins with the first paint rather than on a swipe. As a transition, React
 * keeps what the boundary shows while the carousel's file is on its way.
 */
function useCarouselAfterMount() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => startTransition(() => setWanted(true)), []);
  return wanted;
}

/**
 * What the carousel shows before it moves, box for box like Mantine's (a viewport that clips one
 * row of slides, the room for the dots below), so the swap shifts nothing.
 */
function FirstView({ posts, onOpen }: PostsCarouselProps) {
  return (
    <div className={classes.carousel}>
      <div className={classes.firstViewViewport}>
        {/* the carousel's track reaches one gap past its viewport: every slide carries its gap */}
        <Box className={classes.firstViewTrack} me={`-${SLIDE_GAP}`}>
          {posts.map((post, index) => {
            // The carousel's row is as tall as its tallest card, hidden ones included: they stay
            // in the row for their height, out of reach until the carousel can bring them in.
            const offView = index >= FIRST_VIEW_POSTS;
            return (
              <Box
                key={post.id}
                className={classes.firstViewSlide}
                w={SLIDE_SIZE}
                pe={SLIDE_GAP}
                inert={offView}
                aria-hidden={offView || undefined}
              >
                <PostCard post={post} onOpen={onOpen} first={index === 0} />
              </Box>
            );
          })}
        </Box>
      </div>
    </div>
  );
}

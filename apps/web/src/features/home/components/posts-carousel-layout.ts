// The carousel and the first view that stands in for it until it loads (posts-carousel.tsx) read
// their sizes from here, so swapping one for the other moves nothing (issue 19: layout shift).

/** spec §1: one post a slide on a phone, two from `sm`, three from `md`. */
export const SLIDE_SIZE = { base: '100%', sm: '50%', md: '33.3333%' };
export const SLIDE_GAP = 'md';
/** The most posts the first view shows at once (three, from `md`). */
export const FIRST_VIEW_POSTS = 3;

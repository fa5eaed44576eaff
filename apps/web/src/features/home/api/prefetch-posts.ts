import type { TPostsByQuery } from '@portal/domain/posts/list-posts';
import { prefetchRequest } from '@/shared/api-client';
import { useAuthStore } from '@/shared/auth/auth-store';

type TSection = TPostsByQuery['section'];

// Without zod or the query cache: the home route's loader runs this from the entry.
export const POSTS_BY_PATH = '/posts-by';
export const HOME_POSTS_SECTION: TSection = 'TICKETS'; // spec §1
export const postsByOptions = (section: TSection) => ({ query: { section } });

/** The home route's loader: the posts set off beside the page's code (issue 19). */
export const prefetchHomePosts = () => {
  if (useAuthStore.getState().user)
    prefetchRequest('main', POSTS_BY_PATH, postsByOptions(HOME_POSTS_SECTION));
  return null;
};

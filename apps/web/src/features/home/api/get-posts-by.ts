import { ZPostsByResponse, type TPost, type TPostsByQuery } from '@portal/domain/posts/list-posts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api-client';
import { POSTS_BY_PATH, postsByOptions } from './prefetch-posts';

type TSection = TPostsByQuery['section'];

export const getPostsBy = (section: TSection, signal?: AbortSignal): Promise<TPost[]> =>
  apiRequest('main', POSTS_BY_PATH, { ...postsByOptions(section), schema: ZPostsByResponse, signal });

// spec §7: posts are cached per section and not refetched on window focus.
export const postsByQuery = (section: TSection) =>
  queryOptions({
    queryKey: ['posts', section],
    queryFn: ({ signal }) => getPostsBy(section, signal),
    staleTime: 10 * 60_000,
    refetchOnWindowFocus: false,
  });

export const usePostsBy = (section: TSection) => useQuery(postsByQuery(section));

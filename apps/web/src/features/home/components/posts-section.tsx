import { Alert, Button, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import type { TPost } from '@portal/domain/posts/list-posts';
import { IconAlertCircle } from '@tabler/icons-react';
import { lazy, useState } from 'react';
import { OpenedOnce } from '@/shared/opened-once';
import { usePostsBy } from '../api/get-posts-by';
import { HOME_POSTS_SECTION } from '../api/prefetch-posts';
import { PostsCarousel } from './posts-carousel';

// The dialog (Modal, DOMPurify) loads when an agent opens a post, not with the home page (issue 19).
const PostDialog = lazy(() => import('./post-dialog').then((m) => ({ default: m.PostDialog })));

export function PostsSection() {
  const posts = usePostsBy(HOME_POSTS_SECTION);
  const [selected, setSelected] = useState<TPost | null>(null);

  if (posts.isPending) {
    // The carousel's shape (its title, one card a row on a phone, up to three on a desktop, the
    // dots below), so nothing under it moves when the posts arrive (issue 19: layout shift).
    return (
      <div role="status" aria-label="Cargando novedades">
        <Skeleton h={30} w={260} mb="md" radius="sm" />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} pb={36}>
          <Skeleton h={343} radius="md" />
          <Skeleton h={343} radius="md" visibleFrom="sm" />
          <Skeleton h={343} radius="md" visibleFrom="md" />
        </SimpleGrid>
      </div>
    );
  }

  if (posts.isError) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle aria-hidden />}
        title="No se pudieron cargar las novedades"
      >
        <Stack gap="xs" align="flex-start">
          {posts.error.message}
          <Button size="xs" variant="light" color="red" onClick={() => posts.refetch()}>
            Reintentar
          </Button>
        </Stack>
      </Alert>
    );
  }

  // spec §1: nothing is shown when there are no posts.
  if (posts.data.length === 0) return null;

  return (
    <section aria-labelledby="novedades-titulo">
      <Title id="novedades-titulo" order={2} fz="h3" mb="md">
        Novedades de parques
      </Title>
      <PostsCarousel posts={posts.data} onOpen={setSelected} />
      <OpenedOnce opened={selected !== null}>
        <PostDialog post={selected} onClose={() => setSelected(null)} />
      </OpenedOnce>
    </section>
  );
}

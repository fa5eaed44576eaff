import { Alert, Button, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import type { TPost } from '@portal/domain/posts/list-posts';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { usePostsBy } from '../api/get-posts-by';
import { PostDialog } from './post-dialog';
import { PostsCarousel } from './posts-carousel';

export function PostsSection() {
  const posts = usePostsBy('TICKETS');
  const [selected, setSelected] = useState<TPost | null>(null);

  if (posts.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} role="status" aria-label="Cargando novedades">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} h={300} radius="md" />
        ))}
      </SimpleGrid>
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
      <PostDialog post={selected} onClose={() => setSelected(null)} />
    </section>
  );
}

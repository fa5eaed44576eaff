import { Card, Image, Text } from '@mantine/core';
import type { TPost } from '@portal/domain/posts/list-posts';
import { useId } from 'react';
import { htmlToText } from '@/shared/html-to-text';
import { cardImage } from './post-image';
import classes from './posts.module.css';

type PostCardProps = {
  post: TPost;
  onOpen: (post: TPost) => void;
  /** the first card's image is the home page's largest paint: asked first, the others when near */
  first?: boolean;
};

export function PostCard({ post, onOpen, first = false }: PostCardProps) {
  const id = useId();
  return (
    <Card
      component="button"
      type="button"
      withBorder
      padding="md"
      className={classes.card}
      onClick={() => onOpen(post)}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-preview`}
    >
      <Card.Section>
        <Image
          {...cardImage(post.image)}
          alt=""
          h={170}
          fit="cover"
          fallbackSrc="/favicon.svg"
          fetchPriority={first ? 'high' : undefined}
          loading={first ? undefined : 'lazy'}
        />
      </Card.Section>
      <Text id={`${id}-title`} fw={700} mt="sm" lineClamp={2}>
        {post.title}
      </Text>
      {/* spec §9: the preview clamps to 3 lines */}
      <Text id={`${id}-preview`} size="sm" c="dimmed" lineClamp={3} mt={4}>
        {htmlToText(post.content)}
      </Text>
      <Text size="xs" mt="sm" fw={500}>
        Por {post.author}
      </Text>
    </Card>
  );
}

import { Button, Group, Image, Modal, Text, Typography } from '@mantine/core';
import { MESSAGES } from '@portal/domain/messages';
import { type TPost } from '@portal/domain/posts/list-posts';
import { mediaUrl } from '@/shared/media-url';
import { sanitizeHtml } from '@/shared/sanitize';
import classes from './post-dialog.module.css';

type PostDialogProps = { post: TPost | null; onClose: () => void };

/** spec §1: title, image, author, content as markup (sanitised) and 'Cerrar'. */
export function PostDialog({ post, onClose }: PostDialogProps) {
  return (
    <Modal
      opened={post !== null}
      onClose={onClose}
      title={post?.title}
      size="90%"
      centered
      withCloseButton={false}
      classNames={{ content: classes.dialog, title: classes.dialogTitle }}
    >
      {post && (
        <>
          <Image src={mediaUrl(post.image)} alt={post.title} radius="md" mah={280} fit="cover" />
          <Text size="sm" c="dimmed" mt="sm">
            Por {post.author}
          </Text>
          <Typography mt="sm">
            {/* eslint-disable-next-line no-restricted-syntax -- post content is HTML by design, sanitised (DOMPurify) */}
            <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(post.content) }} />
          </Typography>
          <Group justify="flex-end" mt="lg">
            <Button onClick={onClose} data-autofocus>
              {MESSAGES.close}
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}

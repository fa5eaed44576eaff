import { useId, useState } from 'react';
import { Button, FileButton, Group, Image, Input, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import type { TImageUploaded } from '@portal/domain/admin/posts';
import { IMAGE_LIMITS } from '@portal/domain/admin/post-images';
import { ApiError } from '@/shared/api-client';
import { MESSAGES } from '@portal/domain/messages';
import { mediaUrl } from '@/shared/media-url';
import { uploadImage } from './posts-api';

type Props = {
  /** the image shown now (an uploaded one's URL or a shipped one's path), if any */
  url: string | null;
  onUploaded: (image: TImageUploaded) => void;
  error?: React.ReactNode;
};

/**
 * The post's image: uploaded as soon as it is chosen, so the preview is what the server kept
 * (re-encoded) and a refusal (type, size, a broken or oversized image) shows the server's words.
 */
export function ImageField({ url, onUploaded, error }: Props) {
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const choose = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    setRefused(null);
    try {
      onUploaded(await uploadImage(file));
    } catch (err) {
      setRefused(err instanceof ApiError ? err.message : MESSAGES.serverError);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Input.Wrapper
      label="Imagen"
      required
      description="JPEG, PNG o WebP de hasta 5 MB; se guarda en tamaños para la web."
      error={refused ?? error}
      id={`${id}-wrapper`}
      labelProps={{ id: `${id}-label` }}
      errorProps={{ id: `${id}-error`, role: 'alert' }}
    >
      <Group mt={6} gap="md" align="center" wrap="wrap">
        {url ? (
          <Image
            src={mediaUrl(url)}
            alt="Vista previa de la imagen"
            w={200}
            h={112}
            fit="cover"
            radius="sm"
          />
        ) : (
          <Text size="sm" c="dimmed" w={200}>
            Sin imagen
          </Text>
        )}
        <FileButton onChange={(file) => void choose(file)} accept={IMAGE_LIMITS.types.join(',')}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              loading={uploading}
              leftSection={<IconPhotoUp size={16} aria-hidden />}
              aria-describedby={refused || error ? `${id}-error` : undefined}
            >
              {url ? 'Cambiar imagen' : 'Subir imagen'}
            </Button>
          )}
        </FileButton>
      </Group>
    </Input.Wrapper>
  );
}

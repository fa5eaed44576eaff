import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Typography.layer.css';
import { Stack, Text, Title } from '@mantine/core';
import { useAuthStore } from '@/shared/auth/auth-store';
import { HomeShortcuts, type THomeShortcut } from '../components/home-shortcuts';
import { PostsSection } from '../components/posts-section';

/** Home: the agent's greeting, the agency's posts and a shortcut to each section of the portal. */
export function HomePage({ shortcuts }: { shortcuts: THomeShortcut[] }) {
  const nombre = useAuthStore((state) => state.user?.nombre);

  return (
    <Stack gap="xl">
      <div>
        <Title order={1}>{nombre ? `Hola, ${nombre}` : 'Inicio'}</Title>
        <Text c="dimmed">¿Qué vamos a reservar hoy?</Text>
      </div>
      <PostsSection />
      <HomeShortcuts shortcuts={shortcuts} />
    </Stack>
  );
}

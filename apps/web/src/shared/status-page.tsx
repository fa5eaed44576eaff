import { Center, Stack, Text, ThemeIcon, Title, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

type StatusPageProps = {
  icon: ReactNode;
  title: string;
  text: ReactNode;
  action?: ReactNode;
  color?: MantineColor;
  fullHeight?: boolean;
};

/** Centred icon, heading, explanation and one action: not found, errors, modules on the way. */
export function StatusPage({ icon, title, text, action, color, fullHeight = false }: StatusPageProps) {
  return (
    <Center mih={fullHeight ? '100vh' : '55vh'} p="md">
      <Stack align="center" gap="sm" maw={520} ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        {action}
      </Stack>
    </Center>
  );
}

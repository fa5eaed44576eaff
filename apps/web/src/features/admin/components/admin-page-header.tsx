import type { ReactNode } from 'react';
import { Button, Group, Stack, Text, Title, type ButtonProps } from '@mantine/core';
import type { IconPlus } from '@tabler/icons-react';

/** A back-office screen's title, what it is for, and its main actions. */
export function AdminPageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" mb="md" wrap="wrap" gap="sm">
      <Stack gap={2}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {description && <Text c="dimmed">{description}</Text>}
      </Stack>
      {actions && <Group gap="xs">{actions}</Group>}
    </Group>
  );
}

type THeaderButtonProps = Pick<ButtonProps, 'variant' | 'loading' | 'disabled' | 'children'> & {
  icon: typeof IconPlus;
  iconSize?: number;
  onClick: () => void;
};

/** One of the header's actions: a new record, a refresh, a download. */
export function AdminHeaderButton({ icon: Icon, iconSize = 16, ...rest }: THeaderButtonProps) {
  return <Button leftSection={<Icon size={iconSize} aria-hidden />} {...rest} />;
}

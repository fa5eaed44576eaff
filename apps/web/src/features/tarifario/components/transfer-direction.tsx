import { Group, Text, ThemeIcon } from '@mantine/core';
import { transferDirection } from '@portal/domain/small-rules';
import { IconArrowLeft, IconArrowRight, IconArrowsLeftRight } from '@tabler/icons-react';

const LOOK = {
  O: { Icon: IconArrowLeft, label: 'Salida' },
  I: { Icon: IconArrowRight, label: 'Llegada' },
  other: { Icon: IconArrowsLeftRight, label: 'Ida y vuelta' },
} as const;

/** spec §2: direction O a red back arrow, I a green forward arrow, any other an orange two-way arrow. */
export function TransferDirection({ direccion }: { direccion: string }) {
  const d = transferDirection(direccion);
  const { Icon, label } = LOOK[d.kind];
  return (
    <Group gap={6} wrap="nowrap">
      <ThemeIcon
        color={d.color}
        variant="filled"
        radius="xl"
        size="md"
        role="img"
        aria-label={`Dirección: ${label}`}
        data-direction={d.kind}
      >
        <Icon size={18} aria-hidden />
      </ThemeIcon>
      <Text size="sm" fw={600} aria-hidden>
        {label}
      </Text>
    </Group>
  );
}

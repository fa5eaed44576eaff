import { ActionIcon, Group, Text } from '@mantine/core';
import { counterState, type Range } from '@portal/domain/occupancy';
import { IconMinus, IconPlus } from '@tabler/icons-react';

type RoomingCounterProps = {
  label: string;
  hint?: string;
  /** singular noun for the buttons' names: 'adulto', 'menor', 'habitación' */
  noun: string;
  value: number;
  range: Range;
  onChange: (value: number) => void;
};

/** A counter whose buttons are disabled at the limits (spec §5 occupancy). */
export function RoomingCounter({ label, hint, noun, value, range, onChange }: RoomingCounterProps) {
  const { canDecrement, canIncrement } = counterState(value, range);
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <div>
        <Text fw={600} size="sm">
          {label}
        </Text>
        {hint && (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        )}
      </div>
      <Group gap={6} wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={`Quitar ${noun}`}
          disabled={!canDecrement}
          onClick={() => onChange(value - 1)}
        >
          <IconMinus size={16} aria-hidden />
        </ActionIcon>
        <Text w={28} ta="center" fw={700} aria-live="polite" aria-label={`${label}: ${value}`}>
          {value}
        </Text>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={`Agregar ${noun}`}
          disabled={!canIncrement}
          onClick={() => onChange(value + 1)}
        >
          <IconPlus size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Group>
  );
}

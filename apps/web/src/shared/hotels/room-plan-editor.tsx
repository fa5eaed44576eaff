import { ActionIcon, Divider, Group, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { normaliseChildAges, ROOMING_LIMITS } from '@portal/domain/occupancy';
import type { RoomPlan } from '@portal/domain/room-plans';
import { IconTrash } from '@tabler/icons-react';
import { RoomingCounter } from '@/shared/hotels/rooming-counter';

type RoomPlanEditorProps = {
  /** the room's number, from 1 */
  number: number;
  room: RoomPlan;
  onChange: (room: RoomPlan) => void;
  /** absent for the only room: a search asks for at least one */
  onRemove?: () => void;
};

const AGES = Array.from({ length: ROOMING_LIMITS.minorAge.max + 1 }, (_, age) => ({
  value: String(age),
  label: `${age} ${age === 1 ? 'año' : 'años'}`,
}));

/** One room of the search: its adults (1–10) and minors (0–10, an age 0–17 each), spec §5. */
export function RoomPlanEditor({ number, room, onChange, onRemove }: RoomPlanEditorProps) {
  const where = `habitación ${number}`;
  const setMinors = (count: number) =>
    onChange({ ...room, childAges: normaliseChildAges(count, room.childAges) });
  const setAge = (index: number, age: number) =>
    onChange({ ...room, childAges: room.childAges.map((a, i) => (i === index ? age : a)) });

  return (
    <Stack gap="xs" role="group" aria-label={`Habitación ${number}`}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700} size="sm">
          Habitación {number}
        </Text>
        {onRemove && (
          <ActionIcon variant="subtle" color="red" aria-label={`Quitar la ${where}`} onClick={onRemove}>
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        )}
      </Group>
      <RoomingCounter
        label="Adultos"
        hint="10 años o más"
        noun={`adulto en la ${where}`}
        value={room.adults}
        range={ROOMING_LIMITS.adults}
        onChange={(adults) => onChange({ ...room, adults })}
      />
      <RoomingCounter
        label="Menores"
        hint="Hasta 17 años"
        noun={`menor en la ${where}`}
        value={room.childAges.length}
        range={ROOMING_LIMITS.minors}
        onChange={setMinors}
      />
      {room.childAges.length > 0 && (
        <>
          <Divider label="Edad de cada menor" labelPosition="left" />
          <SimpleGrid cols={2} spacing="xs">
            {room.childAges.map((age, i) => (
              <NativeSelect
                key={i}
                size="xs"
                label={`Menor ${i + 1}`}
                aria-label={`Edad del menor ${i + 1} de la ${where}`}
                data={AGES}
                value={String(age)}
                onChange={(e) => setAge(i, Number(e.currentTarget.value))}
              />
            ))}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}

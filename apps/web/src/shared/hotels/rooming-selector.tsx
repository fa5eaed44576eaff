import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { ROOMING_LIMITS } from '@portal/domain/occupancy';
import {
  defaultRoomPlan,
  roomPlanLabel,
  roomPlansTotalsLabel,
  type RoomPlan,
} from '@portal/domain/room-plans';
import { IconPlus } from '@tabler/icons-react';
import { OccupancyPopover } from '@/shared/hotels/occupancy-popover';
import { RoomPlanEditor } from '@/shared/hotels/room-plan-editor';

type RoomingSelectorProps = {
  value: RoomPlan[];
  onChange: (value: RoomPlan[]) => void;
  error?: string;
  /** the form's field path, so a failed submit can focus the button */
  'data-path'?: string;
};

/**
 * spec §2, §5: 'N adultos • N menores - N habitacion/es', with the occupancy of each room
 * below it ('Habitación 1: 2 adultos, 1 menor (5 años)'): a hotel prices rooms, so adults and
 * minors are asked per room, never as totals to be spread.
 */
export function RoomingSelector({ value, onChange, error, 'data-path': dataPath }: RoomingSelectorProps) {
  const setRoom = (index: number, room: RoomPlan) => onChange(value.map((r, i) => (i === index ? room : r)));
  const removeRoom = (index: number) => onChange(value.filter((_, i) => i !== index));
  const canAdd = value.length < ROOMING_LIMITS.rooms.max;

  const summary = (
    <>
      <span>{roomPlansTotalsLabel(value)}</span>
      {value.map((room, i) => (
        <Text key={i} component="span" display="block" size="xs" c="dimmed" fw={400}>
          {roomPlanLabel([i + 1], room)}
        </Text>
      ))}
    </>
  );
  return (
    <OccupancyPopover summary={summary} width={340} error={error} data-path={dataPath}>
      {value.map((room, i) => (
        <Stack key={i} gap="sm">
          {i > 0 && <Divider />}
          <RoomPlanEditor
            number={i + 1}
            room={room}
            onChange={(next) => setRoom(i, next)}
            onRemove={value.length > 1 ? () => removeRoom(i) : undefined}
          />
        </Stack>
      ))}
      <Group justify="space-between">
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={!canAdd}
          onClick={() => onChange([...value, defaultRoomPlan()])}
        >
          Agregar habitación
        </Button>
        {!canAdd && (
          <Text size="xs" c="dimmed">
            Hasta {ROOMING_LIMITS.rooms.max} habitaciones
          </Text>
        )}
      </Group>
    </OccupancyPopover>
  );
}

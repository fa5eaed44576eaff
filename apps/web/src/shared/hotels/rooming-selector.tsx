import { Button, Divider, Group, Input, Popover, Stack, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { ROOMING_LIMITS } from '@portal/domain/occupancy';
import {
  defaultRoomPlan,
  roomPlanLabel,
  roomPlansTotalsLabel,
  type RoomPlan,
} from '@portal/domain/room-plans';
import { IconPlus, IconUsers } from '@tabler/icons-react';
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
  const id = useId();
  const setRoom = (index: number, room: RoomPlan) => onChange(value.map((r, i) => (i === index ? room : r)));
  const removeRoom = (index: number) => onChange(value.filter((_, i) => i !== index));
  const canAdd = value.length < ROOMING_LIMITS.rooms.max;

  return (
    <Input.Wrapper id={id} label="Ocupación" error={error}>
      <Popover width={340} position="bottom-start" shadow="md" trapFocus withinPortal>
        <Popover.Target>
          <Button
            variant="default"
            fullWidth
            justify="flex-start"
            leftSection={<IconUsers size={16} aria-hidden />}
            aria-haspopup="dialog"
            aria-describedby={error ? `${id}-error` : undefined}
            data-path={dataPath}
            fw={500}
            styles={{
              root: { height: 'auto', minHeight: 36, paddingBlock: 6 },
              label: { whiteSpace: 'normal', textAlign: 'left', display: 'block' },
            }}
          >
            <span>{roomPlansTotalsLabel(value)}</span>
            {value.map((room, i) => (
              <Text key={i} component="span" display="block" size="xs" c="dimmed" fw={400}>
                {roomPlanLabel([i + 1], room)}
              </Text>
            ))}
          </Button>
        </Popover.Target>
        <Popover.Dropdown aria-label="Ocupación por habitación">
          <Stack gap="sm" mah="70vh" style={{ overflowY: 'auto' }}>
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
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Input.Wrapper>
  );
}

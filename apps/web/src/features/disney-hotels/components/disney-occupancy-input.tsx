import { Divider, NativeSelect, SimpleGrid, Text } from '@mantine/core';
import { normaliseChildAges, roomingLabel, ROOMING_LIMITS } from '@portal/domain/occupancy';
import { roomPlanText, type RoomPlan } from '@portal/domain/room-plans';
import { OccupancyPopover } from '@/shared/hotels/occupancy-popover';
import { RoomingCounter } from '@/shared/hotels/rooming-counter';

type Props = {
  room: RoomPlan;
  rooms: number;
  onChange: (value: { room: RoomPlan; rooms: number }) => void;
  error?: string;
  'data-path'?: string;
};

const AGES = Array.from({ length: ROOMING_LIMITS.minorAge.max + 1 }, (_, age) => ({
  value: String(age),
  label: `${age} ${age === 1 ? 'año' : 'años'}`,
}));

/**
 * spec §2, §5 occupancy popup of the Disney search: adults 1–10, minors 0–10 with an age 0–17
 * each, rooms 1–3. Disney prices every room alike (spec §3 roomCriteria), so the people are
 * asked once, per room.
 */
export function DisneyOccupancyInput({ room, rooms, onChange, error, 'data-path': dataPath }: Props) {
  const setRoom = (next: RoomPlan) => onChange({ room: next, rooms });
  const minors = room.childAges.length;
  const summary = (
    <>
      <span>{roomingLabel({ adultCount: room.adults, childCount: minors, roomCount: rooms })}</span>
      <Text component="span" display="block" size="xs" c="dimmed" fw={400}>
        Por habitación: {roomPlanText(room)}
      </Text>
    </>
  );
  return (
    <OccupancyPopover summary={summary} width={320} error={error} data-path={dataPath}>
      <RoomingCounter
        label="Habitaciones"
        hint="Todas con la misma ocupación"
        noun="habitación"
        value={rooms}
        range={ROOMING_LIMITS.rooms}
        onChange={(next) => onChange({ room, rooms: next })}
      />
      <Divider label="En cada habitación" labelPosition="left" />
      <RoomingCounter
        label="Adultos"
        hint="10 años o más"
        noun="adulto"
        value={room.adults}
        range={ROOMING_LIMITS.adults}
        onChange={(adults) => setRoom({ ...room, adults })}
      />
      <RoomingCounter
        label="Menores"
        hint="Hasta 17 años"
        noun="menor"
        value={minors}
        range={ROOMING_LIMITS.minors}
        onChange={(n) => setRoom({ ...room, childAges: normaliseChildAges(n, room.childAges) })}
      />
      {minors > 0 && (
        <SimpleGrid cols={2} spacing="xs">
          {room.childAges.map((age, i) => (
            <NativeSelect
              key={i}
              size="xs"
              label={`Edad del menor ${i + 1}`}
              data={AGES}
              value={String(age)}
              onChange={(e) => {
                const value = Number(e.currentTarget.value);
                setRoom({ ...room, childAges: room.childAges.map((a, j) => (j === i ? value : a)) });
              }}
            />
          ))}
        </SimpleGrid>
      )}
    </OccupancyPopover>
  );
}

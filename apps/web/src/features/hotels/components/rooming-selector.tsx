import { Button, Divider, Input, NativeSelect, Popover, SimpleGrid, Stack } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { normaliseChildAges, ROOMING_LIMITS, roomingLabel, type Rooming } from '@portal/domain/occupancy';
import { IconUsers } from '@tabler/icons-react';
import { RoomingCounter } from './rooming-counter';

type RoomingSelectorProps = {
  value: Rooming;
  onChange: (value: Rooming) => void;
  error?: string;
  /** the form's field path, so a failed submit can focus the button */
  'data-path'?: string;
};

const AGES = Array.from({ length: ROOMING_LIMITS.minorAge.max + 1 }, (_, age) => ({
  value: String(age),
  label: `${age} ${age === 1 ? 'año' : 'años'}`,
}));

/** spec §2, §5: 'N adultos • N menores - N habitacion/es'; adults 1–10, minors 0–10 with an age each. */
export function RoomingSelector({ value, onChange, error, 'data-path': dataPath }: RoomingSelectorProps) {
  const id = useId();
  const set = (patch: Partial<Rooming>) => onChange({ ...value, ...patch });
  const setMinors = (childCount: number) =>
    set({ childCount, childAges: normaliseChildAges(childCount, value.childAges) });
  const setAge = (index: number, age: number) =>
    set({ childAges: value.childAges.map((a, i) => (i === index ? age : a)) });

  return (
    <Input.Wrapper id={id} label="Ocupación" error={error}>
      <Popover width={320} position="bottom-start" shadow="md" trapFocus withinPortal>
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
              label: { whiteSpace: 'normal', textAlign: 'left' },
            }}
          >
            {roomingLabel(value)}
          </Button>
        </Popover.Target>
        <Popover.Dropdown aria-label="Ocupación">
          <Stack gap="sm">
            <RoomingCounter
              label="Adultos"
              hint="10 años o más"
              noun="adulto"
              value={value.adultCount}
              range={ROOMING_LIMITS.adults}
              onChange={(adultCount) => set({ adultCount })}
            />
            <RoomingCounter
              label="Menores"
              hint="Hasta 17 años"
              noun="menor"
              value={value.childCount}
              range={ROOMING_LIMITS.minors}
              onChange={setMinors}
            />
            <RoomingCounter
              label="Habitaciones"
              noun="habitación"
              value={value.roomCount}
              range={ROOMING_LIMITS.rooms}
              onChange={(roomCount) => set({ roomCount })}
            />
            {value.childCount > 0 && (
              <>
                <Divider label="Edad de cada menor" labelPosition="left" />
                <SimpleGrid cols={2} spacing="xs">
                  {normaliseChildAges(value.childCount, value.childAges).map((age, i) => (
                    <NativeSelect
                      key={i}
                      size="xs"
                      label={`Menor ${i + 1}`}
                      data={AGES}
                      value={String(age)}
                      onChange={(e) => setAge(i, Number(e.currentTarget.value))}
                    />
                  ))}
                </SimpleGrid>
              </>
            )}
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Input.Wrapper>
  );
}

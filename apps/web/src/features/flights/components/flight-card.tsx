import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArmchair, IconTicket } from '@tabler/icons-react';
import { useId } from 'react';
import { ResultCard } from '@/shared/results/card-grid';
import { adultsText, cardTotalText, seatsText, tripSeats, type TFlightTrip } from '../model/flight-trips';
import { FlightLeg } from './flight-leg';

type Props = { trip: TFlightTrip; adults: number; onBook: () => void; disabled?: boolean };

/**
 * spec §2 flight card: description, each leg with dates and times (es-AR, 12 h), class,
 * 'Total USD' times adults, seats left and 'RESERVAR VUELO'.
 */
export function FlightCard({ trip, adults, onBook, disabled }: Props) {
  const titleId = useId();
  const { ida, vuelta } = trip;
  return (
    <ResultCard article aria-labelledby={titleId} data-testid="flight-card">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={3} fz="h5" id={titleId}>
            {ida.descripcion}
          </Title>
          <Badge variant="default" tt="none" style={{ flexShrink: 0 }}>
            Clase {ida.clase}
          </Badge>
        </Group>
        <FlightLeg label="Ida" leg={ida} />
        {vuelta && <FlightLeg label="Vuelta" leg={vuelta} />}
        <Group justify="space-between" align="flex-end" mt="auto" gap="xs">
          <div>
            <Text size="xs" c="dimmed">
              Total USD
            </Text>
            <Text fw={800} fz="xl" lh={1.1}>
              {cardTotalText(trip, adults)}
            </Text>
            <Text size="xs" c="dimmed">
              {adultsText(adults)}, sin gastos
            </Text>
          </div>
          <Badge variant="default" tt="none" size="lg" leftSection={<IconArmchair size={14} aria-hidden />}>
            {seatsText(tripSeats(trip))}
          </Badge>
        </Group>
        <Button
          fullWidth
          leftSection={<IconTicket size={16} aria-hidden />}
          onClick={onBook}
          disabled={disabled}
        >
          RESERVAR VUELO
        </Button>
      </Stack>
    </ResultCard>
  );
}

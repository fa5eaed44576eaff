import { Alert, Badge, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { formatFlightDate } from '@portal/domain/dates-format';
import { IconArrowLeft, IconCalendar, IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { adultsText, flightsFoundText } from '../model/flight-trips';
import type { TCompleteFlightSearch } from '../model/search-params';

type Props = {
  count: number;
  search: TCompleteFlightSearch;
  /** 'Punta Cana (PUJ)', or the code while the destinations load */
  destination: string;
  adults: number;
  /** spec §4: the seats of the first result (and 10 at most) */
  cap: number;
  onAdultsChange: (adults: number) => void;
  back: string;
  busy: boolean;
};

/** spec §2 vuelos-result 'Vuelos Encontrados': the banner with the count and the search. */
export function FlightsBanner({
  count,
  search,
  destination,
  adults,
  cap,
  onAdultsChange,
  back,
  busy,
}: Props) {
  const options = Array.from({ length: cap + 1 }, (_, i) => String(i));
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1} fz="h2">
          Vuelos Encontrados
        </Title>
        <Button
          component={Link}
          to={back}
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          Modificar búsqueda
        </Button>
      </Group>
      <Paper withBorder radius="md" p="md" bg="var(--mantine-primary-color-light)" aria-busy={busy}>
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Text component="h2" fw={700} fz="h3" m={0} aria-live="polite">
              {flightsFoundText(count)}
            </Text>
            <Text size="sm">{destination}</Text>
            <Badge
              mt={6}
              variant="default"
              size="lg"
              tt="none"
              leftSection={<IconCalendar size={14} aria-hidden />}
            >
              Salida desde {formatFlightDate(search.salida)} · regreso hasta{' '}
              {formatFlightDate(search.regreso)}
            </Badge>
          </div>
          <Select
            label="Adultos (mayores de 10 años)"
            description={`Hasta ${cap} según los asientos del primer vuelo`}
            data={options}
            value={String(adults)}
            onChange={(value) => onAdultsChange(Number(value ?? adults))}
            allowDeselect={false}
            w={{ base: '100%', xs: 260 }}
          />
        </Group>
      </Paper>
      {search.adultos > cap && (
        <Alert variant="light" color="yellow" icon={<IconInfoCircle size={18} aria-hidden />}>
          La búsqueda pidió {adultsText(search.adultos)}, pero el primer vuelo tiene {cap} asientos: los
          totales son para {adultsText(adults)}.
        </Alert>
      )}
      {adults === 0 && (
        <Alert variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
          Elija al menos un adulto para reservar un vuelo.
        </Alert>
      )}
    </Stack>
  );
}

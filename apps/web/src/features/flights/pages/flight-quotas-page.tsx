import '../components/flights-styles';
import { Button, Group, Paper, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconPlaneOff } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { PageLoader } from '@/shared/page-loader';
import { paths } from '@/shared/paths';
import { useFlightQuotas } from '../api/get-flight-quotas';
import { QuotaCards, QuotaTable } from '../components/quota-blocks';
import { seatsText } from '../model/flight-trips';
import {
  blockUnavailable,
  groupQuotaBlocks,
  QUOTA_YEARS,
  quotaDestinations,
  readQuotaYear,
} from '../model/quota-groups';
import { useBookingCalendar } from '@/shared/forms/use-booking-calendar';

const ALL = '';

/** ours: vuelosAereos/cupos?anio=2026&destino=PUJ 'Cupos aéreos', every block per destination. */
export function FlightQuotasPage() {
  const [params, setParams] = useSearchParams();
  const { today, isAgenteAS } = useBookingCalendar();
  const wide = useMediaQuery('(min-width: 62em)');
  const anio = readQuotaYear(params.get('anio'), today);
  const destino = params.get('destino') ?? ALL;
  const query = useFlightQuotas(anio);
  const set = (next: { anio?: number; destino?: string }) =>
    setParams(
      Object.fromEntries(
        Object.entries({ anio: String(next.anio ?? anio), destino: next.destino ?? destino }).filter(
          ([, v]) => v,
        ),
      ),
      { replace: true },
    );

  const blocks = query.data ?? [];
  const groups = groupQuotaBlocks(blocks, destino || null);
  const unavailable = (block: (typeof blocks)[number]) => blockUnavailable(block, { today, isAgenteAS });
  const years = [...new Set([...QUOTA_YEARS, anio])].sort().map(String);

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} fz="h2">
            Cupos aéreos
          </Title>
          <Text c="dimmed">Bloques de asientos de la agencia con lo que queda en cada uno.</Text>
        </div>
        <Button
          component={Link}
          to={paths.flights.root.getHref()}
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          Buscar vuelos
        </Button>
      </Group>
      <Paper withBorder radius="md" p="md">
        <Group align="flex-end" gap="md">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="quota-year">
              Año
            </Text>
            <SegmentedControl
              aria-labelledby="quota-year"
              data={years}
              value={String(anio)}
              onChange={(value) => set({ anio: Number(value), destino: ALL })}
            />
          </Stack>
          <Select
            label="Destino"
            data={[{ value: ALL, label: 'Todos los destinos' }, ...quotaDestinations(blocks)]}
            value={destino}
            onChange={(value) => set({ destino: value ?? ALL })}
            allowDeselect={false}
            w={{ base: '100%', xs: 280 }}
          />
        </Group>
      </Paper>
      {query.isPending ? (
        <PageLoader />
      ) : query.isError || groups.length === 0 ? (
        <Paper withBorder radius="md" p="xl" role="status">
          <Stack align="center" gap="xs" ta="center">
            <IconPlaneOff size={34} aria-hidden />
            <Text fw={500}>
              {query.isError ? query.error.message : `No hay cupos con asientos en ${anio} para este filtro.`}
            </Text>
          </Stack>
        </Paper>
      ) : (
        groups.map((g) => (
          <Stack key={g.destino} gap="xs" component="section" aria-labelledby={`cupo-${g.destino}`}>
            <Group justify="space-between" gap="xs">
              <Title order={2} fz="h4" id={`cupo-${g.destino}`}>
                {g.destinoNombre} ({g.destino})
              </Title>
              <Text size="sm" c="dimmed">
                {g.blocks.length} salidas · {seatsText(g.asientosDisponibles)}
              </Text>
            </Group>
            {wide ? (
              <QuotaTable blocks={g.blocks} unavailable={unavailable} />
            ) : (
              <QuotaCards blocks={g.blocks} unavailable={unavailable} />
            )}
          </Stack>
        ))
      )}
    </Stack>
  );
}

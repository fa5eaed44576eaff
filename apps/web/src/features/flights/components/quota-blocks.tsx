import { Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatFlightDate } from '@portal/domain/dates-format';
import type { TFlightQuotaBlock } from '@portal/domain/flights/search-flights';
import { formatMoney, toCents } from '@portal/domain/money';
import { IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { blockSearch, flightSearchParams } from '../model/search-params';
import classes from './flights.module.css';

type Props = { blocks: TFlightQuotaBlock[]; unavailable: (block: TFlightQuotaBlock) => string | undefined };

const flightOf = (b: TFlightQuotaBlock) => `${b.aerolinea} · ${b.numeroVuelo}`;
const seatsOf = (b: TFlightQuotaBlock) => `${b.asientosDisponibles} / ${b.asientos}`;
const fareOf = (b: TFlightQuotaBlock) => formatMoney(toCents(b.tarifa), 'USD');
const datesOf = (b: TFlightQuotaBlock) =>
  `${formatFlightDate(b.fechaSalida)} al ${b.fechaRegreso ? formatFlightDate(b.fechaRegreso) : '—'}`;

/** 'Buscar' opens vuelos-result for the block's dates and destination; or why it cannot. */
function SearchBlock({ block, reason }: { block: TFlightQuotaBlock; reason?: string }) {
  if (reason)
    return (
      <Badge variant="default" tt="none">
        {reason}
      </Badge>
    );
  return (
    <Button
      component={Link}
      to={paths.flights.result.getHref(flightSearchParams(blockSearch(block)))}
      size="xs"
      variant="light"
      leftSection={<IconSearch size={14} aria-hidden />}
      aria-label={`Buscar vuelos del ${datesOf(block)} desde ${block.origen}`}
    >
      Buscar
    </Button>
  );
}

/** The blocks of one destination as a table (desktop). */
export function QuotaTable({ blocks, unavailable }: Props) {
  return (
    <div className={classes.tableWrap}>
      <Table striped highlightOnHover verticalSpacing="xs" miw={760}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Salida</Table.Th>
            <Table.Th>Regreso</Table.Th>
            <Table.Th>Noches</Table.Th>
            <Table.Th>Origen</Table.Th>
            <Table.Th>Vuelo</Table.Th>
            <Table.Th>Asientos libres / cupo</Table.Th>
            <Table.Th>Tarifa por adulto</Table.Th>
            <Table.Th>
              <VisuallyHidden>Acción</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {blocks.map((b) => (
            <Table.Tr key={`${b.comparador}-${b.fechaSalida}`}>
              <Table.Td>{formatFlightDate(b.fechaSalida)}</Table.Td>
              <Table.Td>{b.fechaRegreso ? formatFlightDate(b.fechaRegreso) : '—'}</Table.Td>
              <Table.Td>{b.noches}</Table.Td>
              <Table.Td>{b.origen}</Table.Td>
              <Table.Td>{flightOf(b)}</Table.Td>
              <Table.Td>{seatsOf(b)}</Table.Td>
              <Table.Td>{fareOf(b)}</Table.Td>
              <Table.Td>
                <SearchBlock block={b} reason={unavailable(b)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

/** The same blocks as cards (phone). */
export function QuotaCards({ blocks, unavailable }: Props) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      {blocks.map((b) => (
        <Card
          key={`${b.comparador}-${b.fechaSalida}`}
          withBorder
          radius="md"
          padding="sm"
          component="article"
        >
          <Stack gap={4}>
            <Text fw={700}>{datesOf(b)}</Text>
            <Text size="sm">
              {b.noches} noches · desde {b.origen}
            </Text>
            <Text size="sm">{flightOf(b)}</Text>
            <Text size="sm">Asientos libres / cupo: {seatsOf(b)}</Text>
            <Group justify="space-between" align="center" mt={4}>
              <Text fw={700}>
                {fareOf(b)}{' '}
                <Text span size="xs" c="dimmed" fw={400}>
                  por adulto
                </Text>
              </Text>
              <SearchBlock block={b} reason={unavailable(b)} />
            </Group>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

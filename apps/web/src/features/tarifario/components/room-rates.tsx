import { Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatDdMmYyyy } from '@portal/domain/dates-format';
import { MESSAGES } from '@portal/domain/messages';
import { asList, observationText, showOccupancyColumn } from '@portal/domain/small-rules';
import type { TTarifarioRoom } from '@portal/domain/tarifario/get-tarifario';
import { InfoButton } from '@/shared/results/card-parts';
import { money, occupancyColumns, occupancyName, periodTotal } from '../model/rates';
import classes from './tarifario.module.css';

type Props = { room: TTarifarioRoom; moneda: string; hotelName: string; onDetails: () => void };

/** A validity period; a line break, if any, falls before 'al', never inside a date. */
export function PeriodText({ desde, hasta }: { desde: string; hasta: string }) {
  return (
    <span>
      <span className={classes.date}>{formatDdMmYyyy(desde)}</span>{' '}
      <span className={classes.date}>al {formatDdMmYyyy(hasta)}</span>
    </span>
  );
}

/** An occupancy a period does not sell ('0.00') in a column another period does. */
const NotSold = () => (
  <>
    <span aria-hidden>—</span>
    <VisuallyHidden>No se vende</VisuallyHidden>
  </>
);

/**
 * A room of the rate sheet (spec §2): its validity periods with a rate per occupancy (a column
 * hidden when no period sells it), regimen and observation, and 'Detalles de la Habitación'.
 */
export function RoomRates({ room, moneda, hotelName, onDetails }: Props) {
  const columns = occupancyColumns(room);
  const periods = asList(room.tarifario);
  return (
    <Stack gap="xs" className={classes.room} component="section" aria-label={room.nombre}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <Text component="h4" fw={700} m={0}>
          {room.nombre}
        </Text>
        <InfoButton
          size="xs"
          variant="default"
          onClick={onDetails}
          aria-label={`${MESSAGES.roomDetails}: ${room.nombre} (${hotelName})`}
        >
          {MESSAGES.roomDetails}
        </InfoButton>
      </Group>
      <div className={classes.rates}>
        <Table
          className={classes.ratesTable}
          role="table"
          aria-label={`Tarifas de ${room.nombre}, por noche en ${moneda}`}
          striped
          withTableBorder
          verticalSpacing={6}
        >
          <Table.Thead role="rowgroup">
            <Table.Tr role="row">
              <Table.Th role="columnheader">Vigencia</Table.Th>
              {columns.map((c) => (
                <Table.Th key={c} role="columnheader" className={classes.amount} title={c}>
                  {occupancyName(c)}
                </Table.Th>
              ))}
              <Table.Th role="columnheader">Régimen</Table.Th>
              <Table.Th role="columnheader">Observaciones</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody role="rowgroup">
            {periods.map((p) => (
              <Table.Tr key={`${p.desde}-${p.hasta}`} role="row">
                <Table.Td role="cell" data-label="Vigencia">
                  <PeriodText desde={p.desde} hasta={p.hasta} />
                </Table.Td>
                {columns.map((c) => {
                  const total = periodTotal(p, c);
                  const sold = showOccupancyColumn(total);
                  return (
                    <Table.Td key={c} role="cell" data-label={occupancyName(c)} className={classes.amount}>
                      {sold ? (money(total, moneda) ?? MESSAGES.missingValue) : <NotSold />}
                    </Table.Td>
                  );
                })}
                <Table.Td role="cell" data-label="Régimen">
                  {room.regimen}
                </Table.Td>
                <Table.Td role="cell" data-label="Observaciones">
                  {observationText(p.observacionVigencia)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </Stack>
  );
}

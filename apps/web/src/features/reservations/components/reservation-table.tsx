import { Anchor, Table, Text } from '@mantine/core';
import type { TReservationListItem } from '@portal/domain/reservations/reservation-list';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { formatDay, MODULE_LABELS, money, serviceDates } from '../model/labels';
import { StatusBadge } from './status-badge';
import classes from './reservations.module.css';

const passengersText = (n: number) => (n > 1 ? `${n} pasajeros` : null);

/** Desktop: one row per booking; its number links to the detail and the row is clickable. */
export function ReservationTable({ items }: { items: TReservationListItem[] }) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" highlightOnHover={false}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">N°</Table.Th>
            <Table.Th scope="col">Producto</Table.Th>
            <Table.Th scope="col">Titular</Table.Th>
            <Table.Th scope="col">Servicio</Table.Th>
            <Table.Th scope="col">Estado</Table.Th>
            <Table.Th scope="col" ta="right">
              Total
            </Table.Th>
            <Table.Th scope="col">Reservada el</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((r) => (
            <Table.Tr
              key={r.id}
              data-testid="reservation-row"
              className={`${classes.row} ${classes.stretched}`}
            >
              <Table.Td>
                <Anchor
                  component={Link}
                  to={paths.myReservations.detail.getHref(r.id)}
                  className={classes.stretchedLink}
                  aria-label={`Reserva N° ${r.id}`}
                  fw={600}
                >
                  {r.id}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {r.productName}
                </Text>
                <Text size="xs" c="dimmed">
                  {MODULE_LABELS[r.module]}
                  {r.entidad ? ` · ${r.entidad}` : ''}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{r.titular}</Text>
                {passengersText(r.pasajeros) && (
                  <Text size="xs" c="dimmed">
                    {passengersText(r.pasajeros)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{serviceDates(r.checkin, r.checkout)}</Text>
              </Table.Td>
              <Table.Td>
                <StatusBadge status={r.status} />
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {money(r.total, r.currency)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDay(r.createdAt)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { TReservationListItem } from '@portal/domain/reservations/reservation-list';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { formatDay, MODULE_LABELS, money, serviceDates } from '../model/labels';
import { StatusBadge } from './status-badge';
import classes from './reservations.module.css';

/** Phone: one card per booking, the whole card opens it. */
export function ReservationCards({ items }: { items: TReservationListItem[] }) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((r) => (
        <Paper
          key={r.id}
          component="li"
          withBorder
          radius="md"
          p="sm"
          data-testid="reservation-row"
          className={`${classes.row} ${classes.stretched}`}
        >
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Anchor
                component={Link}
                to={paths.myReservations.detail.getHref(r.id)}
                className={classes.stretchedLink}
                fw={700}
              >
                Reserva N° {r.id}
              </Anchor>
              <StatusBadge status={r.status} />
            </Group>
            <Text size="sm" fw={500}>
              {r.productName}
            </Text>
            <Text size="xs" c="dimmed">
              {MODULE_LABELS[r.module]} · {serviceDates(r.checkin, r.checkout)}
            </Text>
            <Group justify="space-between" wrap="nowrap" align="flex-end">
              <Text size="sm">
                {r.titular}
                {r.pasajeros > 1 ? ` (+${r.pasajeros - 1})` : ''}
              </Text>
              <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
                {money(r.total, r.currency)}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              Reservada el {formatDay(r.createdAt)}
              {r.entidad ? ` · ${r.entidad}` : ''}
            </Text>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

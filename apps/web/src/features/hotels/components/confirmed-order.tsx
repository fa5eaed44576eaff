import { Alert, Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import type { TConfirmedHotelReservation } from '@portal/domain/hotels/reservate';
import { MESSAGES } from '@portal/domain/messages';
import { parseProviderPrice } from '@portal/domain/money-price';
import { confirmedOrderViews } from '@portal/domain/pricing/confirmed-order';
import { IconCircleCheck, IconHome } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { ConfirmedHotelCard } from './confirmed-hotel-card';

/** spec §2: 'Orden confirmada' per hotel and 'Volver al inicio'. */
export function ConfirmedOrder({ reservations }: { reservations: TConfirmedHotelReservation[] }) {
  const prices = reservations.map((r) => parseProviderPrice(r.tarifa));
  const views = confirmedOrderViews(prices);
  return (
    <Stack gap="lg">
      <Alert
        color="green"
        variant="light"
        icon={<IconCircleCheck aria-hidden />}
        title={
          <Title order={1} fz="h2">
            {MESSAGES.orderConfirmed}
          </Title>
        }
        role="status"
      >
        {MESSAGES.bookingCompletedText}
      </Alert>
      <SimpleGrid cols={{ base: 1, md: Math.min(2, reservations.length) }}>
        {reservations.map((r, i) => (
          <ConfirmedHotelCard
            key={`${r.codigoReserva}-${i}`}
            reservation={r}
            view={views[i]!}
            currency={prices[i]?.moneda ?? 'USD'}
          />
        ))}
      </SimpleGrid>
      <Group justify="center">
        <Button
          component={Link}
          to={paths.home.getHref()}
          size="md"
          leftSection={<IconHome size={18} aria-hidden />}
        >
          {MESSAGES.backHome}
        </Button>
      </Group>
    </Stack>
  );
}

import '@/shared/hotels/hotels-styles';
import { Grid, LoadingOverlay, Stack, Text, Title } from '@mantine/core';
import { agencyToday } from '@portal/domain/dates';
import type { TClientEntity } from '@portal/domain/entities/search-entities';
import type { TConfirmedHotelReservation } from '@portal/domain/hotels/reservate';
import { checkClientEntity } from '@portal/domain/passenger';
import { useEffect, useRef, useState } from 'react';
import { Navigate } from 'react-router';
import { useAuthStore } from '@/shared/auth/auth-store';
import { useCartStore } from '@/shared/cart-store';
import { focusFirstInvalid } from '@/shared/passenger-form/focus-first-invalid';
import { paths } from '@/shared/paths';
import { BookingForm } from '../components/booking-form';
import { BookingSummary } from '../components/booking-summary';
import { hideCartToast } from '../components/cart-toast';
import { ConfirmedOrder } from '../components/confirmed-order';
import { useBookHotels } from '../components/use-book-hotels';
import { useRoomPassengers } from '../components/use-room-passengers';
import { buildReservateRequest } from '../model/reservation-request';
import { useClientEntity } from '@/shared/client-entity/client-entity-store';

/** /hotelesNewReserva (spec §2, §4): cart summary, passengers per room, 'Reservar', 'Orden confirmada'. */
export function HotelBookingPage() {
  const items = useCartStore((s) => s.items);
  const destino = useCartStore((s) => s.destino);
  const removeItem = useCartStore((s) => s.removeItem);
  const user = useAuthStore((s) => s.user);
  const [today] = useState(() => agencyToday(new Date()));
  const [confirmed, setConfirmed] = useState<TConfirmedHotelReservation[] | null>(null);
  // the client the header priced the search for (issue 32, D-25): the booking starts with it
  const [entity, setEntity] = useState<TClientEntity | null>(useClientEntity());
  const pax = useRoomPassengers(items, today);
  const { book, busy, leaving } = useBookHotels((reservations) => {
    setConfirmed(reservations);
    window.scrollTo({ top: 0 });
  });
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(hideCartToast, []);

  if (confirmed) return <ConfirmedOrder reservations={confirmed} />;
  // outcome unknown: on its way to the booking's resumen (issue 29, item 4), not home
  if (leaving) return null;
  // spec §4: an empty cart on entry goes to /
  if (items.length === 0 || !user) return <Navigate to={paths.home.getHref()} replace />;

  const isAgenteAS = user.isAgenteAS;
  const entityCheck = checkClientEntity({ isAgenteAS, idEntidad: entity?.idEntidad });
  const submit = () => {
    const passengers = pax.validate();
    if (!passengers || !entityCheck.ok) return focusFirstInvalid(formRef.current);
    book(
      buildReservateRequest({
        items,
        destino: destino ?? items[0]?.destino ?? '',
        passengers,
        user,
        idEntidad: entity?.idEntidad,
      }),
    );
  };
  const remove = (index: number) => {
    pax.removeRoom(index);
    removeItem(index);
  };

  return (
    <Stack gap="lg" pos="relative">
      <LoadingOverlay
        visible={busy}
        zIndex={150}
        overlayProps={{ blur: 1 }}
        loaderProps={{ 'aria-label': 'Reservando' }}
      />
      <div>
        <Title order={1}>Reserva de alojamiento</Title>
        <Text c="dimmed">Complete los datos de los pasajeros de cada habitación.</Text>
      </div>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <BookingSummary items={items} onRemove={remove} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <BookingForm
            formRef={formRef}
            items={items}
            pax={pax}
            today={today}
            entity={entity}
            onEntity={setEntity}
            entityError={pax.submitted && !entityCheck.ok ? entityCheck.message : undefined}
            busy={busy}
            onSubmit={submit}
          />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

import { Anchor, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { hotelCategoryLabel, asList } from '@portal/domain/small-rules';
import type { TTarifarioHotel, TTarifarioRoom } from '@portal/domain/tarifario/get-tarifario';
import { IconExternalLink, IconMapPin } from '@tabler/icons-react';
import { HotelStars } from '@/shared/hotels/hotel-stars';
import { money, safeWebsite } from '../model/rates';
import { HotelImage } from './hotel-image';
import { RoomRates } from './room-rates';
import classes from './tarifario.module.css';

type Props = { hotel: TTarifarioHotel; onRoomDetails: (room: TTarifarioRoom) => void };

/** The hotel's star award, or 'Categoria no especificada' when it has none (spec §2). */
function Category({ categoria }: { categoria: number | string }) {
  const stars = Number(categoria);
  if (!Number.isFinite(stars) || stars <= 0)
    return (
      <Text size="sm" c="dimmed">
        {hotelCategoryLabel(0)}
      </Text>
    );
  return <HotelStars award={stars} />;
}

/**
 * spec §2 tarifario hotel card: image, name, stars, address, website and the cheapest rate,
 * beside (on a phone: over) the rate table of each of its rooms.
 */
export function HotelCard({ hotel, onRoomDetails }: Props) {
  const website = safeWebsite(hotel.url);
  const cheapest = money(hotel.masEconomico, hotel.moneda);
  const rooms = asList(hotel.habitaciones.habitacion);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={hotel.nombre}
      data-testid="hotel-card"
    >
      <div className={classes.hotel}>
        <Stack gap={6} className={classes.hotelSummary}>
          <HotelImage src={hotel.imagen} />
          <Title order={3} fz="h4" mt={4}>
            {hotel.nombre}
          </Title>
          <Category categoria={hotel.categoria} />
          {hotel.direccion && (
            <Text size="sm" c="dimmed">
              <IconMapPin size={14} aria-hidden style={{ verticalAlign: -2 }} /> {hotel.direccion}
            </Text>
          )}
          {website && (
            <Anchor href={website} target="_blank" rel="noopener noreferrer" size="sm">
              Sitio web del hotel <IconExternalLink size={14} aria-hidden style={{ verticalAlign: -2 }} />
              <VisuallyHidden> (se abre en otra pestaña)</VisuallyHidden>
            </Anchor>
          )}
          {cheapest && (
            <div>
              <Text size="xs" c="dimmed">
                Desde
              </Text>
              <Text fw={800} fz="xl" lh={1.1}>
                {cheapest}
              </Text>
              <Text size="xs" c="dimmed">
                Por habitación por noche ({hotel.moneda})
              </Text>
            </div>
          )}
        </Stack>
        <Stack gap="md">
          {rooms.map((room) => (
            <RoomRates
              key={room.id}
              room={room}
              moneda={hotel.moneda}
              hotelName={hotel.nombre}
              onDetails={() => onRoomDetails(room)}
            />
          ))}
        </Stack>
      </div>
    </Paper>
  );
}

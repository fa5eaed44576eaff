import { Button, Group } from '@mantine/core';
import type { TDisneyRoom } from '@portal/domain/hotels/multi-hotel-dispo';
import type { Currency } from '@portal/domain/money';
import { parseProviderPrice } from '@portal/domain/money-price';
import { hotelRoomPrice } from '@portal/domain/pricing/hotels';
import { IconTicket } from '@tabler/icons-react';
import { RegimenChip } from '@/shared/hotels/regimen-chip';
import { RoomItemFrame } from '@/shared/hotels/room-item-frame';
import { NonRefundableChip, OfferBadge, RoomStayPrice } from '@/shared/hotels/room-item-parts';
import { IconBadge, InfoButton } from '@/shared/results/card-parts';

type Props = {
  room: TDisneyRoom;
  currency: Currency;
  /** why the agent cannot book it (non-refundable rate, non-AS user) */
  disabledReason?: string;
  onPick: () => void;
  onInfo: () => void;
};

/** A room's whole-stay price: its total, or venta + iva + gasto administrativo (spec §9). */
export const disneyRoomCents = (room: Pick<TDisneyRoom, 'tarifa'>) => {
  const price = parseProviderPrice(room.tarifa);
  return price.total ?? (price.venta === undefined ? undefined : hotelRoomPrice(price));
};

/** spec §2, §5: name, rate, '¡Oferta!' (5 codes), 'Reserva no reembolsable.', price and pick. */
export function DisneyRoomItem({ room, currency, disabledReason, onPick, onInfo }: Props) {
  const cents = disneyRoomCents(room);
  const pickText = room.requiredTicket ? 'Elegir ticket' : 'Reservar';
  return (
    <RoomItemFrame name={room.name} testId="disney-room" disabledReason={disabledReason}>
      {room.rateName && <RegimenChip regimen={room.rateName} />}
      <Group gap={6}>
        <OfferBadge codigos={room.codigos} />
        {room.requiredTicket && <IconBadge icon={IconTicket}>Incluye ticket a elegir</IconBadge>}
        <NonRefundableChip room={room} />
      </Group>
      <Group justify="space-between" align="flex-end" gap="xs">
        <RoomStayPrice cents={cents} currency={currency} note="por habitación, por estadía" />
        <Group gap={6}>
          <InfoButton onClick={onInfo} aria-label={`Información de ${room.name}`}>
            Info
          </InfoButton>
          <Button
            size="sm"
            onClick={onPick}
            disabled={disabledReason !== undefined || cents === undefined}
            aria-label={`${pickText}: ${room.name}`}
          >
            {pickText}
          </Button>
        </Group>
      </Group>
    </RoomItemFrame>
  );
}

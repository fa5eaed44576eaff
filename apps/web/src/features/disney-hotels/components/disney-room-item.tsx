import { Badge, Button, Group } from '@mantine/core';
import type { TDisneyRoom } from '@portal/domain/hotels/multi-hotel-dispo';
import { MESSAGES } from '@portal/domain/messages';
import type { Currency } from '@portal/domain/money';
import { parseProviderPrice } from '@portal/domain/money-price';
import { hotelRoomPrice } from '@portal/domain/pricing/hotels';
import { isDiscountedRoom } from '@portal/domain/small-rules';
import { IconDiscount2, IconInfoCircle, IconTicket } from '@tabler/icons-react';
import classes from '@/shared/hotels/hotels.module.css';
import { RegimenChip } from '@/shared/hotels/regimen-chip';
import { RoomItemFrame } from '@/shared/hotels/room-item-frame';
import { NonRefundableChip, RoomStayPrice } from '@/shared/hotels/room-item-parts';

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
        {isDiscountedRoom(room.codigos) && (
          <Badge
            color="orange"
            variant="light"
            tt="none"
            className={classes.offer}
            leftSection={<IconDiscount2 size={12} aria-hidden />}
          >
            {MESSAGES.offer}
          </Badge>
        )}
        {room.requiredTicket && (
          <Badge variant="light" tt="none" leftSection={<IconTicket size={12} aria-hidden />}>
            Incluye ticket a elegir
          </Badge>
        )}
        <NonRefundableChip room={room} />
      </Group>
      <Group justify="space-between" align="flex-end" gap="xs">
        <RoomStayPrice cents={cents} currency={currency} note="por habitación, por estadía" />
        <Group gap={6}>
          <Button
            size="sm"
            variant="subtle"
            leftSection={<IconInfoCircle size={16} aria-hidden />}
            onClick={onInfo}
            aria-label={`Información de ${room.name}`}
          >
            Info
          </Button>
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

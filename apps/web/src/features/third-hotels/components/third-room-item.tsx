import { Button, Group, Text } from '@mantine/core';
import type { THotelRoom } from '@portal/domain/hotels/hotel-avail';
import { parseProviderPrice } from '@portal/domain/money-price';
import { hotelRoomPrice } from '@portal/domain/pricing/hotels';
import { RegimenChip } from '@/shared/hotels/regimen-chip';
import { RoomItemFrame } from '@/shared/hotels/room-item-frame';
import { NonRefundableChip, RoomPolicyButtons, RoomStayPrice } from '@/shared/hotels/room-item-parts';

type Props = {
  room: THotelRoom;
  /** 'Habitación 1: 2 adultos', the searched room this rate is for */
  searched: string;
  disabledReason?: string;
  onPick: () => void;
  onPolicies: () => void;
};

/** A third-provider rate's whole-stay price: venta + iva + gasto administrativo (spec §9). */
export const thirdRoomCents = (room: Pick<THotelRoom, 'tarifa'>) => {
  const price = parseProviderPrice(room.tarifa);
  return price.venta === undefined ? undefined : hotelRoomPrice(price);
};

/** A third-provider rate: regimen, '¡Oferta!', 'Reserva no reembolsable.', its price and Reservar. */
export function ThirdRoomItem({ room, searched, disabledReason, onPick, onPolicies }: Props) {
  const price = parseProviderPrice(room.tarifa);
  const currency = price.moneda ?? 'USD';
  const cents = thirdRoomCents(room);
  return (
    <RoomItemFrame name={room.roomName} testId="third-room" disabledReason={disabledReason}>
      <Text size="xs" c="dimmed">
        {searched}
      </Text>
      {room.regimen && <RegimenChip regimen={room.regimen} />}
      <NonRefundableChip room={room} />
      <RoomPolicyButtons
        codigos={room.codigos}
        onPolicies={onPolicies}
        policiesLabel={`Políticas de ${room.roomName}`}
      />
      <Group justify="space-between" align="flex-end" gap="xs">
        <RoomStayPrice cents={cents} currency={currency} note="por estadía, con IVA y gasto administrativo" />
        <Button
          size="sm"
          onClick={onPick}
          disabled={disabledReason !== undefined || cents === undefined}
          aria-label={`Reservar ${room.roomName}`}
        >
          Reservar
        </Button>
      </Group>
    </RoomItemFrame>
  );
}

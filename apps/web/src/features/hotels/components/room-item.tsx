import { Button, Group, Text } from '@mantine/core';
import type { THotelRoom } from '@portal/domain/hotels/hotel-avail';
import { MESSAGES } from '@portal/domain/messages';
import { formatMoney } from '@portal/domain/money';
import { parseProviderPrice } from '@portal/domain/money-price';
import { hotelRoomPrice } from '@portal/domain/pricing/hotels';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { RegimenChip } from '@/shared/hotels/regimen-chip';
import { RoomItemFrame } from '@/shared/hotels/room-item-frame';
import { NonRefundableChip, RoomPolicyButtons } from '@/shared/hotels/room-item-parts';

type RoomItemProps = {
  room: THotelRoom;
  disabled: boolean;
  /** why the buy button is disabled, when the reason is the room itself */
  disabledReason?: string;
  onAdd: () => void;
  onPolicies: () => void;
};

/** spec §2: '¡Oferta!', policies, regimen chip, 'Reserva no reembolsable.' and the buy button. */
export function RoomItem({ room, disabled, disabledReason, onAdd, onPolicies }: RoomItemProps) {
  const price = parseProviderPrice(room.tarifa);
  const currency = price.moneda ?? 'USD';
  // spec §2: the buy button shows currency and sale rate ('USD 1.863,00')
  const amount =
    price.venta === undefined
      ? MESSAGES.missingValue
      : formatMoney(price.venta, currency).replace(/^\D+/, '');
  const buyText = `${currency} ${amount}`;
  // spec §2 keeps the sale rate on the button; what the room really costs is said beside it
  const final =
    price.venta === undefined ? undefined : formatMoney(hotelRoomPrice(price), currency).replace(/^\D+/, '');
  return (
    <RoomItemFrame name={room.roomName} testId="room" disabledReason={disabledReason}>
      {room.descripcion && (
        <Text size="xs" c="dimmed">
          {room.descripcion}
        </Text>
      )}
      {room.regimen && <RegimenChip regimen={room.regimen} />}
      <NonRefundableChip room={room} />
      <Group justify="space-between" gap="xs" mt={2}>
        <RoomPolicyButtons codigos={room.codigos} onPolicies={onPolicies} />
        <Button
          size="sm"
          leftSection={<IconShoppingCartPlus size={16} aria-hidden />}
          disabled={disabled || price.venta === undefined}
          onClick={onAdd}
          aria-label={`${buyText}: agregar ${room.roomName} al carrito`}
        >
          {buyText}
        </Button>
      </Group>
      <Text size="xs" c="dimmed" ta="right">
        {MESSAGES.stayPriceNote}
        {final !== undefined && ` · con IVA y gasto administrativo: ${currency} ${final}`}
      </Text>
    </RoomItemFrame>
  );
}

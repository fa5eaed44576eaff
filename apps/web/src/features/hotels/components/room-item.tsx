import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { THotelRoom } from '@portal/domain/hotels/hotel-avail';
import { MESSAGES } from '@portal/domain/messages';
import { formatMoney } from '@portal/domain/money';
import { parseProviderPrice } from '@portal/domain/money-price';
import { hotelRoomPrice } from '@portal/domain/pricing/hotels';
import { isDiscountedRoom, isRoomNonRefundable } from '@portal/domain/small-rules';
import { IconDiscount2, IconFileDescription, IconShoppingCartPlus } from '@tabler/icons-react';
import { RegimenChip } from '@/shared/hotels/regimen-chip';
import classes from '@/shared/hotels/hotels.module.css';

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
    <Stack gap={6} className={classes.room} data-testid="room">
      <Text fw={700} size="sm">
        {room.roomName}
      </Text>
      {room.descripcion && (
        <Text size="xs" c="dimmed">
          {room.descripcion}
        </Text>
      )}
      {room.regimen && <RegimenChip regimen={room.regimen} />}
      {isRoomNonRefundable(room) && (
        <Badge color="red" variant="filled" tt="none" radius="sm" w="fit-content">
          {MESSAGES.nonRefundableChip}
        </Badge>
      )}
      <Group justify="space-between" gap="xs" mt={2}>
        <Group gap={6}>
          {isDiscountedRoom(room.codigos) && (
            <Button
              size="compact-sm"
              color="orange"
              variant="light"
              className={classes.offer}
              leftSection={<IconDiscount2 size={14} aria-hidden />}
              onClick={onPolicies}
            >
              {MESSAGES.offer}
            </Button>
          )}
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconFileDescription size={14} aria-hidden />}
            onClick={onPolicies}
          >
            Políticas
          </Button>
        </Group>
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
      {disabledReason && (
        <Text size="xs" c="dimmed" ta="right">
          {disabledReason}
        </Text>
      )}
    </Stack>
  );
}

import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { THotelRoom } from '@portal/domain/hotels/hotel-avail';
import { MESSAGES } from '@portal/domain/messages';
import { formatMoney } from '@portal/domain/money';
import { parseProviderPrice } from '@portal/domain/money-price';
import { hotelRoomPrice } from '@portal/domain/pricing/hotels';
import { isDiscountedRoom, isRoomNonRefundable } from '@portal/domain/small-rules';
import { IconDiscount2, IconFileDescription } from '@tabler/icons-react';
import classes from '@/shared/hotels/hotels.module.css';
import { RegimenChip } from '@/shared/hotels/regimen-chip';

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
    <Stack gap={6} className={classes.room} data-testid="third-room">
      <Text fw={700} size="sm">
        {room.roomName}
      </Text>
      <Text size="xs" c="dimmed">
        {searched}
      </Text>
      {room.regimen && <RegimenChip regimen={room.regimen} />}
      {isRoomNonRefundable(room) && (
        <Badge color="red" variant="filled" tt="none" radius="sm" w="fit-content">
          {MESSAGES.nonRefundableChip}
        </Badge>
      )}
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
          aria-label={`Políticas de ${room.roomName}`}
        >
          Políticas
        </Button>
      </Group>
      <Group justify="space-between" align="flex-end" gap="xs">
        <div>
          <Text fw={800} fz="lg" lh={1.1}>
            {cents === undefined ? MESSAGES.missingValue : formatMoney(cents, currency)}
          </Text>
          <Text size="xs" c="dimmed">
            por estadía, con IVA y gasto administrativo
          </Text>
        </div>
        <Button
          size="sm"
          onClick={onPick}
          disabled={disabledReason !== undefined || cents === undefined}
          aria-label={`Reservar ${room.roomName}`}
        >
          Reservar
        </Button>
      </Group>
      {disabledReason && (
        <Text size="xs" c="dimmed" ta="right">
          {disabledReason}
        </Text>
      )}
    </Stack>
  );
}

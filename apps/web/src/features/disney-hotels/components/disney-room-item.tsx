import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { TDisneyRoom } from '@portal/domain/hotels/multi-hotel-dispo';
import { MESSAGES } from '@portal/domain/messages';
import { formatMoney, type Currency } from '@portal/domain/money';
import { parseProviderPrice } from '@portal/domain/money-price';
import { hotelRoomPrice } from '@portal/domain/pricing/hotels';
import { isDiscountedRoom, isRoomNonRefundable } from '@portal/domain/small-rules';
import { IconDiscount2, IconInfoCircle, IconTicket } from '@tabler/icons-react';
import classes from '@/shared/hotels/hotels.module.css';
import { RegimenChip } from '@/shared/hotels/regimen-chip';

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
    <Stack gap={6} className={classes.room} data-testid="disney-room">
      <Text fw={700} size="sm">
        {room.name}
      </Text>
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
        {isRoomNonRefundable(room) && (
          <Badge color="red" variant="filled" tt="none" radius="sm">
            {MESSAGES.nonRefundableChip}
          </Badge>
        )}
      </Group>
      <Group justify="space-between" align="flex-end" gap="xs">
        <div>
          <Text fw={800} fz="lg" lh={1.1}>
            {cents === undefined ? MESSAGES.missingValue : formatMoney(cents, currency)}
          </Text>
          <Text size="xs" c="dimmed">
            por habitación, por estadía
          </Text>
        </div>
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
      {disabledReason && (
        <Text size="xs" c="dimmed" ta="right">
          {disabledReason}
        </Text>
      )}
    </Stack>
  );
}

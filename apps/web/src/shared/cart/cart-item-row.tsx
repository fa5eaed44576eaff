import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { formatShortDate } from '@portal/domain/dates-format';
import { nightCount } from '@portal/domain/dates';
import type { TCartItem } from '@portal/domain/hotels/cart-item';
import { MESSAGES } from '@portal/domain/messages';
import { formatMoney } from '@portal/domain/money';
import { parseProviderPrice } from '@portal/domain/money-price';
import { hotelRoomPrice } from '@portal/domain/pricing/hotels';
import { roomPlanText } from '@portal/domain/room-plans';
import { isRoomNonRefundable } from '@portal/domain/small-rules';
import { IconTrash } from '@tabler/icons-react';

type CartItemRowProps = { item: TCartItem; onRemove: () => void };

/** One cart room: hotel, room, stay, occupancy and its price (sale rate + VAT + fee, spec §9). */
export function CartItemRow({ item, onRemove }: CartItemRowProps) {
  const price = parseProviderPrice(item.data.tarifa);
  const nights = nightCount(item.checkin, item.checkout);
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm" data-testid="cart-item">
      <Stack gap={2} miw={0}>
        <Text fw={700} size="sm">
          {item.HotelName}
        </Text>
        <Text size="sm">{item.data.roomName}</Text>
        {item.data.regimen && (
          <Text size="xs" c="dimmed" lineClamp={1}>
            {item.data.regimen}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {formatShortDate(item.checkin)} – {formatShortDate(item.checkout)} · {nights}{' '}
          {nights === 1 ? 'noche' : 'noches'} ·{' '}
          {roomPlanText({ adults: item.cantAdl, childAges: item.childAges })}
        </Text>
        {isRoomNonRefundable(item.data) && (
          <Text size="xs" c="red.8" fw={600}>
            {MESSAGES.nonRefundableChip}
          </Text>
        )}
        <Text fw={700} size="sm">
          {formatMoney(hotelRoomPrice(price), price.moneda ?? 'USD')}
        </Text>
      </Stack>
      <ActionIcon
        variant="subtle"
        color="red"
        size="lg"
        onClick={onRemove}
        aria-label={`Quitar ${item.data.roomName} de ${item.HotelName}`}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

import { Badge, Button, Group } from '@mantine/core';
import { MESSAGES } from '@portal/domain/messages';
import { formatMoney, type Currency } from '@portal/domain/money';
import { isDiscountedRoom, isRoomNonRefundable } from '@portal/domain/small-rules';
import { IconDiscount2, IconFileDescription } from '@tabler/icons-react';
import classes from '@/shared/hotels/hotels.module.css';
import { IconBadge, PriceWithNote } from '@/shared/results/card-parts';

/** spec §2: 'Reserva no reembolsable.' on a room whose cancellation policy says so; nothing else. */
export function NonRefundableChip({ room }: { room: unknown }) {
  if (!isRoomNonRefundable(room)) return null;
  // fit-content: in the room's column a badge would otherwise stretch to the full width
  return (
    <Badge color="red" variant="filled" tt="none" radius="sm" w="fit-content">
      {MESSAGES.nonRefundableChip}
    </Badge>
  );
}

/** a rate's discount codes (spec §2: 5 of them make an offer) */
type Codes = readonly unknown[] | null | undefined;

/** '¡Oferta!' on a rate whose policies no button opens. */
export function OfferBadge({ codigos }: { codigos: Codes }) {
  if (!isDiscountedRoom(codigos)) return null;
  return (
    <IconBadge icon={IconDiscount2} color="orange" className={classes.offer}>
      {MESSAGES.offer}
    </IconBadge>
  );
}

type PolicyProps = {
  codigos: Codes;
  onPolicies: () => void;
  /** the accessible name of 'Políticas' when a list holds several rooms' buttons */
  policiesLabel?: string;
};

/** A provider rate's '¡Oferta!' (spec §2: 5 discount codes) and 'Políticas', both opening the policies. */
export function RoomPolicyButtons({ codigos, onPolicies, policiesLabel }: PolicyProps) {
  return (
    <Group gap={6}>
      {isDiscountedRoom(codigos) && (
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
        aria-label={policiesLabel}
      >
        Políticas
      </Button>
    </Group>
  );
}

/** A room's whole-stay price with what it includes; the missing-value text when it cannot be read. */
export function RoomStayPrice({
  cents,
  currency,
  note,
}: {
  cents?: number;
  currency: Currency;
  note: string;
}) {
  const price = cents === undefined ? MESSAGES.missingValue : formatMoney(cents, currency);
  return <PriceWithNote price={price} note={note} size="lg" />;
}

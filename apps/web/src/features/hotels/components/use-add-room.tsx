import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TCitiesZonesResponse } from '@portal/domain/catalogue/cities-zones';
import { hotelNameOf, type THotel, type THotelRoom } from '@portal/domain/hotels/hotel-avail';
import { MESSAGES } from '@portal/domain/messages';
import { isRoomNonRefundable } from '@portal/domain/small-rules';
import { useNavigate } from 'react-router';
import { useAuthStore } from '@/shared/auth/auth-store';
import { useCartStore } from '@/shared/cart-store';
import { paths } from '@/shared/paths';
import { destinationOfHotel, toCartItem } from '../model/cart-item';
import { useHotelSearchStore, type HotelSearch, type SearchKind } from '../model/search-store';
import { showAddedToast, showCartError, showContinueToast } from './cart-toast';
import classes from '@/shared/hotels/hotels.module.css';

/** spec §4 room picking: non-refundable dialog, the cart rules, the counter and the toast. */
export function useAddRoom(
  kind: SearchKind,
  search: HotelSearch | undefined,
  catalogue?: TCitiesZonesResponse,
) {
  const isAgenteAS = useAuthStore((s) => s.user?.isAgenteAS ?? false);
  const addItem = useCartStore((s) => s.addItem);
  const pickRoom = useHotelSearchStore((s) => s.pickRoom);
  const navigate = useNavigate();

  const add = (hotel: THotel, room: THotelRoom) => {
    if (!search) return;
    const destino = destinationOfHotel(hotel.hotelID, search.request, catalogue);
    const answer = addItem(toCartItem({ hotel, room, request: search.request, destino }), { isAgenteAS });
    if (!answer.ok) return showCartError(answer.message);
    pickRoom(kind, room.criterio ?? 0);
    if (answer.showContinueToast) showContinueToast(() => navigate(paths.hotels.booking.getHref()));
    else showAddedToast();
  };

  return (hotel: THotel, room: THotelRoom) => {
    if (!isRoomNonRefundable(room)) return add(hotel, room);
    modals.openConfirmModal({
      title: MESSAGES.nonRefundableRoomDialog,
      size: '90%',
      centered: true,
      closeButtonProps: { 'aria-label': MESSAGES.close },
      classNames: { content: classes.dialog, title: classes.dialogTitle },
      children: (
        <Text size="sm">
          {room.roomName} — {hotelNameOf(hotel)}. {MESSAGES.nonRefundableChip}
        </Text>
      ),
      labels: { confirm: MESSAGES.cartContinue, cancel: MESSAGES.cancel },
      confirmProps: { color: 'red' },
      onConfirm: () => add(hotel, room),
    });
  };
}

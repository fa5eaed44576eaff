import { z } from 'zod';
import { ZIdLike, ZIsoDate } from '../common/primitives';
import { ZHotelRoom } from './hotel-avail';

// spec §3 Cart item (hotels) and Cart: items and a single destination.
export const ZCartItem = z.object({
  data: ZHotelRoom,
  hotelID: ZIdLike,
  HotelName: z.string(),
  cantPaxTotal: z.number().int().min(1),
  cantAdl: z.number().int().min(1).max(10),
  cantChl: z.number().int().min(0).max(10),
  checkin: ZIsoDate,
  checkout: ZIsoDate,
  adultCount: z.number().int().min(1).max(10),
  childCount: z.number().int().min(0).max(10),
  childAges: z.array(z.number().int().min(0).max(17)),
  destino: z.string().min(1),
});
export type TCartItem = z.infer<typeof ZCartItem>;

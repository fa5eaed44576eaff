import {
  MAIN_SEARCH_FLAGS,
  makeHotelSearchFormSchema,
  ORLANDO_SEARCH,
  type THotelAvailRequestInput,
} from '@portal/domain/hotels/hotel-avail';
import { criteriaOfRooms, roomPlansOfCriteria, type RoomPlan } from '@portal/domain/room-plans';
import type { SearchKind } from './search-store';

/** The hotel search form's values, the shape the domain's makeHotelSearchFormSchema checks. */
export type SearchFormValues = {
  destino: string | null;
  stayRange: { checkin: string | null; checkout: string | null };
  /** one entry per room: adults and minors are asked per room */
  rooming: RoomPlan[];
  /** 0 = 'Mostrar todo', 1 to 5 stars (spec §2) */
  categoriaHotel: number;
};

type User = { idUser: number; idUWS: number; isAgenteAS: boolean };

/** The rules the avail route also applies (spec §5, §6); the Orlando page fixes the destination. */
export const searchFormSchema = (ctx: { today: string; isAgenteAS: boolean; kind: SearchKind }) =>
  makeHotelSearchFormSchema({ ...ctx, destinationRequired: ctx.kind === 'main' });

/** spec §3 availability request; §9: main search Omnibees + Prestige, Orlando only HBSI at 5 stars. */
export const buildAvailRequest = (
  v: SearchFormValues,
  user: User,
  kind: SearchKind,
): THotelAvailRequestInput => {
  const base = {
    stayRange: { checkin: v.stayRange.checkin ?? '', checkout: v.stayRange.checkout ?? '' },
    // one entry per distinct room; spec §9 sends minor ages [0] for a room without minors
    roomCriteriaList: criteriaOfRooms(v.rooming).map((c) => ({
      ...c,
      childAges: c.childCount > 0 ? c.childAges : [0],
      adultAges: [0],
    })),
    idUWS: user.idUWS,
    idUsuarioReservo: user.idUser,
    isAgenteAS: user.isAgenteAS,
  };
  if (kind === 'orlando')
    return {
      ...base,
      categoriaHotel: 0,
      destino: ORLANDO_SEARCH.destino,
      starQuantity: ORLANDO_SEARCH.starQuantity,
      ...ORLANDO_SEARCH.flags,
    };
  return { ...base, categoriaHotel: v.categoriaHotel, destino: v.destino ?? '', ...MAIN_SEARCH_FLAGS };
};

/** The form values of a stored search (to show it again when the page comes back). */
export const valuesOfRequest = (r: THotelAvailRequestInput): SearchFormValues => {
  return {
    destino: r.destino,
    stayRange: { checkin: r.stayRange.checkin, checkout: r.stayRange.checkout },
    rooming: roomPlansOfCriteria(r.roomCriteriaList),
    categoriaHotel: r.categoriaHotel ?? 0,
  };
};

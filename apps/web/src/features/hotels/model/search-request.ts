import { checkStayRange } from '@portal/domain/dates-calendar';
import {
  MAIN_SEARCH_FLAGS,
  ORLANDO_SEARCH,
  type THotelAvailRequestInput,
} from '@portal/domain/hotels/hotel-avail';
import { MESSAGES } from '@portal/domain/messages';
import { checkRooming, normaliseChildAges, type Rooming } from '@portal/domain/occupancy';
import type { SearchKind } from './search-store';

export type SearchFormValues = {
  destino: string | null;
  range: [string | null, string | null];
  rooming: Rooming;
  /** 0 = 'Mostrar todo', 1 to 5 stars (spec §2) */
  categoria: number;
};
export type SearchErrors = Partial<Record<'destino' | 'range' | 'rooming', string>>;

type User = { idUser: number; idUWS: number; isAgenteAS: boolean };

/** The rules the server also applies (spec §5): a destination, the booking calendar, the rooming. */
export const validateSearch = (
  v: SearchFormValues,
  ctx: { today: string; isAgenteAS: boolean; kind: SearchKind },
): SearchErrors => {
  const errors: SearchErrors = {};
  if (ctx.kind === 'main' && !v.destino) errors.destino = MESSAGES.destinationRequired;
  const [checkin, checkout] = v.range;
  if (!checkin || !checkout) errors.range = MESSAGES.requiredField;
  else {
    const stay = checkStayRange({ checkin, checkout }, ctx);
    if (!stay.ok) errors.range = stay.message;
  }
  const rooming = checkRooming(v.rooming);
  if (!rooming.ok) errors.rooming = rooming.message;
  return errors;
};

/** spec §3 availability request; §9: main search Omnibees + Prestige, Orlando only HBSI at 5 stars. */
export const buildAvailRequest = (
  v: SearchFormValues,
  user: User,
  kind: SearchKind,
): THotelAvailRequestInput => {
  const { adultCount, childCount, roomCount, childAges } = v.rooming;
  const base = {
    stayRange: { checkin: v.range[0] ?? '', checkout: v.range[1] ?? '' },
    roomCriteriaList: [
      {
        adultCount,
        childCount,
        roomCount,
        childAges: childCount > 0 ? normaliseChildAges(childCount, childAges) : [0],
        adultAges: [0],
      },
    ],
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
  return { ...base, categoriaHotel: v.categoria, destino: v.destino ?? '', ...MAIN_SEARCH_FLAGS };
};

/** The form values of a stored search (to show it again when the page comes back). */
export const valuesOfRequest = (r: THotelAvailRequestInput): SearchFormValues => {
  const c = r.roomCriteriaList[0];
  const childCount = c?.childCount ?? 0;
  return {
    destino: r.destino,
    range: [r.stayRange.checkin, r.stayRange.checkout],
    rooming: {
      adultCount: c?.adultCount ?? 2,
      childCount,
      roomCount: c?.roomCount ?? 1,
      childAges: childCount > 0 ? normaliseChildAges(childCount, c?.childAges ?? []) : [0],
    },
    categoria: r.categoriaHotel ?? 0,
  };
};

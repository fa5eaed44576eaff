import {
  breakdownToAmounts,
  buildBreakdown,
  checkClientEntity,
  checkPassenger,
  checkStayRange,
  fromCents,
  GASTO_ADMIN_CENTS,
  GASTO_RESERVA_CENTS,
  given,
  isAgenteAS,
  MESSAGES,
  parseProviderSale,
  toCents,
  type THotelResV2Request,
  type TPassenger,
} from '@portal/domain';
import type { TMarkedPrice } from '@portal/domain/commerce/markups';
import { badRequest, fromSupplier, must } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import type { CheckedThirdRate } from '../../suppliers/third-provider';
import { userMayBookFor } from '../main/entities/repo';
import { todayOf } from '../module-deps';
import type { ThirdHotelsDeps } from './deps';
import { markedRoom, type MarkedRoom } from '../markups/room-prices';
import { thirdPricer } from './third-prices';

export type PreparedThirdBooking = {
  rate: CheckedThirdRate;
  idEntidad: number | null;
  /** the room's net, markup and sale rate (D-25) */
  price: TMarkedPrice;
  /** what the row keeps: the room's breakdown and total with the booking fee */
  breakdown: Record<string, number>;
  total: string;
};

/** The room's people: as many as the rate's occupancy, adults first, then minors with their ages (spec §5). */
function checkPassengers(pax: TPassenger[], rate: CheckedThirdRate, today: string) {
  const { adults, childAges, checkin } = rate;
  if (pax.length !== adults + childAges.length) throw badRequest(MESSAGES.passengerCountMismatch);
  pax.forEach((p, j) => {
    const adult = j < adults;
    must(
      checkPassenger(p, {
        group: adult ? 'adult' : 'minor',
        form: 'hotel',
        today,
        refDate: checkin,
        minorAge: adult ? undefined : childAges[j - adults],
        isLead: j === 0,
      }),
      { path: `pasajeros.${j}` },
    );
  });
}

/**
 * One room's amounts (spec §9): sale rate + VAT + administrative fee 35, plus the booking fee
 * 35, charged once: every call books one room and is its own cart.
 */
const rowAmounts = (rate: CheckedThirdRate, sale: MarkedRoom) => {
  const b = buildBreakdown({
    tarifa: sale.ventaCents,
    iva: sale.ivaCents,
    gastoAdmin: GASTO_ADMIN_CENTS,
    gastoReserva: GASTO_RESERVA_CENTS,
  });
  return {
    breakdown: { ...breakdownToAmounts(b), alicuota: rate.taxPercent },
    total: fromCents(b.total).toFixed(2),
  };
};

/**
 * Every rule of POST hotelResV2 from the server's own data (spec §4, §5, §6, §9), before
 * anything is written: the rate re-priced by the supplier at the price the portal showed, the
 * calendar of the user, non-refundable rates for AS agents, the passengers, the client entity.
 * Throws 400 (502 when the supplier cannot be asked).
 */
export async function prepareThirdBooking(
  deps: ThirdHotelsDeps,
  user: AuthUser,
  body: THotelResV2Request,
): Promise<PreparedThirdBooking> {
  const agent = isAgenteAS(user);
  const today = todayOf(deps);
  const key = body.informacionRsrv;
  if (typeof key !== 'string' || key.length === 0 || key.length > 400)
    throw badRequest(MESSAGES.rateUnavailable);
  const rate = await fromSupplier(deps.supplier.checkRate(key), MESSAGES.hotelBookingError);
  if (!rate) throw badRequest(MESSAGES.rateUnavailable);
  if (body.hotelID !== undefined && String(body.hotelID) !== rate.hotelCode)
    throw badRequest(MESSAGES.rateMismatch);
  must(checkStayRange(rate, { today, isAgenteAS: agent }), { path: 'stayRange' });
  if (rate.nonRefundable && !agent) throw badRequest(MESSAGES.nonRefundableOnlyAS);
  checkPassengers(body.pasajeros, rate, today);
  const idEntidad = given(body.idEntidad) ?? null;
  must(checkClientEntity({ isAgenteAS: agent, idEntidad }));
  // spec §6: only AS agents book for a client entity, and only for one of theirs
  if (idEntidad !== null && (!agent || !(await userMayBookFor(deps.db, user.id, idEntidad))))
    throw badRequest(MESSAGES.clientEntityNotAllowed);
  // the sale for the booking's entity: a rate shown for another one is a changed price (D-25)
  const sale = markedRoom(await thirdPricer(deps, rate.checkin, idEntidad), {
    ventaCents: toCents(rate.net),
    ivaCents: toCents(rate.tax),
    alicuota: rate.taxPercent,
  });
  if (body.tarifa !== undefined) {
    const shown = parseProviderSale(body.tarifa);
    // more than a cent apart: the supplier re-priced the rate since the search
    if (shown === undefined || Math.abs(shown - sale.ventaCents) > 1) throw badRequest(MESSAGES.priceChanged);
  }
  return { rate, idEntidad, price: sale.price, ...rowAmounts(rate, sale) };
}

import {
  checkActivityParty,
  checkActivityRange,
  checkBookingDate,
  checkTransferRequest,
  given,
  isAgenteAS,
  MESSAGES,
  saleMaxDate,
  type Check,
  type TActivityAvailabilityRequest,
  type TTransferAvailabilityRequest,
} from '@portal/domain';
import { badRequest, fromSupplier, must } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import type { DestServicesPax } from '../../suppliers/activities';
import { SupplierError } from '../../suppliers/core';
import { todayOf } from '../module-deps';
import { activityAvailabilityOf, activityProductOf, transferAvailabilityOf } from './answers';
import type { ActivitiesDeps } from './deps';
import { markedActivityOffer, markedTransferOffer, utilityPricers } from './utility-prices';

/** GET static-data/destinations (spec §7): the provider's destinations matching the text. */
export const searchDestinations = (deps: ActivitiesDeps, keyFilter: string) =>
  fromSupplier(deps.supplier.destinations(keyFilter.trim()), MESSAGES.destinationSearchError);

/** GET actividades/static-data (spec §7): the destination's activities; none is an empty list. */
export async function activityStaticData(deps: ActivitiesDeps, destinationCode: string) {
  const list = await fromSupplier(
    deps.supplier.activities(destinationCode.trim()),
    MESSAGES.activitiesSearchError,
  );
  return { products: { staticDataResponseV2Product: list.map(activityProductOf) } };
}

/** The service date obeys the booking calendar of the user (spec §5, §6) and the sale horizon. */
export function checkServiceDate(deps: ActivitiesDeps, user: AuthUser, date: string, field: string) {
  const today = todayOf(deps);
  must(checkBookingDate(date, { today, isAgenteAS: isAgenteAS(user) }, field));
  if (date > saleMaxDate(today)) throw badRequest(MESSAGES.serviceDateBeyondHorizon);
  return today;
}

/** A search's own rules, then its service date's: nothing is asked of the provider before both pass. */
function checkSearch<R extends { fromDate: string }>(
  deps: ActivitiesDeps,
  user: AuthUser,
  req: R,
  rules: (r: R) => Check,
) {
  must(rules(req));
  checkServiceDate(deps, user, req.fromDate, 'fromDate');
}

/** Who goes: the rooming when sent; a spec-only client's paxQuantity is that many adults. */
export function activityPartyOf(
  req: Pick<TActivityAvailabilityRequest, 'paxQuantity' | 'rooming'>,
): DestServicesPax {
  const rooming = given(req.rooming);
  must(checkActivityParty(req.paxQuantity, rooming), { path: 'rooming' });
  return rooming
    ? { adults: rooming.adultCount, childAges: rooming.childAges }
    : { adults: req.paxQuantity, childAges: [] };
}

/** POST /actividades/disponibilidad (spec §7): the product's options and slots for the party, with the echoToken. */
export async function activityAvailability(
  deps: ActivitiesDeps,
  user: AuthUser,
  req: TActivityAvailabilityRequest,
  idEntidad: number | null = null,
) {
  checkSearch(deps, user, req, checkActivityRange);
  const pax = activityPartyOf(req);
  const query = { productCode: req.productCode, fromDate: req.fromDate, toDate: req.toDate, pax };
  const [avail, pricer] = await Promise.all([
    fromSupplier(deps.supplier.activityAvailability(query), MESSAGES.availabilitySearchError),
    utilityPricers(deps, 'activities', idEntidad),
  ]);
  // the agency's sale prices for the entity the quote is for (D-25)
  return activityAvailabilityOf({
    ...avail,
    offers: avail.offers.map((o) => markedActivityOffer(o, pricer)),
  });
}

/** GET traslados/locations (spec §7): airports, hotels and ports of the destination. */
export async function transferLocations(deps: ActivitiesDeps, destinationCode: string) {
  const list = await fromSupplier(
    deps.supplier.transferLocations(destinationCode.trim()),
    MESSAGES.transferSearchError,
  );
  return { locations: { staticDataResponseV2Location: list } };
}

/** The occupation of spec §7 as the provider's party: ADL are adults, CHL minors of 0-17 with their age. */
function transferPartyOf(req: TTransferAvailabilityRequest): DestServicesPax {
  const minors = req.availRequestV2Occupation.filter((o) => o.type === 'CHL');
  if (minors.some((m) => m.age > 17)) throw badRequest(MESSAGES.minorAgeRange);
  return { adults: req.availRequestV2Occupation.length - minors.length, childAges: minors.map((m) => m.age) };
}

/** POST /traslados/disponibilidad (spec §7): what the provider offers for the route, dates and party. */
export async function transferAvailability(
  deps: ActivitiesDeps,
  user: AuthUser,
  req: TTransferAvailabilityRequest,
  idEntidad: number | null = null,
) {
  checkSearch(deps, user, req, checkTransferRequest);
  const [option] = req.transferOptions;
  const oneWay = option!.type === 'ONEWAYTRIP';
  const returnTime = given(option!.destination.time);
  const query = {
    fromDate: req.fromDate,
    toDate: oneWay ? req.fromDate : req.toDate,
    pax: transferPartyOf(req),
    category: option!.type,
    originCode: option!.origin.id,
    originTime: option!.origin.time,
    destinationCode2: option!.destination.id,
    ...(oneWay || !returnTime ? {} : { returnTime }),
  };
  const avail = await fromSupplier(
    deps.supplier.transferAvailability(query).catch((err: unknown) => {
      // the provider refuses points it does not know or of two destinations: the agent's to fix
      if (err instanceof SupplierError && err.fault === 'rejected')
        throw badRequest(MESSAGES.transferLocationUnknown);
      throw err;
    }),
    MESSAGES.transferSearchError,
  );
  const pricer = await utilityPricers(deps, 'transfers', idEntidad);
  const offers = avail.offers.map(
    (o) => markedTransferOffer(o, pricer(o.concepts[0]?.date ?? req.fromDate)).offer,
  );
  return transferAvailabilityOf({ ...avail, offers });
}

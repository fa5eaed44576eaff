import {
  checkActivityDraft,
  checkPartyPassengers,
  fromCents,
  MESSAGES,
  productOrderBreakdown,
  toCents,
  given,
  type BreakdownCents,
  type TActivityBookingRequest,
  type TTransferBookingRequest,
} from '@portal/domain';
import type { TMarkedPrice } from '@portal/domain/commerce/markups';
import { AppError, badRequest, fromSupplier, must } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import type {
  DestServicesActivityConcept,
  DestServicesActivityOffer,
  DestServicesPax,
  DestServicesTransferOffer,
  HeldAvailability,
} from '../../suppliers/activities';
import { bookingEntityOf } from '../main/entities/booking-entity';
import type { ActivitiesDeps } from './deps';
import { markedTransferOffer, utilityPricers } from './utility-prices';
import { activityPartyOf, checkServiceDate } from './search-service';

// The server's re-check of an activity or transfer booking (spec §5, §6, §9), before anything
// is written: the provider is asked what the echoToken priced, and the booking must be that.

const conflict = (message: string) => new AppError(409, message);

async function heldOf<K extends HeldAvailability['kind']>(deps: ActivitiesDeps, echoToken: string, kind: K) {
  const held = await fromSupplier(deps.supplier.held(echoToken), MESSAGES.bookingSaveError);
  if (!held || held.kind !== kind) throw conflict(MESSAGES.availabilityExpired);
  return held as Extract<HeldAvailability, { kind: K }>;
}

const samePax = (a: DestServicesPax, b: DestServicesPax) =>
  a.adults === b.adults && [...a.childAges].sort().join() === [...b.childAges].sort().join();

/** The price the agent saw must be today's (amounts in cents). */
function checkShownPrice(shown: number | null | '' | undefined, price: number) {
  const tarifa = given(shown);
  if (tarifa !== undefined && toCents(tarifa) !== toCents(price))
    throw conflict(MESSAGES.utilityPriceChanged);
}

export type PreparedActivity = {
  offer: DestServicesActivityOffer;
  concept: DestServicesActivityConcept;
  slot: string;
  pax: DestServicesPax;
  breakdown: BreakdownCents;
  idEntidad: number | null;
  /** the booking's net, markup and sale before the fees (D-25) */
  price: TMarkedPrice;
};

export async function prepareActivity(
  deps: ActivitiesDeps,
  user: AuthUser,
  body: TActivityBookingRequest,
): Promise<PreparedActivity> {
  must(checkActivityDraft(body));
  const pax = activityPartyOf(body);
  const held = await heldOf(deps, body.echoToken!, 'activity');
  const offer = held.offers.find(
    (o) => o.productBookingCode === body.productBookingCode && o.productCode === body.productCode,
  );
  const concept = offer?.concepts.find((c) => c.conceptBookingCode === body.conceptBookingCode);
  const slot = body.horarioSeleccionado!;
  if (!offer || !concept || !concept.timeSlots.includes(slot)) throw conflict(MESSAGES.activityOptionUnknown);
  if (!samePax(pax, held.pax)) throw badRequest(MESSAGES.utilityPartyMismatch);
  const today = checkServiceDate(deps, user, concept.date, 'fromDate');
  must(checkPartyPassengers(body.pasajeros, pax, { today, serviceDate: concept.date }));
  const idEntidad = await bookingEntityOf(deps.db, user, body.idEntidad);
  const pricer = (await utilityPricers(deps, 'activities', idEntidad))(concept.date);
  const price = pricer.lines(
    toCents(concept.total),
    concept.detalles.map((d) => toCents(d.total)),
  );
  // a price shown for another client entity is not this one's: it changed (D-25)
  checkShownPrice(body.tarifa, fromCents(price.saleCents));
  const breakdown = productOrderBreakdown({ tarifa: price.saleCents });
  return { offer, concept, slot, pax, breakdown, idEntidad, price };
}

export type PreparedTransfer = {
  offer: DestServicesTransferOffer;
  pax: DestServicesPax;
  breakdown: BreakdownCents;
  idEntidad: number | null;
  price: TMarkedPrice;
};

export async function prepareTransfer(
  deps: ActivitiesDeps,
  user: AuthUser,
  body: TTransferBookingRequest,
): Promise<PreparedTransfer> {
  const held = await heldOf(deps, body.echoToken, 'transfer');
  const offer = held.offers.find((o) => o.productBookingCode === body.productBookingCode);
  const [first] = offer?.concepts ?? [];
  if (!offer || !first) throw conflict(MESSAGES.transferOptionUnknown);
  const { pax } = held;
  if (pax.adults !== body.adultos || pax.childAges.length !== body.menores)
    throw badRequest(MESSAGES.utilityPartyMismatch);
  if (first.date !== body.fecha) throw badRequest(MESSAGES.transferDateMismatch);
  const today = checkServiceDate(deps, user, first.date, 'fecha');
  must(checkPartyPassengers(body.pasajeros, pax, { today, serviceDate: first.date }));
  const idEntidad = await bookingEntityOf(deps.db, user, body.idEntidad);
  const pricer = (await utilityPricers(deps, 'transfers', idEntidad))(first.date);
  const { markupCents } = markedTransferOffer(offer, pricer);
  const net = toCents(offer.price);
  const price = { netCents: net, markupCents, saleCents: net + markupCents, ruleId: pricer.rule?.id ?? null };
  checkShownPrice(body.tarifa, fromCents(price.saleCents));
  const breakdown = productOrderBreakdown({ tarifa: price.saleCents });
  return { offer, pax, breakdown, idEntidad, price };
}

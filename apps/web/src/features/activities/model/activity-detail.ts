import type {
  TActivityAvailabilityResponse,
  TActivityConcept,
  TActivityOffer,
} from '@portal/domain/activities/activity-availability';
import { checkActivityBooking, checkActivityDetail } from '@portal/domain/activities/activity-draft';
import { formatDdMmYyyy } from '@portal/domain/dates-format';
import { toCents } from '@portal/domain/money';
import { productOrderBreakdown } from '@portal/domain/pricing/summary';
import type { Check } from '@portal/domain/common/check';
import type { TOrderDraftOf } from '@/shared/order-summary/order-draft-store';
import { toOrderSummary } from '@/shared/order-summary/order-summary-lines';
import type { TStoredActivity } from './activity-draft-store';
import { partySlots } from './party';

// The activity detail (/dataDisponible, spec §2, §5): its offer, the options with free time
// slots, the slot picked and the order handed to form-pax?q=activities.

/** The offer of the stored product (the provider may answer others alongside). */
export const detailOfferOf = (
  answer: TActivityAvailabilityResponse | undefined,
  productCode: string,
): TActivityOffer | undefined => {
  const offers = answer?.products.availResponseV2Product ?? [];
  return offers.find((o) => o.productCode === productCode) ?? offers[0];
};

/** The options that can be booked: a booking code and at least one free slot. */
const bookableConcepts = (offer: TActivityOffer | undefined): TActivityConcept[] =>
  offer?.concepts.filter((c) => c.conceptBookingCode && c.horarios.length > 0) ?? [];

/** spec §5: product code, concept booking code and a slot, or 'Faltan datos necesarios…'. */
export const checkDetail = (stored: TStoredActivity | null, offer: TActivityOffer | undefined): Check => {
  const [first] = bookableConcepts(offer);
  return checkActivityDetail({
    productCode: stored?.draft.productCode,
    conceptBookingCode: first?.conceptBookingCode,
    slots: bookableConcepts(offer).flatMap((c) => c.horarios),
  });
};

/** A slot picked: the option's booking code and the time, one radio value for all options. */
export type TSlotPick = { conceptBookingCode: string; horario: string };
export const slotValue = (p: TSlotPick) => `${p.conceptBookingCode}|${p.horario}`;
export const parseSlot = (value: string | null): TSlotPick | null => {
  const at = value?.lastIndexOf('|') ?? -1;
  return value && at > 0 ? { conceptBookingCode: value.slice(0, at), horario: value.slice(at + 1) } : null;
};

/** spec §5 'Reservar Ya!': a picked slot of an offered option, or 'Selecciona un horario…'. */
export const checkPick = (offer: TActivityOffer | undefined, pick: TSlotPick | null): Check => {
  const concept = bookableConcepts(offer).find((c) => c.conceptBookingCode === pick?.conceptBookingCode);
  const offered = pick && concept?.horarios.includes(pick.horario) ? pick.horario : null;
  return checkActivityBooking({ horarioSeleccionado: offered });
};

type TOrderInput = { stored: TStoredActivity; offer: TActivityOffer; pick: TSlotPick };

/**
 * spec §4 'Reservar Ya!' saves the draft (spec §3: rooming, product, dates, slot, option,
 * echoToken, tarifa = the option's price for the party) and hands it to form-pax?q=activities:
 * one passenger per person, the summary of tarifa + 35 booking fee + 35 administrative expense.
 */
export function buildActivityOrder({ stored, offer, pick }: TOrderInput): TOrderDraftOf<'activities'> {
  const concept = offer.concepts.find((c) => c.conceptBookingCode === pick.conceptBookingCode)!;
  const { rooming } = stored.draft;
  const party = { adults: rooming.adultCount, childAges: rooming.childAges };
  const summary = toOrderSummary(
    {
      title: offer.productName,
      product: `${concept.conceptName} · ${formatDdMmYyyy(concept.fecha)} a las ${pick.horario} h`,
      dates: { checkin: concept.fecha },
      adults: party.adults,
      minors: party.childAges.length,
      currency: offer.currencyCode,
    },
    productOrderBreakdown({ tarifa: toCents(concept.total) }),
  );
  return {
    q: 'activities',
    summary,
    passengers: partySlots(party),
    referenceDate: concept.fecha,
    variant: 'ticket', // the server checks the party as the ticket form does (checkPartyPassengers)
    payload: {
      ...stored.draft,
      productName: offer.productName,
      horarioSeleccionado: pick.horario,
      conceptBookingCode: concept.conceptBookingCode,
      echoToken: offer.echoToken,
      productBookingCode: offer.productBookingCode,
      tarifa: concept.total,
      currencyCode: offer.currencyCode,
    },
  };
}

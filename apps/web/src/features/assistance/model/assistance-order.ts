import type { TAssistanceQuote, TSelectedQuoteResponse } from '@portal/domain/assistance/quote-assistance';
import {
  assistanceAgeGroup,
  assistanceOrderBreakdown,
  assistanceValidity,
  type TAssistanceCategory,
} from '@portal/domain/assistance/travellers';
import { formatDdMmYyyy } from '@portal/domain/dates-format';
import { fromCents, toCents } from '@portal/domain/money';
import type { TOrderDraftOf } from '@/shared/order-summary/order-draft-store';
import { toOrderSummary } from '@/shared/order-summary/order-summary-lines';
import { destinationLabel, type TCompleteAssistanceSearch } from './search-params';

export const CATEGORY_LABELS: Record<TAssistanceCategory, string> = {
  'Por Días': 'Plan por días',
  Anuales: 'Plan anual',
};

/** '44, 41, 12 y 7 años' */
export const agesText = (ages: readonly number[]): string => {
  const list = ages.length > 1 ? `${ages.slice(0, -1).join(', ')} y ${ages.at(-1)}` : String(ages[0] ?? '');
  return `${list} ${ages.length === 1 && ages[0] === 1 ? 'año' : 'años'}`;
};

/** Adults 18 or more and minors 17 or under (spec §9), as the quote counted them. */
const countAges = (ages: readonly number[]) => {
  const adults = ages.filter((a) => assistanceAgeGroup(a) === 'adult').length;
  return { adults, minors: ages.length - adults };
};

/** The voucher needs a lead passenger of 18 or more (spec §9): a party without one cannot be booked. */
export const hasLeadAdult = (ages: readonly number[]) => countAges(ages).adults > 0;

type TChoice = {
  search: TCompleteAssistanceSearch;
  quote: TAssistanceQuote;
  accepted: TSelectedQuoteResponse;
};

/**
 * The order handed to form-pax?q=assistance once the insurer accepted the plan (spec §4): one
 * passenger per quoted age in the quote's order (adult or minor by age, each that age on the
 * departure day), the validity of the plan, and the summary of the accepted price + 35
 * booking fee + 35 administrative expense (spec §9).
 */
export function buildAssistanceDraft({ search, quote, accepted }: TChoice): TOrderDraftOf<'assistance'> {
  const breakdown = assistanceOrderBreakdown(toCents(accepted.price));
  const fechaVigencia = assistanceValidity(quote.category, search.salida, search.regreso);
  const summary = toOrderSummary(
    {
      title: `Asistencia al viajero ${quote.name}`,
      product: [
        quote.category === 'Anuales'
          ? `${CATEGORY_LABELS.Anuales} (vigencia ${formatDdMmYyyy(fechaVigencia.desde)} al ${formatDdMmYyyy(fechaVigencia.hasta)})`
          : CATEGORY_LABELS[quote.category],
        destinationLabel(search.destino),
        `Edades: ${agesText(search.edades)}`,
      ].join(' · '),
      dates: { checkin: search.salida, checkout: search.regreso }, // the trip, as the booking records it
      ...countAges(search.edades),
      currency: accepted.currency,
    },
    breakdown,
  );
  return {
    q: 'assistance',
    summary,
    passengers: search.edades.map((age) => ({ kind: assistanceAgeGroup(age), age })),
    referenceDate: search.salida,
    variant: 'ticket', // spec §5: the assistance form's documents, 9 digits adults, 8 minors
    payload: {
      idCotizacion: accepted.quoteId,
      tipoViaje: quote.category,
      fechaVigencia,
      fechaInicio: search.salida,
      edades: search.edades,
      monto: fromCents(breakdown.total),
    },
  };
}

import { z } from 'zod';
import { fail, reportCheck } from '../common/check';
import { MESSAGES } from '../messages';
import { ZAmount, ZCurrency, ZId, ZIsoDate, ZProviderPrice, given, zOptional } from '../common/primitives';
import { checkAssistancePassengers, checkAssistanceTrip } from '../occupancy';

// spec §2 Assistance search; spec §3 Assistance quote and Quote request;
// spec §7 POST cotizador/cotizaciones, POST cotizador/cotizacion-seleccionada/{quoteId}.
export const ASSISTANCE_DESTINATIONS = [
  { code: 'AFRICA', label: 'África' },
  { code: 'NORTEAMERICA', label: 'América del Norte' },
  { code: 'SUDAMERICA', label: 'América del Sur (excepto Venezuela)' },
  { code: 'ASIA', label: 'Asia' },
  { code: 'BRASIL', label: 'Brasil' },
  { code: 'CENTROAMERICA', label: 'Centroamérica y Caribe' },
  { code: 'CUBA', label: 'Cuba' },
  { code: 'EUROPA', label: 'Europa' },
  { code: 'MUNDIAL', label: 'Mundial' },
  { code: 'OCEANIA', label: 'Oceanía' },
  { code: 'NACIONAL', label: 'Territorio Nacional' },
  { code: 'VENEZUELA', label: 'Venezuela' },
] as const;
export const ZAssistanceDestination = z.enum(
  ASSISTANCE_DESTINATIONS.map((d) => d.code) as [
    (typeof ASSISTANCE_DESTINATIONS)[number]['code'],
    ...(typeof ASSISTANCE_DESTINATIONS)[number]['code'][],
  ],
);

const ZAge = z.number().int().min(0, MESSAGES.assistanceAgeRange).max(99, MESSAGES.assistanceAgeRange);
const MAX_PAX = 10;
// edadN past cantidadPasajeros may arrive null or '' from a client built from the spec
const ZAgeField = zOptional(ZAge);

/** The request carries edad1..edadN, one per passenger (spec §3). */
export const ZAssistanceQuoteRequest = z
  .object({
    cantidadPasajeros: z
      .number()
      .int()
      .min(1, MESSAGES.assistancePassengersRange)
      .max(MAX_PAX, MESSAGES.assistancePassengersRange),
    destino: ZAssistanceDestination,
    fechaInicio: ZIsoDate,
    fechaFin: ZIsoDate,
    idUsuarioReservo: ZId,
    edad1: ZAgeField,
    edad2: ZAgeField,
    edad3: ZAgeField,
    edad4: ZAgeField,
    edad5: ZAgeField,
    edad6: ZAgeField,
    edad7: ZAgeField,
    edad8: ZAgeField,
    edad9: ZAgeField,
    edad10: ZAgeField,
  })
  .superRefine((r, ctx) => {
    reportCheck(ctx, checkAssistancePassengers(assistanceAges(r), r.cantidadPasajeros));
    if (extraAgeGiven(r)) reportCheck(ctx, fail('assistanceAgesCount', 'edades'));
    reportCheck(ctx, checkAssistanceTrip(r));
  });
export type TAssistanceQuoteRequest = z.infer<typeof ZAssistanceQuoteRequest>;

/** The ages edad1..edadN of a request, in order (undefined where missing). */
export const assistanceAges = (r: { cantidadPasajeros: number }): (number | undefined)[] =>
  Array.from({ length: r.cantidadPasajeros }, (_, i) => {
    const v = (r as Record<string, unknown>)[`edad${i + 1}`];
    return typeof v === 'number' ? v : undefined;
  });

/** An edadK given past cantidadPasajeros: the ages and the count disagree. */
const extraAgeGiven = (r: Record<string, unknown> & { cantidadPasajeros: number }) =>
  Array.from({ length: MAX_PAX }, (_, i) => i + 1)
    .filter((k) => k > r.cantidadPasajeros)
    .some((k) => given(r[`edad${k}`] as number | null | '' | undefined) !== undefined);

/** Builds edad1..edadN from a list of ages. */
export const toEdadFields = (ages: readonly number[]): Partial<Record<`edad${number}`, number>> =>
  Object.fromEntries(ages.slice(0, MAX_PAX).map((a, i) => [`edad${i + 1}`, a]));

export const ZAssistanceCategory = z.enum(['Anuales', 'Por Días']);
export const ZAssistanceInclude = z.object({
  name: z.string(),
  nameToShow: z.string(),
  currency: ZCurrency,
  price: ZAmount,
});
export type TAssistanceInclude = z.infer<typeof ZAssistanceInclude>;
export const ZAssistanceQuote = z.object({
  category: ZAssistanceCategory,
  currency: ZCurrency,
  id: z.string(),
  includes: z.array(ZAssistanceInclude),
  name: z.string(),
  price: ZAmount, // for all passengers of the request
  tarifa: ZProviderPrice.optional(),
  // ours, optional: the insurer's plan code, each trip's longest stay (annual plans), when
  // the quote stops being valid, and the price of each passenger in the order of their ages
  planCode: z.string().optional(),
  maxTripDays: z.number().int().positive().optional(),
  expiresAt: z.string().optional(),
  pricePerPassenger: z.array(ZAmount).optional(),
});
export type TAssistanceQuote = z.infer<typeof ZAssistanceQuote>;
export const ZAssistanceQuotesResponse = z.array(ZAssistanceQuote);

/** Annual plans are offered only when the trip is 30 days or shorter (spec §9); shown in their own group. */
export const groupAssistanceQuotes = (quotes: readonly TAssistanceQuote[], tripDays: number) => ({
  porDias: quotes.filter((q) => q.category === 'Por Días'),
  anuales: tripDays <= 30 ? quotes.filter((q) => q.category === 'Anuales') : [],
});

export const ZSelectedQuoteParams = z.object({ quoteId: z.string().min(1).max(120) });
/** The plan accepted by the insurer, at the price it will charge; refusals answer 400/409 with a message. */
export const ZSelectedQuoteResponse = z.object({
  accepted: z.literal(true),
  quoteId: z.string(),
  price: ZAmount,
  currency: ZCurrency,
  expiresAt: z.string(),
});
export type TSelectedQuoteResponse = z.infer<typeof ZSelectedQuoteResponse>;

import { AVAILABILITY_STATUS, MEAL_PLANS, TAX_CODES } from '@portal/domain/supplier-wire/ota/codes';
import { SupplierError } from '../../core';
import { SUPPLIER_IDS, SUPPLIER_LABELS, type PriceParts, type RateKey } from '../types';
import { textOf, type TRatePlan, type TRoomRate, type TRoomStay } from './answers';
import type { OtaKey } from './exchange';
import { encodeRateKey } from '@portal/domain/supplier-wire/hotel-token';

// An OTA RoomStay read into spec §3's hotel and rooms, in the spelling and key order each
// supplier wrote them in before OTA (apps/sandbox/src/hotels/shapes.ts), so the portal sees
// the same objects; docs/ota-hotels.md maps the fields.

const SHAPES = {
  OMNIBEES: { sale: 'VENTA', penalty: (text: string): unknown => ({ Description: text }), code: 'OMB' },
  HBSI: { sale: 'venta', penalty: (text: string): unknown => [{ text }], code: 'HBS' },
} as const;

/** '432.80' → 43280, on the digits (no binary fraction on the way). */
const centsOf = (amount: string) => {
  const [units = '0', decimals = ''] = amount.split('.');
  return Number(units) * 100 + Number(decimals.padEnd(2, '0'));
};

const priceOf = (total: TRoomRate['Total']): PriceParts => {
  const taxes = total.Taxes?.Tax ?? [];
  const tax = (code: string) => taxes.find((t) => t['@_Code'] === code);
  const cents = (code: string) => centsOf(tax(code)?.['@_Amount'] ?? '0');
  return {
    venta: centsOf(total['@_AmountBeforeTax']),
    iva: cents(TAX_CODES.iva),
    alicuota: Number(tax(TAX_CODES.iva)?.['@_Percent'] ?? 0),
    gastoAdministrativo: cents(TAX_CODES.gastoAdministrativo),
    resolucion4815: cents(TAX_CODES.resolucion4815),
    impuestoPais: cents(TAX_CODES.impuestoPais),
    total: centsOf(total['@_AmountAfterTax']),
    moneda: total['@_CurrencyCode'],
  };
};

const tarifaOf = (key: OtaKey, p: PriceParts) => ({
  [SHAPES[key].sale]: p.venta / 100,
  IVA: p.iva / 100,
  TOTAL: p.total / 100,
  alicuota: p.alicuota,
  gastoAdministrativo: p.gastoAdministrativo / 100,
  resolucion4815: p.resolucion4815 / 100,
  ImpuestoPais: p.impuestoPais / 100,
  moneda: p.moneda,
});

const regimenOf = (plan: TRatePlan) => {
  const described = textOf(plan.RatePlanDescription);
  if (described) return described;
  const codes = (plan.MealsIncluded?.['@_MealPlanCodes'] ?? '').split(/\s+/);
  const known = codes.find((c): c is keyof typeof MEAL_PLANS => c in MEAL_PLANS);
  return known ? MEAL_PLANS[known] : '';
};

const policyOf = (key: OtaKey, plan: TRatePlan) => {
  const penalties = plan.CancelPenalties?.CancelPenalty ?? [];
  const nonRefundable = penalties.some(
    (p) => p['@_NonRefundable'] === 'true' || p['@_NonRefundable'] === '1',
  );
  const text = penalties
    .flatMap((p) => (p.PenaltyDescription ?? []).map(textOf))
    .filter(Boolean)
    .join(' ');
  return { nonRefundable, penaltyDescription: SHAPES[key].penalty(text) };
};

/** The stay asked for and the party of each RoomStayCandidate, by RPH - 1. */
export type Asked = {
  checkin: string;
  checkout: string;
  nights: string[];
  parties: readonly { adults: number; childAges: readonly number[] }[];
};

/** One rate of a RoomStay: what the portal is shown, and what only we use. */
export type ReadRate = {
  /** informacionRsrv */
  token: string;
  key: RateKey;
  criterion: number;
  allotment: number[];
  onRequest: boolean;
  nonRefundable: boolean;
  roomName: string;
  regimen: string;
  rateName: string;
  price: PriceParts;
  shown: Record<string, unknown>;
};

/** A RoomRate naming a room type, rate plan or candidate the answer lacks is not an answer we can read. */
const named = <T>(key: OtaKey, found: T | undefined, what: string): T => {
  if (found === undefined)
    throw new SupplierError(SUPPLIER_LABELS[key], 'unavailable', `RoomRate of no ${what}`);
  return found;
};

export function rateOf(key: OtaKey, stay: TRoomStay, rate: TRoomRate, asked: Asked): ReadRate {
  const roomCode = rate['@_RoomTypeCode'];
  const rateCode = rate['@_RatePlanCode'];
  const room = named(
    key,
    stay.RoomTypes.RoomType.find((r) => r['@_RoomTypeCode'] === roomCode),
    'RoomType',
  );
  const plan = named(
    key,
    stay.RatePlans.RatePlan.find((p) => p['@_RatePlanCode'] === rateCode),
    'RatePlan',
  );
  const criterion = Number(rate['@_RoomStayCandidateRPH']) - 1;
  const party = named(key, asked.parties[criterion], 'RoomStayCandidate');
  const hotelId = stay.BasicPropertyInfo['@_HotelCode'];
  const rateKey: RateKey = {
    supplier: key,
    hotelId,
    roomCode,
    rateCode,
    checkin: asked.checkin,
    checkout: asked.checkout,
    adults: party.adults,
    childAges: [...party.childAges],
  };
  const price = priceOf(rate.Total);
  const token = encodeRateKey(rateKey);
  const promotion = plan['@_PromotionCode'];
  const policy = policyOf(key, plan);
  const read = {
    roomName: room.RoomDescription['@_Name'],
    regimen: regimenOf(plan),
    rateName: plan['@_RatePlanName'],
  };
  return {
    token,
    key: rateKey,
    criterion,
    allotment: rate.Rates.Rate.map((r) => Number(r['@_NumberOfUnits'])),
    onRequest: rate['@_AvailabilityStatus'] === AVAILABILITY_STATUS.onRequest,
    ...read,
    nonRefundable: policy.nonRefundable,
    price,
    shown: {
      roomName: read.roomName,
      descripcion: textOf(room.RoomDescription),
      regimen: read.regimen,
      rateName: read.rateName,
      tarifa: tarifaOf(key, price),
      proveedor: SUPPLIER_IDS[key],
      informacionRsrv: token,
      politicaCancelacion: policy,
      codigos: [SHAPES[key].code, hotelId, roomCode, rateCode, ...(promotion ? [promotion] : [])],
      cantAdl: party.adults,
      cantChl: party.childAges.length,
      noches: asked.nights.length,
      criterio: criterion,
    },
  };
}

/** The hotel as shown: its name in the supplier's spelling first, as before. */
export const hotelShownOf = (stay: TRoomStay) => {
  const info = stay.BasicPropertyInfo;
  const lines = info.Address?.AddressLine;
  const image = stay.TPA_Extensions?.HotelImage?.['@_URL'];
  const award = info.Award?.['@_Rating'];
  return {
    HotelName: info['@_HotelName'],
    hotelID: info['@_HotelCode'],
    ...(lines ? { direccion: lines.map((l) => l['#text'].trim()).join(', ') } : {}),
    ...(image !== undefined ? { imgURL: image } : {}),
    ...(award !== undefined ? { award: Number(award) } : {}),
  };
};

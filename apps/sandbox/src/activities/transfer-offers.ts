import { headcount } from './pax';
import type { HeldProduct } from './tokens';
import type { Leg, TransferPlan } from './transfer-legs';

// DESTSERVICES' transfer tariff (README "The destination-services provider"): a shared
// shuttle priced per person (minors 2-11 half, infants free), private vehicles priced per
// vehicle; each leg max(minimum, base + per km × road km). A vehicle is offered only when
// the whole party (infants too) fits in it.

type Vehicle = {
  code: string;
  kind: 'SHUTTLE' | 'SEDAN' | 'VAN' | 'SUV';
  name: string;
  description: string;
  privado: boolean;
  maxPax: number;
  luggagePerPax: number;
  /** in cents: per adult (shuttle) or per vehicle, each leg */
  baseCents: number;
  perKmCents: number;
  minCents: number;
};

export const VEHICLES: readonly Vehicle[] = [
  {
    code: 'TRF-SHU',
    kind: 'SHUTTLE',
    name: 'Traslado compartido en shuttle',
    description: 'Minibús compartido con otros pasajeros; puede parar en otros hoteles de la zona.',
    privado: false,
    maxPax: 10,
    luggagePerPax: 1,
    baseCents: 1000,
    perKmCents: 40,
    minCents: 1800,
  },
  {
    code: 'TRF-SED',
    kind: 'SEDAN',
    name: 'Traslado privado en sedán (hasta 3 pasajeros)',
    description: 'Auto sedán con chofer solo para el grupo, directo al destino.',
    privado: true,
    maxPax: 3,
    luggagePerPax: 2,
    baseCents: 3500,
    perKmCents: 150,
    minCents: 5500,
  },
  {
    code: 'TRF-VAN',
    kind: 'VAN',
    name: 'Traslado privado en van (hasta 7 pasajeros)',
    description: 'Van con chofer solo para el grupo, con lugar para el equipaje de todos.',
    privado: true,
    maxPax: 7,
    luggagePerPax: 2,
    baseCents: 4500,
    perKmCents: 200,
    minCents: 7500,
  },
  {
    code: 'TRF-SUV',
    kind: 'SUV',
    name: 'Traslado privado de lujo en SUV (hasta 5 pasajeros)',
    description: 'SUV de lujo con chofer bilingüe, agua y wifi a bordo.',
    privado: true,
    maxPax: 5,
    luggagePerPax: 2,
    baseCents: 7000,
    perKmCents: 300,
    minCents: 12000,
  },
];

const usd = (cents: number) => cents / 100;
const legCents = (v: Vehicle, km: number) => Math.max(v.minCents, v.baseCents + v.perKmCents * km);
const compact = (date: string) => date.replaceAll('-', '');

/** A leg's price lines: per person on the shuttle, one line for a private vehicle. */
function priceLeg(v: Vehicle, leg: Leg, plan: TransferPlan) {
  const unit = legCents(v, leg.km);
  const n = headcount(plan.pax);
  if (v.privado)
    return { detalles: [{ detailName: `Vehículo privado, ${n} pasajeros`, total: usd(unit) }], cents: unit };
  const ages = plan.pax.childAges;
  const adults = plan.pax.adults + ages.filter((a) => a >= 12).length;
  const minors = ages.filter((a) => a >= 2 && a <= 11).length;
  const infants = ages.filter((a) => a < 2).length;
  const minorCents = Math.round(unit / 2);
  const detalles = [{ detailName: `Adultos x ${adults}`, total: usd(unit * adults) }];
  if (minors > 0) detalles.push({ detailName: `Menores x ${minors}`, total: usd(minorCents * minors) });
  if (infants > 0) detalles.push({ detailName: `Infantes x ${infants} (sin cargo)`, total: 0 });
  const lowest = minors > 0 ? minorCents : unit;
  return { detalles, cents: unit * adults + minorCents * minors, lowest };
}

const LABEL = { ARRIVAL: 'Llegada', DEPARTURE: 'Salida', POINT_TO_POINT: 'Traslado' } as const;

function fullContent(v: Vehicle, meetAndGreet: boolean) {
  const seats = v.privado ? `hasta ${v.maxPax} pasajeros` : 'asientos compartidos';
  const parts = [
    `${v.privado ? 'Vehículo privado con chofer' : 'Minibús compartido con aire acondicionado'}, ${seats}.`,
    `${v.luggagePerPax} ${v.luggagePerPax === 1 ? 'maleta' : 'maletas'} por pasajero y un bolso de mano.`,
    meetAndGreet ? 'Recepción con cartel a la salida del aeropuerto (meet & greet).' : '',
    v.privado
      ? 'Espera de hasta 60 minutos tras el aterrizaje. Peajes incluidos.'
      : 'Espera de hasta 30 minutos.',
  ];
  return parts.filter(Boolean).join(' ');
}

/** Every vehicle that fits the party, priced for each leg, as the availability answers and the token holds it. */
export function transferOffers(plan: TransferPlan, bookingCode: (v: Vehicle) => string): HeldProduct[] {
  const n = headcount(plan.pax);
  return VEHICLES.filter((v) => n <= v.maxPax).map((v) => {
    const meetAndGreet = v.privado && plan.legs.some((l) => l.from.type === 'AIRPORT');
    const contents = fullContent(v, meetAndGreet);
    const legs = plan.legs.map((leg) => {
      const priced = priceLeg(v, leg, plan);
      const conceptBookingCode = `${v.code}-${leg.key}-${compact(leg.date)}`;
      const held = { conceptBookingCode, date: leg.date, totalCents: priced.cents };
      const wire = {
        conceptName: `${LABEL[leg.direction]}: ${leg.from.name} → ${leg.to.name}`,
        conceptDescription: `${leg.km} km aproximados`,
        conceptBookingCode,
        conceptDate: leg.date,
        detalles: priced.detalles,
        total: usd(priced.cents),
        transfer: {
          direction: leg.direction,
          pickUpTime: leg.pickUpTime,
          from: leg.from.code,
          to: leg.to.code,
          distanceKm: leg.km,
        },
        contents: { fullContent: contents },
      };
      return { held, wire, lowest: priced.lowest };
    });
    const totalCents = legs.reduce((s, l) => s + l.held.totalCents, 0);
    const lowest = v.privado ? Math.round(totalCents / n) : legs.reduce((s, l) => s + l.lowest!, 0);
    const productBookingCode = bookingCode(v);
    const wire = {
      productCode: v.code,
      productName: v.name,
      productDescription: v.description,
      productCategory: plan.category,
      productImage: `/media/transfers/${v.kind.toLowerCase()}.svg`,
      productDays: plan.legs.length,
      productBookingCode,
      currencyCode: 'USD',
      price: usd(totalCents),
      priceFrom: usd(lowest),
      contents,
      transferInfo: {
        vehicleType: v.kind,
        privateService: v.privado,
        meetAndGreet,
        luggagePerPax: v.luggagePerPax,
        maxPax: v.maxPax,
      },
      concepts: legs.map((l) => l.wire),
    };
    return {
      productBookingCode,
      productCode: v.code,
      productName: v.name,
      concepts: legs.map((l) => l.held),
      wire,
    };
  });
}

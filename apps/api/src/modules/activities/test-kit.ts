import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  addDays,
  addYears,
  type TActivityAvailabilityResponse,
  type TActivityProduct,
  type TPassengerInput,
  type TTransferAvailabilityResponse,
  type TTransferProduct,
} from '@portal/domain';
import { reservations } from '../../db/schema';
import type { Headers, TestHandle } from '../../test/app';
import { testToday } from '../../test/clock';

// Factories of the activities and transfers suites: a party, its passengers, the searches and
// the bookings the portal sends, on dates relative to the agency's today.

let keys = 0;
export const newUtilityKey = () => `test-util-key-${Date.now().toString(36)}-${++keys}`;

/** 20 days ahead: on every user's booking calendar (non-AS agents need 9). */
export const serviceDay = (ahead = 20) => addDays(testToday(), ahead);

export type Party = { adults: number; childAges: number[] };
export const FAMILY: Party = { adults: 2, childAges: [7] };

const NAMES = ['Lucía', 'Martín', 'Sofía', 'Tomás', 'Diego', 'Ana', 'Juan', 'Paula'];

/** One passenger per person, adults first, each `age` on `date` (born 40 days before that birthday). */
export const passengersOf = (party: Party, date: string): TPassengerInput[] =>
  [...Array<number>(party.adults).fill(40), ...party.childAges].map((age, i) => ({
    nombres: NAMES[i % NAMES.length]!,
    apellidos: 'Gómez',
    dni: String((i < party.adults ? 30_000_000 : 50_000_000) + i),
    nacionalidad: 'Argentina',
    nacimiento: addDays(addYears(date, -age), -40),
    edad: age,
    tipoDoc: 'DNI',
  }));

const roomingOf = (p: Party) => ({
  adultCount: p.adults,
  childCount: p.childAges.length,
  childAges: p.childAges,
});

export const transferSearch = (o: {
  from: string;
  to: string;
  date?: string;
  back?: string;
  party?: Party;
  type?: 'ONEWAYTRIP' | 'TWOWAY';
}) => {
  const party = o.party ?? FAMILY;
  const date = o.date ?? serviceDay();
  const type = o.type ?? (o.back ? 'TWOWAY' : 'ONEWAYTRIP');
  return {
    fromDate: date,
    toDate: o.back ?? date,
    availRequestV2Occupation: [
      ...Array.from({ length: party.adults }, () => ({ type: 'ADL', age: 40 })),
      ...party.childAges.map((age) => ({ type: 'CHL', age })),
    ],
    transferOptions: [
      {
        type,
        origin: { id: o.from, time: '10:56' },
        destination: { id: o.to, ...(type === 'TWOWAY' ? { time: '18:30' } : {}) },
      },
    ],
  };
};

export const utilitiesKit = (t: TestHandle) => {
  const get = (url: string, headers: Headers = t.vendedor) =>
    t.app.inject({ method: 'GET', url: `/api/utilities${url}`, headers });
  const post = (url: string, payload: unknown, headers: Headers = t.vendedor) =>
    t.app.inject({ method: 'POST', url: `/api/utilities${url}`, headers, payload: payload as object });
  const ok = <T>(res: { statusCode: number; body: string; json: () => unknown }) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const activities = async (destinationCode: string) =>
    ok<{ products: { staticDataResponseV2Product: TActivityProduct[] } }>(
      await get(`/actividades/static-data?destinationCode=${destinationCode}`),
    ).products.staticDataResponseV2Product;
  /** The destination's first activity that runs on `date`. */
  const activityOn = async (destinationCode: string, date: string) => {
    const found = (await activities(destinationCode)).find((a) => a.availableDates.includes(date));
    if (!found) throw new Error(`no ${destinationCode} activity on ${date}`);
    return found;
  };
  const searchActivity = (productCode: string, date: string, party: Party = FAMILY, headers?: Headers) =>
    post(
      '/actividades/disponibilidad',
      {
        productCode,
        paxQuantity: party.adults + party.childAges.length,
        fromDate: date,
        toDate: date,
        rooming: roomingOf(party),
      },
      headers,
    );
  const activityOffer = async (productCode: string, date: string, party: Party = FAMILY) => {
    const answer = ok<TActivityAvailabilityResponse>(await searchActivity(productCode, date, party));
    const offer = answer.products.availResponseV2Product[0]!;
    const concept = offer.concepts.find((c) => c.horarios.length > 0)!;
    return { answer, offer, concept, slot: concept.horarios[0]! };
  };
  type Offer = Awaited<ReturnType<typeof activityOffer>>;
  const activityBooking = (o: Offer, party: Party = FAMILY, over: Record<string, unknown> = {}) => ({
    rooming: roomingOf(party),
    productCode: o.offer.productCode,
    paxQuantity: party.adults + party.childAges.length,
    fromDate: o.concept.fecha,
    toDate: o.concept.fecha,
    horarioSeleccionado: o.slot,
    conceptBookingCode: o.concept.conceptBookingCode,
    provider: 'DESTSERVICES',
    echoToken: o.answer.echoToken,
    productBookingCode: o.offer.productBookingCode,
    productName: o.offer.productName,
    tarifa: o.concept.total,
    currencyCode: o.offer.currencyCode,
    pasajeros: passengersOf(party, o.concept.fecha),
    ...over,
  });
  const book = (
    path: 'actividades' | 'traslados',
    body: unknown,
    o: { headers?: Headers; key?: string } = {},
  ) =>
    post(`/${path}/reservar`, body, {
      ...(o.headers ?? t.vendedor),
      'idempotency-key': o.key ?? newUtilityKey(),
    });
  const transferOffers = async (body: unknown) =>
    ok<TTransferAvailabilityResponse>(await post('/traslados/disponibilidad', body));
  const transferBooking = (
    answer: TTransferAvailabilityResponse,
    product: TTransferProduct,
    party: Party = FAMILY,
    over: Record<string, unknown> = {},
  ) => ({
    fecha: product.concepts[0]!.fecha,
    adultos: party.adults,
    menores: party.childAges.length,
    name: product.productName,
    currency: product.currencyCode,
    tarifa: product.price,
    echoToken: answer.echoToken,
    productBookingCode: product.productBookingCode,
    pasajeros: passengersOf(party, product.concepts[0]!.fecha),
    ...over,
  });
  const rows = (module: 'activities' | 'transfers') =>
    t.db.select().from(reservations).where(eq(reservations.module, module));
  return {
    get,
    post,
    activities,
    activityOn,
    searchActivity,
    activityOffer,
    activityBooking,
    book,
    transferOffers,
    transferBooking,
    rows,
  };
};

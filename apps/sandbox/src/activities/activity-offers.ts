import { addDays, type IsoDate } from '@portal/domain';
import { HORIZON_DAYS, runsOn, type Activity, type Concept } from './catalogue';
import type { Pax } from './pax';
import type { HeldProduct } from './tokens';

// An activity priced for a party over a range of dates: its concepts on each date it runs,
// with the departures that still have a place for everyone (README "The destination-services
// provider": the tariff and the places).

/** Minors are the activity's child ages; younger go free and take no place; older pay as adults. */
export function partyOf(a: Activity, pax: Pax) {
  const minors = pax.childAges.filter((age) => age >= a.minChildAge && age <= a.maxChildAge).length;
  const infants = pax.childAges.filter((age) => age < a.minChildAge).length;
  const adults = pax.adults + pax.childAges.length - minors - infants;
  return { adults, minors, infants, places: adults + minors };
}
export type Party = ReturnType<typeof partyOf>;

const usd = (cents: number) => cents / 100;

/** The price lines of a concept for the party, in whole cents. */
export function priceConcept(c: Concept, p: Party) {
  const detalles = [{ detailName: `Adultos x ${p.adults}`, total: usd(c.adultCents * p.adults) }];
  if (p.minors > 0)
    detalles.push({ detailName: `Menores x ${p.minors}`, total: usd(c.minorCents * p.minors) });
  if (p.infants > 0) detalles.push({ detailName: `Infantes x ${p.infants} (sin cargo)`, total: 0 });
  return { detalles, totalCents: c.adultCents * p.adults + c.minorCents * p.minors };
}

/** The places confirmed bookings took on each departure of each date, in memory. */
export function createSlotBook() {
  const taken = new Map<string, number>();
  const key = (code: string, date: string, time: string) => `${code}|${date}|${time}`;
  const add = (code: string, date: string, time: string, n: number) => {
    const k = key(code, date, time);
    taken.set(k, Math.max(0, (taken.get(k) ?? 0) + n));
  };
  return {
    left: (a: Activity, date: string, time: string) =>
      (a.capacity[time] ?? 0) - (taken.get(key(a.code, date, time)) ?? 0),
    take: (code: string, date: string, time: string, n: number) => add(code, date, time, n),
    give: (code: string, date: string, time: string, n: number) => add(code, date, time, -n),
  };
}
export type SlotBook = ReturnType<typeof createSlotBook>;

export const conceptBookingCode = (a: Activity, c: Concept, date: IsoDate) =>
  `${a.code}-${c.code}-${date.replaceAll('-', '')}`;

export type ActivityQuery = { fromDate: IsoDate; toDate: IsoDate; pax: Pax; today: IsoDate };

/** The product priced for the party between the dates, as the availability answers and the token holds it. */
export function activityOffer(a: Activity, q: ActivityQuery, slots: SlotBook, productBookingCode: string) {
  const party = partyOf(a, q.pax);
  const last = addDays(q.today, HORIZON_DAYS - 1);
  const dates: IsoDate[] = [];
  for (let d = q.fromDate > q.today ? q.fromDate : q.today; d <= q.toDate && d <= last; d = addDays(d, 1))
    if (runsOn(a, d)) dates.push(d);
  const concepts = dates.flatMap((date) =>
    a.priced.flatMap((c) => {
      const sessions = c.slots
        .map((time) => ({ time, placesLeft: slots.left(a, date, time) }))
        .filter((s) => s.placesLeft >= party.places);
      if (sessions.length === 0) return [];
      const { detalles, totalCents } = priceConcept(c, party);
      const code = conceptBookingCode(a, c, date);
      return [
        {
          held: { conceptBookingCode: code, date, totalCents, slots: c.slots },
          wire: {
            conceptName: c.name,
            conceptDescription: `Salidas: ${c.slots.join(', ')}. Menores de ${a.minChildAge} a ${a.maxChildAge} años; menores de ${a.minChildAge} sin cargo.`,
            conceptBookingCode: code,
            conceptDate: date,
            detalles,
            total: usd(totalCents),
            sessions,
          },
        },
      ];
    }),
  );
  const totals = a.priced.map((c) => priceConcept(c, party).totalCents);
  const wire = {
    productCode: a.code,
    productName: a.name,
    productDescription: a.text,
    productDays: a.productDays,
    productLanguages: a.languages,
    productImage: `/media/activities/${a.image}.svg`,
    productBookingCode,
    currencyCode: 'USD',
    price: usd(Math.min(...totals)),
    priceFrom: usd(Math.min(...a.priced.map((c) => c.adultCents))),
    concepts: concepts.map((c) => c.wire),
  };
  const held: HeldProduct = {
    productBookingCode,
    productCode: a.code,
    productName: a.name,
    concepts: concepts.map((c) => c.held),
    wire,
  };
  return held;
}

import { addDays, type IsoDate } from '@portal/domain';
import type { Pax } from './pax';
import { DOMESTIC_AIRPORTS, distanceKm, placeOf, type Place } from './places';

// The legs of a transfer and when the driver picks the party up (README "The
// destination-services provider"): from an airport or port 30 minutes after the arrival; to an
// airport 3 hours before the flight (2 for the domestic ones), to a port 3 hours before sailing;
// elsewhere at the time asked. A pickup before midnight is on the day before.

export type TransferRequest = {
  category: 'ONEWAYTRIP' | 'TWOWAY';
  destinationCode?: string;
  fromDate: IsoDate;
  toDate: IsoDate;
  origin: string;
  originTime: string;
  destination: string;
  returnTime?: string;
  pax: Pax;
};

export type Leg = {
  key: 'OUT' | 'RET';
  from: Place;
  to: Place;
  /** the road distance the tariff charges: the straight line × 1.3, whole km */
  km: number;
  direction: 'ARRIVAL' | 'DEPARTURE' | 'POINT_TO_POINT';
  date: IsoDate;
  pickUpTime: string;
};

export type TransferPlan = { category: TransferRequest['category']; pax: Pax; legs: Leg[] };
export type PlanRefusal = { refused: string; message: string };

const isArrivalPoint = (p: Place) => p.type === 'AIRPORT' || p.type === 'PORT';
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmm = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

export const roadKm = (a: Place, b: Place) => Math.max(1, Math.round(distanceKm(a, b) * 1.3));

export function pickUp(from: Place, to: Place, date: IsoDate, time: string) {
  let offset = 0;
  if (isArrivalPoint(from)) offset = 30;
  else if (to.type === 'AIRPORT') offset = DOMESTIC_AIRPORTS.has(to.code) ? -120 : -180;
  else if (to.type === 'PORT') offset = -180;
  const m = minutes(time) + offset;
  const shift = m < 0 ? -1 : m >= 24 * 60 ? 1 : 0;
  return { date: addDays(date, shift), pickUpTime: hhmm(m - shift * 24 * 60) };
}

const leg = (key: Leg['key'], from: Place, to: Place, date: IsoDate, time: string): Leg => ({
  key,
  from,
  to,
  km: roadKm(from, to),
  direction: isArrivalPoint(from) ? 'ARRIVAL' : isArrivalPoint(to) ? 'DEPARTURE' : 'POINT_TO_POINT',
  ...pickUp(from, to, date, time),
});

const refusal = (refused: string, message: string): PlanRefusal => ({ refused, message });

/** The legs of the transfer, or why the provider refuses the request (a 400). */
export function planTransfer(r: TransferRequest, today: IsoDate): TransferPlan | PlanRefusal {
  const from = placeOf(r.origin);
  const to = placeOf(r.destination);
  const point = (p: Place | undefined) => p && p.type !== 'MEETING_POINT';
  if (!point(from) || !point(to))
    return refusal('UNKNOWN_LOCATION', `Unknown transfer location ${point(from) ? r.destination : r.origin}`);
  if (from!.code === to!.code) return refusal('SAME_LOCATION', 'Origin and destination are the same place');
  if (from!.destination !== to!.destination)
    return refusal('DIFFERENT_DESTINATIONS', 'Origin and destination must be in the same destination');
  if (r.destinationCode && r.destinationCode.toUpperCase() !== from!.destination)
    return refusal('LOCATION_NOT_IN_DESTINATION', `The locations are not in ${r.destinationCode}`);
  if (r.fromDate < today) return refusal('DATE_IN_THE_PAST', 'fromDate is in the past');
  if (r.category === 'ONEWAYTRIP')
    return { category: r.category, pax: r.pax, legs: [leg('OUT', from!, to!, r.fromDate, r.originTime)] };
  if (!r.returnTime) return refusal('RETURN_TIME_REQUIRED', 'A TWOWAY transfer needs the return time');
  if (r.toDate < r.fromDate) return refusal('RETURN_BEFORE_ARRIVAL', 'toDate is before fromDate');
  const legs = [
    leg('OUT', from!, to!, r.fromDate, r.originTime),
    leg('RET', to!, from!, r.toDate, r.returnTime),
  ];
  return { category: r.category, pax: r.pax, legs };
}

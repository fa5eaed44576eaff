import { officeOpenAt } from '@portal/domain';
import { COUNTRY_NAMES, HOURS, OFFICE_ROWS, type OfficeRow } from './offices-data';

// The offices one brand rents from, found by code or keyword, and their opening hours in the
// brand's own spelling (one entry per day name, or Closed).
export type CarBrand = 'AVIS' | 'BUDGET';
export type Office = OfficeRow & { countryName: string; openingHours: readonly string[] };

const letter = (brand: CarBrand) => (brand === 'AVIS' ? 'A' : 'B');

export const officesOf = (brand: CarBrand): Office[] =>
  OFFICE_ROWS.filter((r) => r.brands.includes(letter(brand))).map((r) => ({
    ...r,
    countryName: COUNTRY_NAMES[r.country] ?? r.country,
    openingHours: HOURS[r.hours],
  }));

export const officeOf = (brand: CarBrand, code: string): Office | undefined =>
  officesOf(brand).find((o) => o.code === code.toUpperCase());

/** Lower case without accents: 'Cancún' is found as 'cancun'. */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Offices whose code, name, city, country code or country name contain the keyword. */
export function searchOffices(brand: CarBrand, keyword: string): Office[] {
  const k = fold(keyword.trim());
  if (k.length === 0) return [];
  return officesOf(brand).filter((o) =>
    [o.code, o.name, o.city, o.country, o.countryName].some((field) => fold(field).includes(k)),
  );
}

export const isOpen = (office: Office, date: string, time: string) =>
  officeOpenAt(office.openingHours, date, time);

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** An office as the brand writes it. */
export const wireOffice = (o: Office) => ({
  LocationCode: o.code,
  LocationName: o.name,
  City: o.city,
  CountryCode: o.country,
  CountryName: o.countryName,
  Address: o.address,
  IsAirport: o.airport,
  OpeningHours: o.openingHours.map((h, i) => {
    if (h === 'Cerrado') return { DayOfWeek: DAYS[i]!, Closed: true };
    const [Open, Close] = h.split('-') as [string, string];
    return { DayOfWeek: DAYS[i]!, Closed: false, Open, Close };
  }),
});

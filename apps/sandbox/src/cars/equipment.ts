import { COUNTRY_LEVEL } from './fleet';
import { winterInAndes, type PricedRental } from './rental';

// Extras a brand rents with a car, priced per unit and day in USD by the office's country;
// snow chains only at the mountain offices in the southern winter (June to September).

type Extra = { type: string; code: string; description: string; perDayUsd: number };

const EXTRAS: readonly Extra[] = [
  { type: '8', code: 'CSI', description: 'Silla de bebé (hasta 4 años)', perDayUsd: 14 },
  { type: '9', code: 'BST', description: 'Elevador infantil (4 a 8 años)', perDayUsd: 11 },
  { type: '13', code: 'NVS', description: 'GPS con mapas locales', perDayUsd: 16 },
  { type: '46', code: 'ADD', description: 'Conductor adicional', perDayUsd: 13 },
];
const SNOW_CHAINS: Extra = { type: '10', code: 'SNW', description: 'Cadenas para nieve', perDayUsd: 9 };

export type PricedExtra = Extra & { cents: number };

export function extrasOf(r: Pick<PricedRental, 'from' | 'pickupDate' | 'brand'>): PricedExtra[] {
  const level = (COUNTRY_LEVEL[r.from.country] ?? 1) * (r.brand === 'AVIS' ? 1 : 0.9);
  const offered = winterInAndes(r.from, r.pickupDate) ? [...EXTRAS, SNOW_CHAINS] : EXTRAS;
  return offered.map((e) => ({ ...e, cents: Math.round(e.perDayUsd * level * 100) }));
}

import type { TCarBrand } from '@portal/domain/cars/locations';
import type { TVehicle } from '@portal/domain/cars/search-availability';

// Results filters (brand, category, transmission) and the price sort, ascending by default.
// A car's price is its cheapest rate's total.

type TCarSort = 'asc' | 'desc';
export type TCarFilters = {
  brand: TCarBrand | null;
  /** the ACRISS category letter (first letter of codigoCategoria) */
  category: string | null;
  transmission: TVehicle['transmision'] | null;
  sort: TCarSort;
};
export const DEFAULT_CAR_FILTERS: TCarFilters = {
  brand: null,
  category: null,
  transmission: null,
  sort: 'asc',
};

// ACRISS first letter (vehicle category)
const CATEGORY_NAMES: Record<string, string> = {
  M: 'Mini',
  N: 'Mini Elite',
  E: 'Económico',
  H: 'Económico Elite',
  C: 'Compacto',
  D: 'Compacto Elite',
  I: 'Intermedio',
  J: 'Intermedio Elite',
  S: 'Estándar',
  R: 'Estándar Elite',
  F: 'Grande',
  G: 'Grande Elite',
  P: 'Premium',
  U: 'Premium Elite',
  L: 'Lujo',
  W: 'Lujo Elite',
  O: 'Oversize',
  X: 'Especial',
};

export const categoryLetter = (v: Pick<TVehicle, 'codigoCategoria'>) =>
  v.codigoCategoria.charAt(0).toUpperCase();
export const categoryName = (letter: string) => CATEGORY_NAMES[letter] ?? letter;

const cheapestRate = (v: Pick<TVehicle, 'tarifas'>): number =>
  v.tarifas.reduce((min, r) => Math.min(min, r.tarifa), Number.POSITIVE_INFINITY);

/** The categories present, in ACRISS order, as select options. */
export const categoryOptions = (vehicles: readonly TVehicle[]) => {
  const order = Object.keys(CATEGORY_NAMES);
  const letters = [...new Set(vehicles.map(categoryLetter))];
  letters.sort((a, b) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99));
  return letters.map((value) => ({ value, label: categoryName(value) }));
};

export const filterCars = (vehicles: readonly TVehicle[], f: TCarFilters): TVehicle[] => {
  const kept = vehicles.filter(
    (v) =>
      v.tarifas.length > 0 &&
      (f.brand === null || v.brand === f.brand) &&
      (f.category === null || categoryLetter(v) === f.category) &&
      (f.transmission === null || v.transmision === f.transmission),
  );
  const sign = f.sort === 'asc' ? 1 : -1;
  return kept.sort((a, b) => sign * (cheapestRate(a) - cheapestRate(b)));
};

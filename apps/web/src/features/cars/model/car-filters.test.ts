import { describe, expect, it } from 'vitest';
import { categoryOptions, DEFAULT_CAR_FILTERS, filterCars } from './car-filters';
import { rate, vehicle } from './test-data';

const corolla = vehicle({ tarifas: [rate({ tarifa: 450.5 }), rate({ codigoTarifa: 'RT2', tarifa: 520 })] });
const spark = vehicle({
  brand: 'BUDGET',
  codigoCategoria: 'ECMR',
  nombreVehiculo: 'Chevrolet Spark',
  transmision: 'Manual',
  tarifas: [rate({ tarifa: 210 })],
});
const tahoe = vehicle({
  codigoCategoria: 'FFAR',
  nombreVehiculo: 'Chevrolet Tahoe',
  tarifas: [rate({ tarifa: 990 })],
});
const noRates = vehicle({ nombreVehiculo: 'Sin tarifas', tarifas: [] });
const all = [tahoe, corolla, noRates, spark];
const names = (list: { nombreVehiculo: string }[]) => list.map((v) => v.nombreVehiculo);

describe('car results filters', () => {
  it('sorts by the cheapest rate, ascending by default; cars without rates are left out', () => {
    expect(names(filterCars(all, DEFAULT_CAR_FILTERS))).toEqual([
      'Chevrolet Spark',
      'Toyota Corolla',
      'Chevrolet Tahoe',
    ]);
    expect(names(filterCars(all, { ...DEFAULT_CAR_FILTERS, sort: 'desc' }))).toEqual([
      'Chevrolet Tahoe',
      'Toyota Corolla',
      'Chevrolet Spark',
    ]);
  });

  it('filters by brand, ACRISS category and transmission', () => {
    expect(names(filterCars(all, { ...DEFAULT_CAR_FILTERS, brand: 'BUDGET' }))).toEqual(['Chevrolet Spark']);
    expect(names(filterCars(all, { ...DEFAULT_CAR_FILTERS, category: 'F' }))).toEqual(['Chevrolet Tahoe']);
    expect(names(filterCars(all, { ...DEFAULT_CAR_FILTERS, transmission: 'Automática' }))).toEqual([
      'Toyota Corolla',
      'Chevrolet Tahoe',
    ]);
  });

  it('offers the categories present in ACRISS order', () => {
    expect(categoryOptions(all)).toEqual([
      { value: 'E', label: 'Económico' },
      { value: 'C', label: 'Compacto' },
      { value: 'F', label: 'Grande' },
    ]);
  });
});

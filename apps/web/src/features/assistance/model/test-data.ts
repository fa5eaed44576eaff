import type { TAssistanceInclude, TAssistanceQuote } from '@portal/domain/assistance/quote-assistance';
import { addDays, agencyToday } from '@portal/domain/dates';
import type { TCompleteAssistanceSearch } from './search-params';

// Small factories for the assistance tests; dates relative to today (docs/conventions.md "Tests").
export const inDays = (days: number) => addDays(agencyToday(new Date()), days);

const cover = (name: string, nameToShow: string, price: number): TAssistanceInclude => ({
  name,
  nameToShow,
  currency: 'USD',
  price,
});
const MEDICAL = (cap: number) => cover('MED', 'Asistencia médica por accidente o enfermedad', cap);
const COVERS = [
  MEDICAL(60000),
  cover('DENT', 'Odontología de urgencia', 500),
  cover('DRUG', 'Medicamentos', 1000),
  cover('BAG', 'Pérdida de equipaje', 1200),
];

export const quote = (o: Partial<TAssistanceQuote> = {}): TAssistanceQuote => ({
  category: 'Por Días',
  currency: 'USD',
  id: 'UAQ-60',
  includes: COVERS,
  name: 'UA 60',
  price: 412.8,
  planCode: 'UA60',
  ...o,
});

export const annual = (o: Partial<TAssistanceQuote> = {}): TAssistanceQuote =>
  quote({
    category: 'Anuales',
    id: 'UAQ-A150',
    name: 'UA Anual 150',
    price: 1400,
    planCode: 'UAA150',
    maxTripDays: 30,
    includes: [MEDICAL(150000), cover('CANX', 'Cancelación de viaje', 1500)],
    ...o,
  });

/** A family of 4 (44, 41, 12, 7) to Europe for 15 days, 40 days from now. */
export const search = (o: Partial<TCompleteAssistanceSearch> = {}): TCompleteAssistanceSearch => ({
  pasajeros: 4,
  destino: 'EUROPA',
  salida: inDays(40),
  regreso: inDays(54),
  edades: [44, 41, 12, 7],
  ...o,
});

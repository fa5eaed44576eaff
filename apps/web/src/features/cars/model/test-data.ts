import type { TCarLocation } from '@portal/domain/cars/locations';
import type { TCarRate, TVehicle } from '@portal/domain/cars/search-availability';
import { addDays, agencyToday } from '@portal/domain/dates';
import type { TCompleteCarSearch } from './search-params';

// Small factories for the car tests; dates relative to today (docs/conventions.md "Tests").
export const inDays = (days: number) => addDays(agencyToday(new Date()), days);

export const location = (o: Partial<TCarLocation> = {}): TCarLocation => ({
  codigoLocalizacion: 'MIA',
  nombreLugar: 'Aeropuerto Internacional de Miami',
  pais: 'Estados Unidos',
  ciudad: 'Miami',
  direccion: '2100 NW 42nd Ave',
  codigoPais: 'US',
  esAeropuerto: true,
  horariosDisponibles: Array.from({ length: 7 }, () => '06:00-23:00'),
  brand: 'AVIS',
  ...o,
});

export const rate = (o: Partial<TCarRate> = {}): TCarRate => ({
  codigoTarifa: 'RT1',
  nombreTarifa: 'Tarifa Básica',
  tarifa: 450.5,
  moneda: 'USD',
  rentalDays: 3,
  rateDistance: { ilimitado: true },
  pricedCoverages: [{ coverageCode: 'CDW' }, { coverageCode: 'TPL' }],
  vehicleCharges: [
    { descripcion: 'Impuestos', moneda: 'USD', monto: 40, incluidoEnTarifa: true, purpose: 'TAX' },
    {
      descripcion: 'Cargo de aeropuerto',
      moneda: 'USD',
      monto: 25,
      incluidoEnTarifa: false,
      purpose: 'AIRPORT',
    },
  ],
  ...o,
});

export const vehicle = (o: Partial<TVehicle> = {}): TVehicle => ({
  brand: 'AVIS',
  codigoGrupo: 'B',
  codigoCategoria: 'CCAR',
  nombreVehiculo: 'Toyota Corolla',
  modelo: 'Toyota Corolla o similar',
  imgUrl: '/media/cars/corolla.png',
  asientos: 5,
  aireAcond: true,
  puertas: 4,
  transmision: 'Automática',
  tarifas: [rate()],
  inclusionTarifa: ['Kilometraje ilimitado'],
  specialEquipment: [
    {
      equipmentId: 'E1',
      equipmentGDSCode: 'CSI',
      equipmentDescription: 'Silla para niños',
      moneda: 'USD',
      monto: 12,
    },
    { equipmentId: 'E2', equipmentGDSCode: 'GPS', equipmentDescription: 'GPS', moneda: 'USD', monto: 9.99 },
  ],
  ...o,
});

/** Pick-up in 20 days at 10:00, return 3 days later at 10:00: 3 rental days. */
export const search = (o: Partial<TCompleteCarSearch> = {}): TCompleteCarSearch => ({
  brand: 'AVIS',
  oficinaIn: 'MIA',
  lugarIn: 'Aeropuerto Internacional de Miami — Miami, Estados Unidos',
  paisIn: 'US',
  oficinaOut: 'MIA',
  lugarOut: 'Aeropuerto Internacional de Miami — Miami, Estados Unidos',
  checkin: inDays(20),
  horaIn: '10:00',
  checkout: inDays(23),
  horaOut: '10:00',
  edad: 30,
  residencia: 'AR',
  ...o,
});

import type {
  TActivityAvailabilityResponse,
  TActivityOffer,
} from '@portal/domain/activities/activity-availability';
import type { TActivityLocation, TActivityProduct } from '@portal/domain/activities/static-data';
import { addDays, agencyToday } from '@portal/domain/dates';
import type { TTransferProduct } from '@portal/domain/transfers/transfer-availability';

// Small factories of the utilities service's answers, dates relative to today.
export const inDays = (n: number) => addDays(agencyToday(new Date()), n);

export const product = (over: Partial<TActivityProduct> = {}): TActivityProduct => ({
  serviceTypeCode: 'ACT',
  serviceTypeName: 'Actividad',
  productCode: 'MCO-KSC01',
  productName: 'Kennedy Space Center',
  productTypeCode: 'PARK',
  productTypeName: 'Parque temático',
  destinationCode: 'MCO',
  productDays: 1,
  productPassengersType: 'ALL',
  availabilityType: 'DAILY',
  availableDates: [],
  sectors: [],
  productDescription: 'Un día en el centro espacial.',
  languages: ['Español', 'Inglés'],
  productImage: '/media/activities/ksc.jpg',
  ...over,
});

export const offer = (over: Partial<TActivityOffer> = {}): TActivityOffer => ({
  productCode: 'MCO-KSC01',
  productName: 'Kennedy Space Center',
  productDescription: 'Un día en el centro espacial.',
  productDays: 1,
  languages: ['Español', 'Inglés'],
  productImage: '/media/activities/ksc.jpg',
  price: 180,
  currencyCode: 'USD',
  tarifa: 75,
  productBookingCode: 'PB-1',
  echoToken: 'ECHO-1',
  concepts: [
    {
      conceptName: 'Entrada general',
      conceptBookingCode: 'C-GEN',
      fecha: inDays(20),
      detalles: [
        { detailName: '2 adultos', total: 150 },
        { detailName: '1 menor', total: 30 },
      ],
      total: 180,
      horarios: ['09:00', '09:30'],
    },
    {
      conceptName: 'Con almuerzo',
      conceptBookingCode: 'C-LUN',
      fecha: inDays(20),
      detalles: [{ detailName: '3 personas', total: 240 }],
      total: 240,
      horarios: ['11:00'],
    },
  ],
  ...over,
});

export const location = (over: Partial<TActivityLocation> = {}): TActivityLocation => ({
  locationCode: 'CUN',
  location: 'Aeropuerto Internacional de Cancún',
  locationType: 'AIRPORT',
  destinationCode: 'CUN',
  ...over,
});

export const availability = (
  offers: TActivityOffer[] = [offer()],
  locations = [location()],
): TActivityAvailabilityResponse => ({
  locations: { staticDataResponseV2Location: locations },
  products: { availResponseV2Product: offers },
  echoToken: offers.length ? 'ECHO-1' : '',
});

export const transferProduct = (over: Partial<TTransferProduct> = {}): TTransferProduct => ({
  productCode: 'TR-VAN',
  productName: 'Traslado privado en van',
  productDescription: 'Van con aire acondicionado.',
  productCategory: 'TWOWAY',
  productImage: '/media/transfers/van.jpg',
  price: 120,
  currencyCode: 'USD',
  tarifa: 40,
  productBookingCode: 'TPB-1',
  echoToken: 'TECHO-1',
  concepts: [
    {
      conceptName: 'Llegada',
      conceptBookingCode: 'L1',
      fecha: inDays(30),
      detalles: [{ detailName: '3 pasajeros', total: 60 }],
      total: 60,
      transfer: { pickUpTime: '11:26' },
      contents: { fullContent: 'Espera de 60 minutos.' },
    },
    {
      conceptName: 'Salida',
      conceptBookingCode: 'S1',
      fecha: inDays(37),
      detalles: [{ detailName: '3 pasajeros', total: 60 }],
      total: 60,
      transfer: { pickUpTime: '12:00' },
    },
  ],
  privado: true,
  meetAndGreet: true,
  maletasPorPasajero: 2,
  maxPasajeros: 7,
  ...over,
});

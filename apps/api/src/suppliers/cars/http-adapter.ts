import type { TCarBrand, TCarLocation, TCarRate, TVehicle } from '@portal/domain';
import { bookingStateOf, cancelByCode } from '../booking-calls';
import { SupplierError } from '../core';
import type { SupplierHttp } from '../http';
import type { CarBooking, CarBookingState, CarRateKey, CarRentalQuery, CarSupplier } from './types';

// ---- the brands' own spelling (OTA-like English), read here and nowhere else
type WireDay = { DayOfWeek: string; Closed: boolean; Open?: string; Close?: string };
type WireLocation = {
  LocationCode: string;
  LocationName: string;
  City: string;
  CountryCode: string;
  CountryName: string;
  Address: string;
  IsAirport: boolean;
  OpeningHours: WireDay[];
};
type WireFee = {
  Description: string;
  Amount: number;
  CurrencyCode: 'USD';
  IncludedInRate: boolean;
  Purpose: string;
};
type WireRate = {
  RateQualifier: { RateCode: string; RateName: string };
  RentalDays: number;
  Distance: { Unlimited: boolean };
  Coverages: { Code: 'TPL' | 'CDW'; Description: string }[];
  Fees: WireFee[];
  TotalCharge: { RateTotalAmount: number; CurrencyCode: 'USD' };
};
type WireCar = {
  VehicleCategory: string;
  VehicleGroup: string;
  VehMakeModel: { Name: string; OrSimilar: boolean };
  PassengerQuantity: number;
  DoorCount: number;
  AirConditionInd: boolean;
  TransmissionType: 'Automatic' | 'Manual';
  PictureURL: string;
  Inclusions: string[];
  Rates: WireRate[];
  Equipment: { EquipType: string; Code: string; Description: string; Amount: number; CurrencyCode: 'USD' }[];
};
type WireBooking = {
  ConfirmationId: string;
  TotalCharge: { EstimatedTotalAmount: number; CurrencyCode: 'USD' };
};
type WireError = { ErrorCode?: string; ErrorMessage?: string; error?: string; message?: string };

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const locationOf = (brand: TCarBrand, l: WireLocation): TCarLocation => ({
  codigoLocalizacion: l.LocationCode,
  nombreLugar: l.LocationName,
  pais: l.CountryName,
  ciudad: l.City,
  direccion: l.Address,
  codigoPais: l.CountryCode,
  esAeropuerto: l.IsAirport,
  // spec §3: Sunday first, whatever order the brand lists its days in
  horariosDisponibles: DAYS.map((name) => {
    const day = l.OpeningHours.find((d) => d.DayOfWeek === name);
    return !day || day.Closed ? 'Cerrado' : `${day.Open}-${day.Close}`;
  }),
  brand,
});

const rateOf = (r: WireRate): TCarRate => ({
  codigoTarifa: r.RateQualifier.RateCode,
  nombreTarifa: r.RateQualifier.RateName,
  tarifa: r.TotalCharge.RateTotalAmount,
  moneda: r.TotalCharge.CurrencyCode,
  rentalDays: r.RentalDays,
  rateDistance: { ilimitado: r.Distance.Unlimited },
  pricedCoverages: r.Coverages.map((c) => ({ coverageCode: c.Code, descripcion: c.Description })),
  vehicleCharges: r.Fees.map((f) => ({
    descripcion: f.Description,
    moneda: f.CurrencyCode,
    monto: f.Amount,
    incluidoEnTarifa: f.IncludedInRate,
    purpose: f.Purpose,
  })),
});

const vehicleOf = (brand: TCarBrand, c: WireCar): TVehicle => ({
  brand,
  codigoGrupo: c.VehicleGroup,
  codigoCategoria: c.VehicleCategory,
  nombreVehiculo: c.VehMakeModel.Name,
  modelo: c.VehMakeModel.OrSimilar ? `${c.VehMakeModel.Name} o similar` : c.VehMakeModel.Name,
  imgUrl: c.PictureURL,
  asientos: c.PassengerQuantity,
  aireAcond: c.AirConditionInd,
  puertas: c.DoorCount,
  transmision: c.TransmissionType === 'Manual' ? 'Manual' : 'Automática',
  tarifas: c.Rates.map(rateOf),
  inclusionTarifa: c.Inclusions,
  specialEquipment: c.Equipment.map((e) => ({
    equipmentId: e.EquipType,
    equipmentGDSCode: e.Code,
    equipmentDescription: e.Description,
    moneda: e.CurrencyCode,
    monto: e.Amount,
  })),
});

/** The rental as the brand's calls name it (its rate key with category and plan). */
const rentalCore = (q: CarRentalQuery) => ({
  PickUpLocation: q.pickup,
  PickUpDateTime: `${q.pickupDate}T${q.pickupTime}`,
  ReturnLocation: q.dropoff,
  ReturnDateTime: `${q.returnDate}T${q.returnTime}`,
  DriverAge: q.driverAge,
  CountryOfResidence: q.residence,
});
const rateRef = (k: CarRateKey) => ({
  ...rentalCore(k),
  VehicleCategory: k.codigoCategoria,
  RateCode: k.codigoTarifa,
});

const bookingOf = (b: WireBooking): CarBooking => ({
  confirmId: b.ConfirmationId,
  total: b.TotalCharge.EstimatedTotalAmount,
  currency: b.TotalCharge.CurrencyCode,
});

/** One brand over HTTP (the simulator's /avis or /budget, or the real one by URL). */
export function createHttpCarSupplier(http: SupplierHttp, brand: TCarBrand): CarSupplier {
  // every call reads, or books under our reference: all may be sent again
  const get = <T>(path: string, query?: Record<string, string>) =>
    http.call<T>(brand, { method: 'GET', path, query, idempotent: true });
  const post = <T>(path: string, body: unknown) =>
    http.call<T>(brand, { method: 'POST', path, body, idempotent: true });
  return {
    brand,
    locations: async (keyword) => {
      const { body } = await get<{ Locations?: WireLocation[] }>('/locations', { keyword });
      return (body?.Locations ?? []).map((l) => locationOf(brand, l));
    },
    location: async (code) => {
      const res = await get<{ Location: WireLocation }>(`/locations/${encodeURIComponent(code)}`);
      return res.status === 200 ? locationOf(brand, res.body.Location) : undefined;
    },
    search: async (q) => {
      const { body } = await post<{ VehAvails?: WireCar[] }>('/availability', rentalCore(q));
      return (body?.VehAvails ?? []).map((c) => vehicleOf(brand, c));
    },
    rate: async (k) => {
      const res = await post<{ VehAvail: WireCar }>('/rates/check', rateRef(k));
      if (res.status !== 200) return undefined;
      const vehicle = vehicleOf(brand, res.body.VehAvail);
      const rate = vehicle.tarifas.find((r) => r.codigoTarifa === k.codigoTarifa);
      return rate && { vehicle, rate };
    },
    terms: async (countryCode) => {
      const res = await get<{ MinimumAge: number; Sections: { Title: string; Text: string }[] } & WireError>(
        '/terms',
        { countryCode },
      );
      if (res.status !== 200)
        throw new SupplierError(brand, 'rejected', res.body?.ErrorCode ?? `HTTP ${res.status}`);
      return {
        terms: res.body.Sections.map((s) => `${s.Title}: ${s.Text}`).join('\n\n'),
        minimumAge: res.body.MinimumAge,
      };
    },
    book: async (req) => {
      const res = await post<WireBooking & WireError>('/bookings', {
        ...rateRef(req),
        ClientReference: req.reference,
        Driver: {
          GivenName: req.driver.nombres,
          Surname: req.driver.apellidos,
          BirthDate: req.driver.nacimiento,
          ...(req.driver.email ? { Email: req.driver.email } : {}),
        },
        Equipment: req.equipment
          .filter((e) => e.quantity > 0)
          .map((e) => ({ Code: e.code, Quantity: e.quantity })),
      });
      if (res.status !== 200) {
        const why =
          res.body?.ErrorMessage ?? res.body?.ErrorCode ?? res.body?.message ?? `HTTP ${res.status}`;
        throw new SupplierError(brand, 'rejected', why);
      }
      return bookingOf(res.body);
    },
    bookingState: async (reference): Promise<CarBookingState> => {
      const s = await bookingStateOf<{
        state: 'confirmed' | 'cancelled' | 'pre_booked';
        code: string;
        booking: WireBooking;
      }>(http, brand, reference);
      return s.state === 'none' ? s : { state: s.state, code: s.code, booking: bookingOf(s.booking) };
    },
    cancel: (confirmId) => cancelByCode(http, brand, brand, confirmId),
  };
}

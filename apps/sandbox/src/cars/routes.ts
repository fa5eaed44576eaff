import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bookingStateRoutes, createBookingStore, REFERENCE_CONFLICT } from '../bookings';
import { hash32 } from '../random';
import { extrasOf } from './equipment';
import { checkCar, closedOffice, searchCars } from './offers';
import { officeOf, searchOffices, wireOffice, type CarBrand } from './offices';
import { priceableRental, type PricedRental } from './rental';
import { termsOf } from './terms';

const ZDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/);
/** The rental as the brand's calls name it; with VehicleCategory and RateCode it keys a rate. */
const ZRentalCore = z.object({
  PickUpLocation: z.string().min(1).max(10),
  PickUpDateTime: ZDateTime,
  ReturnLocation: z.string().min(1).max(10),
  ReturnDateTime: ZDateTime,
  DriverAge: z.number().int().min(16).max(99),
  CountryOfResidence: z.string().regex(/^[A-Z]{2}$/),
});
const ZRateRef = ZRentalCore.extend({ VehicleCategory: z.string().max(4), RateCode: z.string().max(10) });
const ZBooking = ZRateRef.extend({
  ClientReference: z.string().min(1).max(80),
  Driver: z.object({
    GivenName: z.string().min(1).max(100),
    Surname: z.string().min(1).max(100),
    BirthDate: z.string().max(10),
    Email: z.string().max(200).optional(),
  }),
  Equipment: z
    .array(z.object({ Code: z.string().max(5), Quantity: z.number().int().min(1).max(10) }))
    .max(10)
    .default([]),
});

const error = (ErrorCode: string, ErrorMessage: string) => ({ ErrorCode, ErrorMessage });
const NOT_AVAILABLE = error('RATE_NOT_AVAILABLE', 'The rate is not available for this rental');

const rentalOf = (brand: CarBrand, c: z.infer<typeof ZRentalCore>) =>
  priceableRental({
    brand,
    pickup: c.PickUpLocation,
    pickupDate: c.PickUpDateTime.slice(0, 10),
    pickupTime: c.PickUpDateTime.slice(11),
    dropoff: c.ReturnLocation,
    returnDate: c.ReturnDateTime.slice(0, 10),
    returnTime: c.ReturnDateTime.slice(11),
    driverAge: c.DriverAge,
    residence: c.CountryOfResidence,
  });
const isPriced = (r: ReturnType<typeof rentalOf>): r is PricedRental => !('refused' in r);

/**
 * One car-rental brand (AVIS or BUDGET) in its own distribution spelling: offices by keyword or
 * code, cars and plans for a rental, a plan re-priced by its key, terms per country, bookings
 * by the caller's reference (apps/sandbox/README.md).
 */
export const carRentalRoutes = (brand: CarBrand) => async (app: FastifyInstance) => {
  const bookings = createBookingStore<Record<string, unknown>>();
  const prefix = brand === 'AVIS' ? 'AV' : 'BG';

  app.get<{ Querystring: { keyword?: string } }>('/locations', async (request) => ({
    Locations: searchOffices(brand, String(request.query.keyword ?? '')).map(wireOffice),
  }));

  app.get<{ Params: { code: string } }>('/locations/:code', async (request, reply) => {
    const office = officeOf(brand, request.params.code);
    if (!office) return reply.code(404).send(error('LOCATION_NOT_FOUND', 'No such location'));
    return { Location: wireOffice(office) };
  });

  app.get<{ Querystring: { countryCode?: string } }>('/terms', async (request, reply) => {
    const country = String(request.query.countryCode ?? '').toUpperCase();
    if (!/^[A-Z]{2}$/.test(country)) return reply.code(400).send(error('INVALID_REQUEST', 'countryCode'));
    return { Brand: brand, CountryCode: country, ...termsOf(brand, country) };
  });

  app.post('/availability', async (request, reply) => {
    const q = ZRentalCore.safeParse(request.body);
    if (!q.success) return reply.code(400).send(error('INVALID_REQUEST', q.error.message));
    const r = rentalOf(brand, q.data);
    if (!isPriced(r)) return { Currency: 'USD', VehAvails: [], Warnings: [error(r.refused, r.refused)] };
    const closed = closedOffice(r);
    if (closed) return { Currency: 'USD', VehAvails: [], Warnings: [error('LOCATION_CLOSED', closed)] };
    return { Currency: 'USD', RentalDays: r.days, VehAvails: searchCars(r), Warnings: [] };
  });

  app.post('/rates/check', async (request, reply) => {
    const q = ZRateRef.safeParse(request.body);
    if (!q.success) return reply.code(400).send(error('INVALID_REQUEST', q.error.message));
    const r = rentalOf(brand, q.data);
    const car = isPriced(r) && !closedOffice(r) && checkCar(r, q.data.VehicleCategory, q.data.RateCode);
    if (!car) return reply.code(404).send(NOT_AVAILABLE);
    return { VehAvail: car };
  });

  app.post('/bookings', async (request, reply) => {
    const body = ZBooking.safeParse(request.body);
    if (!body.success) return reply.code(400).send(error('INVALID_REQUEST', body.error.message));
    const b = body.data;
    const equipment = [...b.Equipment].sort((x, y) => x.Code.localeCompare(y.Code));
    const { ClientReference, Driver, ...rateRef } = b;
    const fingerprint = JSON.stringify([rateRef, equipment, Driver.GivenName, Driver.Surname]);
    const seen = bookings.get(ClientReference);
    if (seen)
      return seen.fingerprint === fingerprint ? seen.answer : reply.code(409).send(REFERENCE_CONFLICT);
    const r = rentalOf(brand, b);
    if (!isPriced(r)) return reply.code(409).send(error(r.refused, r.refused));
    const closed = closedOffice(r);
    if (closed) return reply.code(409).send(error('LOCATION_CLOSED', closed));
    const car = checkCar(r, b.VehicleCategory, b.RateCode);
    const rate = car?.Rates[0];
    if (!car || !rate) return reply.code(404).send(NOT_AVAILABLE);
    const extras = extrasOf(r);
    const lines = equipment.map((e) => ({ ...e, extra: extras.find((x) => x.code === e.Code) }));
    const missing = lines.find((l) => !l.extra);
    if (missing)
      return reply.code(409).send(error('EQUIPMENT_NOT_AVAILABLE', `${missing.Code} is not rented here`));
    const equipmentCents = lines.reduce((s, l) => s + l.extra!.cents * l.Quantity * r.days, 0);
    const rateCents = Math.round(rate.TotalCharge.RateTotalAmount * 100);
    const code = `${prefix}${hash32(`${brand}:${ClientReference}`).toString(36).toUpperCase().padStart(7, '0')}`;
    return bookings.book({ reference: ClientReference, fingerprint, code, state: 'confirmed' }, () => ({
      ConfirmationId: code,
      Status: 'CONFIRMED',
      ClientReference,
      PickUpLocation: r.from.code,
      ReturnLocation: r.to.code,
      VehicleCategory: car.VehicleCategory,
      RateCode: rate.RateQualifier.RateCode,
      RentalDays: r.days,
      Equipment: lines.map((l) => ({ Code: l.Code, Quantity: l.Quantity, Amount: l.extra!.cents / 100 })),
      TotalCharge: {
        RateTotalAmount: rateCents / 100,
        EquipmentAmount: equipmentCents / 100,
        EstimatedTotalAmount: (rateCents + equipmentCents) / 100,
        CurrencyCode: 'USD',
      },
    })).answer;
  });

  bookingStateRoutes(app, bookings);
};

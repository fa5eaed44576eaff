import { given, MESSAGES, type TCarLocationsQuery, type TCarSearchRequest } from '@portal/domain';
import { fromSupplier } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import { carPricers, markedVehicle } from './car-prices';
import type { CarsDeps } from './deps';
import { checkRental } from './rental-rules';

/** GET locations/ (spec §7): the brand's offices matching 3+ characters; a failure is spec §8's text. */
export const carLocations = (deps: CarsDeps, q: TCarLocationsQuery) =>
  fromSupplier(deps.suppliers[q.brand].locations(q.destino), MESSAGES.carLocationsError);

/**
 * POST search-availability/ (spec §7, per brand): the cars and rates for the rental, after its
 * rules, at the agency's sale prices for the client entity the quote is for (D-25).
 */
export async function searchCars(
  deps: CarsDeps,
  user: AuthUser,
  req: TCarSearchRequest,
  idEntidad: number | null = null,
) {
  const { query, pickup } = await checkRental(deps, user, req);
  const driverAge = given(req.edadConductor) ?? 30;
  const [cars, pricer] = await Promise.all([
    fromSupplier(deps.suppliers[req.brand].search({ ...query, driverAge }), MESSAGES.carSearchError),
    carPricers(deps, { brand: req.brand, pickup, checkin: req.checkin, idEntidad }),
  ]);
  return cars.map((v) => markedVehicle(v, pricer));
}

/** GET terms (spec §7): the brand's conditions for a country, with its minimum driver age. */
export async function carTerms(deps: CarsDeps, q: { brand: 'AVIS' | 'BUDGET'; countryCode: string }) {
  const countryCode = q.countryCode.toUpperCase();
  const t = await fromSupplier(deps.suppliers[q.brand].terms(countryCode), MESSAGES.serverError);
  return { brand: q.brand, countryCode, terms: t.terms, edadMinima: t.minimumAge };
}

import type { TActivityAvailabilityResponse } from '@portal/domain/activities/activity-availability';
import { MESSAGES } from '@portal/domain/messages';

/**
 * spec §4, §8 activity card: with a priced option go to the detail; no option but meeting
 * points: 'No se encontraron Actividades'; nothing at all: 'No se encontró disponibilidad ni
 * ubicaciones'.
 */
export const availabilityOutcome = (answer: TActivityAvailabilityResponse): { message?: string } => {
  const offers = answer.products.availResponseV2Product;
  if (offers.some((o) => o.concepts.length > 0)) return {};
  if (offers.length === 0 && answer.locations.staticDataResponseV2Location.length === 0)
    return { message: MESSAGES.noAvailabilityNorLocations };
  return { message: MESSAGES.activitiesNotFound };
};

import { checkPartyPassengers } from '@portal/domain/activities/activity-draft';
import { agencyToday, type IsoDate } from '@portal/domain/dates';
import type { TPassenger } from '@portal/domain/passenger';
import type { TPaxSlot } from '@/shared/passenger-form/passenger-rules';

/** The party the search priced, as the draft's passenger slots hold it: adults, then each minor's age. */
const partyOfSlots = (slots: readonly TPaxSlot[]) => ({
  adults: slots.filter((s) => s.kind === 'adult').length,
  childAges: slots.filter((s) => s.kind === 'minor').map((s) => s.age ?? 0),
});

/**
 * One passenger per person searched, adults first, each minor the age searched on the service
 * date (domain checkPartyPassengers, the server's rule): the refusal comes before any call.
 */
export const partyPassengersError = (
  passengers: readonly TPassenger[],
  slots: readonly TPaxSlot[],
  serviceDate: IsoDate,
  today = agencyToday(new Date()),
): string | undefined => {
  const check = checkPartyPassengers(passengers, partyOfSlots(slots), { today, serviceDate });
  return check.ok ? undefined : check.message;
};

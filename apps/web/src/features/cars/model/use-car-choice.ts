import type { TCarRate, TVehicle } from '@portal/domain/cars/search-availability';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useOrderDraftStore } from '@/shared/order-summary/order-draft-store';
import { paths } from '@/shared/paths';
import { buildCarDraft, chosenEquipment, type TEquipmentCounts } from './car-order';
import type { TCompleteCarSearch } from './search-params';

export type TCarChoice = { vehicle: TVehicle; rate: TCarRate };
type TStep = TCarChoice & { step: 'ask' | 'equipment' };

/**
 * spec §4 Cars: choose a rate; ask 'add extra equipment?' (Sí opens the equipment dialog, No
 * skips); then the order goes to form-pax?q=cars. A car without equipment skips the question.
 */
export function useCarChoice(search: TCompleteCarSearch, driverMinAge: number | undefined) {
  const [state, setState] = useState<TStep | null>(null);
  const setDraft = useOrderDraftStore((s) => s.setDraft);
  const navigate = useNavigate();

  const finish = (choice: TCarChoice, counts: TEquipmentCounts) => {
    const equipment = chosenEquipment(choice.vehicle.specialEquipment, counts);
    setDraft(buildCarDraft({ search, ...choice, equipment, driverMinAge }));
    setState(null);
    navigate(paths.formPax.getHref('cars'));
  };

  return {
    asking: state?.step === 'ask' ? state : null,
    equipping: state?.step === 'equipment' ? state : null,
    choose: (choice: TCarChoice) =>
      choice.vehicle.specialEquipment.length > 0 ? setState({ ...choice, step: 'ask' }) : finish(choice, {}),
    yes: () => state && setState({ ...state, step: 'equipment' }),
    no: () => state && finish(state, {}),
    withEquipment: (counts: TEquipmentCounts) => state && finish(state, counts),
    cancel: () => setState(null),
  };
}

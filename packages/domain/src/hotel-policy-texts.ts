import { DEFAULT_CANCELLATION_POLICY, type DiningPlan } from './small-rules';

// Texts of the spec §9 hotel rules the catalogue does not word (own wording), in one place
// for the sandbox suppliers' answers and the portal's policies dialog.
export const nightsText = (n: number): string => `${n} ${n === 1 ? 'noche' : 'noches'}`;

const p = DEFAULT_CANCELLATION_POLICY;
export const DEFAULT_POLICY_TEXT =
  `Cancelación sin cargo hasta ${p.daysBeforeArrival} días antes de la llegada; luego, penalidad de ` +
  `${nightsText(p.penaltyNights)}. No show: ${nightsText(p.noShowNights)}.`;

export const PROMO_POLICY_TEXT = 'Las reservas promocionales se penalizan con la tarifa regular.';

export const NON_REFUNDABLE_POLICY_TEXT =
  'Tarifa no reembolsable: cancelación, modificación o no show con cargo del 100% de la estadía.';

export const DINING_PLAN_TITLE: Record<DiningPlan, string> = {
  'quick-service': 'Plan de comidas de servicio rápido (Quick Service Dining Plan)',
  standard: 'Plan de comidas Disney Dining Plan',
};

export const DINING_PLAN_TEXT: Record<DiningPlan, string> = {
  'quick-service': '2 comidas de servicio rápido y 1 snack por persona por noche.',
  standard: '1 comida de servicio de mesa, 1 comida de servicio rápido y 1 snack por persona por noche.',
};

export const DINING_PLAN_NOTES = [
  'Los menores de 3 a 9 años tienen una tarifa especial.',
  'Los infantes menores de 3 años no tienen plan de comidas.',
  'Las propinas no están incluidas.',
  'La cerveza solo se sirve a mayores de 21 años.',
];

import type { DiningPlan } from '@portal/domain/small-rules';
import { DEFAULT_CANCELLATION_POLICY } from '@portal/domain/small-rules';

// Texts of spec §9 rules that the catalogue does not word (own wording, Spanish).
const p = DEFAULT_CANCELLATION_POLICY;
const nights = (n: number) => `${n} ${n === 1 ? 'noche' : 'noches'}`;

export const DEFAULT_POLICY_TEXT =
  `Cancelación sin cargo hasta ${p.daysBeforeArrival} días antes de la llegada; luego, penalidad de ` +
  `${nights(p.penaltyNights)}. No show: ${nights(p.noShowNights)}.`;

export const PROMO_POLICY_TEXT = 'Las reservas promocionales se penalizan con la tarifa regular.';

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

/** 'Prestige no respondió a tiempo' (timeout) or '… no está disponible' (error). */
export const supplierFailureText = (proveedor: string, estado: 'error' | 'timeout') =>
  estado === 'timeout'
    ? `${proveedor} no respondió a tiempo`
    : `${proveedor} no está disponible en este momento`;

export const hotelsFoundText = (n: number) => `${n} ${n === 1 ? 'hotel encontrado' : 'hoteles encontrados'}`;

export const nightsText = nights;

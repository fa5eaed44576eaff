// Texts of the hotel screens; the policy and dining-plan texts live in the domain.
export {
  DEFAULT_POLICY_TEXT,
  DINING_PLAN_NOTES,
  DINING_PLAN_TEXT,
  DINING_PLAN_TITLE,
  PROMO_POLICY_TEXT,
  nightsText,
} from '@portal/domain/hotel-policy-texts';

/** 'Prestige no respondió a tiempo' (timeout) or '… no está disponible' (error). */
export const supplierFailureText = (proveedor: string, estado: 'error' | 'timeout') =>
  estado === 'timeout'
    ? `${proveedor} no respondió a tiempo`
    : `${proveedor} no está disponible en este momento`;

export const hotelsFoundText = (n: number) => `${n} ${n === 1 ? 'hotel encontrado' : 'hoteles encontrados'}`;

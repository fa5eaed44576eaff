// Texts of the hotel screens; the policy and dining-plan texts live in the domain.

/** 'Prestige no respondió a tiempo' (timeout) or '… no está disponible' (error). */
export const supplierFailureText = (proveedor: string, estado: 'error' | 'timeout') =>
  estado === 'timeout'
    ? `${proveedor} no respondió a tiempo`
    : `${proveedor} no está disponible en este momento`;

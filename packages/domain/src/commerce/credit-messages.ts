// issue 32 (own texts): the credit part of the message catalogue, spread into MESSAGES (messages.ts).
export const CREDIT_MESSAGES = {
  // items 2-3: credit lines per client entity and currency, and the client's payments
  creditNotAvailable: 'La entidad no tiene crédito disponible para esta reserva (disponible {disponible})',
  creditCurrency: 'Elija la moneda: USD o ARS',
  creditLimitAmount: 'El límite debe ser un número mayor o igual a 0, con hasta 2 decimales',
  paymentAmount: 'El monto debe ser un número mayor que 0, con hasta 2 decimales',
  paymentDateRequired: 'Indique la fecha del pago',
  paymentDateFuture: 'La fecha del pago no puede ser posterior a hoy',
  paymentMethod: 'Elija un medio de pago de la lista',
  paymentReference: 'La referencia puede tener hasta 100 caracteres',
  paymentReversedNotFound: 'No se encontró el pago a revertir en esta entidad',
  paymentReversalMismatch: 'La reversión debe ser por el mismo monto y moneda del pago ({monto})',
  paymentAlreadyReversed: 'Ese pago ya fue revertido',
  paymentReversalOfReversal: 'Una reversión no se revierte: registre un pago nuevo',
} as const;

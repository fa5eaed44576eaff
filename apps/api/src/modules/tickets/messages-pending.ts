// TODO-moving-to-domain: texts for rules the domain catalogue (packages/domain/src/messages.ts)
// does not word yet. Own wording (spec §5, §9 give the rules, not the texts). Move them to
// MESSAGES and import from '@portal/domain' once they are there.
export const PENDING_MESSAGES = {
  amountMismatch: 'El monto no coincide con el precio actual del ticket',
  clientEntityNotAllowed: 'No puede reservar para el cliente seleccionado',
  universalRequestMismatch: 'Los datos del ticket de Universal no coinciden con el ticket elegido',
} as const;

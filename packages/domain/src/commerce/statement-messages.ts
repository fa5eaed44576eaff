// issue 32 (own texts): the statement part of the message catalogue, spread into MESSAGES (messages.ts).
export const STATEMENT_MESSAGES = {
  // item 4: a client entity's account statement (cuenta corriente)
  statementEntity: 'Indique la entidad de la cuenta corriente por su número',
  statementDesde: 'La fecha desde de la cuenta corriente no es válida (AAAA-MM-DD)',
  statementHasta: 'La fecha hasta de la cuenta corriente no es válida (AAAA-MM-DD)',
  statementRangeOrder: 'La fecha desde de la cuenta corriente no puede ser posterior a la fecha hasta',
  statementRangeTooLong: 'El período de la cuenta corriente no puede superar los 2 años',
  statementCurrency: 'La moneda de la cuenta corriente debe ser USD o ARS',
  statementFormat: 'El formato de la cuenta corriente debe ser json, xlsx o pdf',
  statementNotFound: 'No se encontró la cuenta corriente de la entidad',
} as const;

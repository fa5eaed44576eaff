// issue 32 (own texts): the report part of the message catalogue, spread into MESSAGES (messages.ts).
export const REPORT_MESSAGES = {
  reportDesde: 'La fecha desde del reporte no es válida (AAAA-MM-DD)',
  reportHasta: 'La fecha hasta del reporte no es válida (AAAA-MM-DD)',
  reportRangeOrder: 'La fecha desde del reporte no puede ser posterior a la fecha hasta',
  reportRangeTooLong: 'El período del reporte no puede superar los 2 años',
  reportGrouping: 'Agrupe el reporte por línea, proveedor, mes, vendedor o entidad',
  reportCurrency: 'La moneda del reporte debe ser USD o ARS',
  reportFormat: 'El formato del reporte debe ser json o xlsx',
  reportLine: 'Elija una línea de producto de la lista',
  reportSupplier: 'Indique el proveedor por su código (hasta 30 caracteres)',
  reportEntity: 'Indique la entidad por su número',
  reportSeller: 'Indique el vendedor por su número de usuario',
  reportEmpty: 'No hay ventas en el período',
} as const;

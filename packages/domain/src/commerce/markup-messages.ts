// issue 32 (own texts): the markup part of the message catalogue, spread into MESSAGES (messages.ts).
export const MARKUP_MESSAGES = {
  markupLinea: 'Elija una línea de producto de la lista, o ninguna para todas',
  markupProveedor: 'Elija un proveedor de la lista',
  markupProveedorLinea: 'El proveedor {proveedor} no vende {linea}: elija uno de {proveedores}',
  markupProveedorSinLinea: '{linea} no tiene proveedores para elegir: deje el proveedor vacío',
  markupEntidad: 'Indique la entidad de la regla por su número',
  markupEntityNotFound: 'La entidad {id} no existe',
  markupDestino: 'El destino admite hasta 100 caracteres',
  markupDesde: 'La fecha desde no es válida (formato AAAA-MM-DD)',
  markupHasta: 'La fecha hasta no es válida (formato AAAA-MM-DD)',
  markupFechas: 'La fecha desde no puede ser posterior a la fecha hasta',
  markupTipo: 'Elija el tipo de margen: porcentaje o monto por reserva',
  markupValor: 'Indique el valor del margen (un número)',
  markupPorcentaje: 'El porcentaje debe ser mayor que 0 y hasta 100, con hasta 2 decimales',
  markupMonto: 'El monto debe ser mayor que 0 y hasta 1.000.000, con hasta 2 decimales',
  markupMonedaRequerida: 'Indique la moneda del monto (USD o ARS)',
  markupMonedaPorcentaje: 'Un porcentaje no lleva moneda: se aplica al precio en la suya',
  markupPrioridad: 'La prioridad debe ser un número entero entre 0 y 1000',
  markupActivo: 'Indique si la regla está activa (true o false)',
  markupDuplicada:
    'Ya existe la regla activa N° {id} con los mismos criterios: con dos reglas para lo mismo, la que gana dependería solo de la prioridad. Edite o desactive la regla N° {id}.',
  markupNotFound: 'No se encontró la regla de margen',
} as const;

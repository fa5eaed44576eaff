// TODO-moving-to-domain: texts of rules the spec states without a text (own wording), to be
// added to the MESSAGES catalogue of packages/domain and read from there.
export const BOOKING_MESSAGES = {
  unknownDestination: 'No se encontró el destino indicado',
  stayTooLong: 'La estadía no puede superar 30 noches',
  tooManyRooms: 'La cantidad total de habitaciones debe estar entre 1 y 3',
  rateUnavailable: 'La tarifa seleccionada ya no está disponible. Vuelva a buscar disponibilidad.',
  rateMismatch: 'Los datos de la habitación no coinciden con la tarifa seleccionada',
  priceChanged: 'La tarifa cambió desde la búsqueda. Vuelva a buscar disponibilidad.',
  soldOut:
    'No quedan habitaciones disponibles de este tipo para las fechas elegidas. Vuelva a buscar disponibilidad.',
  entityMixed: 'Todas las habitaciones deben reservarse para el mismo cliente',
  pendingNotFound: 'No se encontraron las reservas pendientes indicadas',
} as const;

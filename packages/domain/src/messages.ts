// The Spanish message catalogue (spec §5 and §8), verbatim, keyed by meaning.
// The API answers with these texts and the portal shows them; nobody writes them twice.
// Texts marked "own" word rules the spec states without a text (spec §5, §6, §9).
import { CREDIT_MESSAGES } from './commerce/credit-messages';
import { MARKUP_MESSAGES } from './commerce/markup-messages';
import { REPORT_MESSAGES } from './commerce/report-messages';
import { STATEMENT_MESSAGES } from './commerce/statement-messages';

export const MESSAGES = {
  // issue 32: the agency's commerce, a part per file
  ...MARKUP_MESSAGES,
  ...CREDIT_MESSAGES,
  ...STATEMENT_MESSAGES,
  ...REPORT_MESSAGES,
  // auth (spec §8)
  invalidCredentials: 'Credenciales invalidas',
  missingToken: 'No se pudo obtener el token de autenticación',
  csrfRefused:
    'La solicitud no lleva la verificación de la sesión de este portal. Recargue la página e intente de nuevo.',
  // issue 31, item 2 (own): a temporary password opens nothing but the page that changes it
  mustChangePassword: 'Debe cambiar la contraseña temporal antes de continuar.',
  forbidden: 'No tiene permiso para esta acción',
  // issue 31, item 3 (own): client entities in the back office
  entityRazonSocialLength: 'La razón social debe tener entre 2 y 200 caracteres',
  entityCuitFormat: 'El CUIT debe tener 11 dígitos (XX-XXXXXXXX-X)',
  entityCuitPrefix: 'El CUIT debe empezar con 20, 23, 24, 27, 30, 33 o 34',
  entityCuitCheckDigit: 'El dígito verificador del CUIT no es válido',
  entityCondicionIva: 'Elija una condición frente al IVA de la lista',
  entityTelefono: 'El teléfono admite números, espacios, +, - y paréntesis (de 6 a 40 caracteres)',
  entityDireccionLength: 'La dirección no puede superar los 300 caracteres',
  entityAgentes: 'Indique los agentes AS por su número de usuario',
  entityDuplicateRazonSocial: 'Ya existe una entidad con la razón social {razonSocial}',
  entityDuplicateCuit: 'Ya existe una entidad con el CUIT {cuit}: {razonSocial}',
  entityAgentNotAS: 'El usuario {id} no es un agente AS activo: solo ellos reservan para una entidad',
  entityAgentLastOne: '{nombre} quedaría sin entidades cliente: asígnele otra antes de quitarle esta',
  entityNotFound: 'No se encontró la entidad',
  // issue 31, item 5 (own): the agency's flight seat blocks in the back office
  seatBlockAirline: 'Indique la aerolínea (hasta 60 caracteres)',
  seatBlockAirport: 'El aeropuerto debe ser un código IATA de 3 letras (EZE)',
  seatBlockSameAirports: 'El origen y el destino deben ser distintos',
  seatBlockDestinationName: 'Indique el nombre del destino (hasta 80 caracteres)',
  seatBlockFlightNumber: 'El número de vuelo es el código de la aerolínea y de 1 a 5 dígitos (AR1384)',
  seatBlockTravelClass: 'Elija una clase de la lista',
  seatBlockReleaseDays: 'Los días de liberación deben ser un número entero entre 0 y 60',
  seatBlockSeats: 'Los asientos por tramo deben ser un número entero entre 1 y 500',
  seatBlockDateRequired: 'Indique la fecha',
  seatBlockArrivalBeforeDeparture:
    'La llegada debe ser posterior a la salida, o marque que llega al día siguiente',
  seatBlockWeekdays: 'Elija al menos un día de la semana',
  seatBlockNights: 'Las noches deben ser un número entero entre 1 y 30',
  seatBlockUntilBeforeFrom: 'La fecha hasta no puede ser anterior a la fecha desde',
  seatBlockNoDepartures: 'El período no tiene salidas en los días elegidos',
  seatBlockDatesRequired: 'Agregue al menos una salida',
  seatBlockBackNotAfterOut: 'El regreso debe ser posterior a la salida',
  seatBlockRepeatedDeparture: 'La salida del {date} está repetida',
  seatBlockTooManyDepartures: 'Un cupo puede tener hasta 366 salidas: este tiene {count}',
  seatBlockDepartureNotFuture: 'Las salidas deben ser posteriores a hoy',
  seatBlockBeyondHorizon: 'Las salidas no pueden ser posteriores al {date}',
  seatBlockVenta: 'La tarifa de venta debe ser mayor que 0, con hasta 2 decimales',
  seatBlockAmount: 'El importe debe ser un número mayor o igual a 0, con hasta 2 decimales',
  seatBlockAlicuota: 'La alícuota de IVA debe estar entre 0 y 27 %',
  seatBlockTipoCambio: 'El tipo de cambio debe ser mayor que 0, con hasta 2 decimales',
  seatBlockDelta: 'Indique cuántos asientos agregar o quitar: un número entero distinto de 0, hasta 500',
  seatBlockLegNotFound: 'No se encontró el tramo',
  seatBlockLegClash: 'La ruta {route} ya tiene un tramo de {direction} el {date}',
  seatBlockSoldSeats: 'No se pueden quitar asientos vendidos: hay {sold} vendidos y {left} libres',
  seatBlockMaxSeats: 'Un tramo puede tener hasta 500 asientos: tiene {seats}',
  seatBlockReleased: 'Este tramo ya liberó sus asientos sin vender: no admite cambios',
  seatBlockDeparted: 'Este tramo ya salió: no admite cambios',
  // issue 29, item 5: {wait} says how long, e.g. '45 segundos' (loginWaitMessage)
  tooManyLoginAttempts: 'Demasiados intentos de inicio de sesión. Espere {wait} e intente de nuevo.',
  // generic (spec §8)
  loading: 'Espere..',
  confirmTitle: '¿Estás seguro?',
  cancel: 'Cancelar',
  close: 'Cerrar',
  serverError: 'Hubo un error en el servidor',
  // issue 11, item 4: the results' figures are the bare sale rate for the whole stay
  stayPriceNote: 'por estadía, sin IVA ni gastos',
  pendingAlreadyProcessing: 'La reserva ya se está procesando: no se puede cancelar.',
  pendingCancelError: 'No se pudo cancelar la reserva pendiente. Intente de nuevo.',
  pendingProcessError: 'No se pudo completar la reserva no reembolsable.',
  serverBusy: 'El servidor está muy ocupado en este momento. Intente de nuevo en unos segundos.',
  notFound: 'No se encontró el recurso solicitado',
  invalidRequest: 'Los datos enviados no son válidos',
  invalidText: 'El texto contiene caracteres no válidos (un carácter nulo o incompleto)',
  unexpectedError: 'Ocurrió un error inesperado. Informe este código a un administrador',
  requiredField: 'Este campo es obligatorio',
  noResults: 'No se encontraron resultados',
  missingValue: 'no se pudo obtener el dato',
  missingAdminFee: 'No se ah recibido el gasto Adm',
  bookingCompletedTitle: 'Reserva completada',
  bookingCompletedText: 'La solicitud fue confirmada. La emisión está sujeta al pago total.', // own wording of spec §8
  // cart (spec §5, §4)
  cartDifferentDestination:
    'No se puede agregar. El hotel tiene un destino diferente al de tus hoteles anteriores.',
  cartFull: 'Tu carrito está lleno! No puedes añadir más Habitaciones',
  cartAddedContinue: 'Elemento agregado al carrito, desea Continuar seleccionando?',
  cartStay: 'Permanecer',
  cartContinue: 'Continuar',
  nonRefundableRoomDialog: 'Esta reserva es una no reembolsable',
  nonRefundableBookingDialog: 'Esta reserva no es reembolsable',
  wantToContinue: '¿Desea continuar?',
  book: 'Reservar',
  nonRefundableChip: 'Reserva no reembolsable.',
  nonRefundableOnlyAS: 'Las habitaciones no reembolsables solo pueden reservarlas los agentes AS', // own
  roomLimitReached: 'Ya seleccionaste todas las habitaciones solicitadas', // own
  criterionRoomsSelected: 'Ya elegiste la tarifa para esta habitación; elegí las de las otras habitaciones', // own
  // tickets (spec §8)
  ticketsNotFoundOnDate: 'No se encontraron tickets en la fecha indicada',
  ticketUnavailable: 'Ticket no disponible',
  ticketsNotFoundOnSelectedDate: 'No se encontraron tickets en la fecha seleccionada',
  selectedTicketUnavailable: 'El ticket seleccionado no esta disponible',
  ticketAvailabilityError: 'Hubo un error al verificar la disponibilidad del ticket',
  ticketEntryDateRequired: 'Establece la fecha de entrada del ticket', // spec §2
  ticketDaysDisney: 'La cantidad de días para Walt Disney World debe estar entre 1 y 10', // own
  ticketDaysDisneyland: 'La cantidad de días para Disneyland debe estar entre 1 y 5', // own
  ticketDaysUniversal: 'Los tickets de Universal no llevan cantidad de días', // own
  adultsRange0to10: 'La cantidad de adultos debe estar entre 0 y 10', // own
  minorsRange: 'La cantidad de menores debe estar entre 0 y 10', // own
  atLeastOnePassenger: 'Debe haber al menos un pasajero', // own
  passengerCountMismatch: 'La cantidad de pasajeros no coincide con la cantidad de adultos y menores', // own
  childRateOnlyWithMinors: 'La tarifa de menores solo corresponde si hay menores', // own
  childRateRequired: 'Falta la tarifa de menores', // own
  universalRequestRequired: 'Falta la información del ticket de Universal', // own
  // tickets, own wording (review fixes)
  ticketDateBeyondHorizon: 'La fecha de entrada no puede ser posterior a 18 meses desde hoy',
  checkinBeyondHorizon: 'La fecha de ingreso no puede ser posterior a 18 meses desde hoy',
  eventQuantityRange: 'La cantidad de tickets debe estar entre 1 y 20',
  universalEventDateTime: 'El horario del evento debe ser de la fecha de entrada (AAAA-MM-DDTHH:MM:SS)',
  passengerAgeMismatch: 'La edad de {name} no coincide con su fecha de nacimiento en la fecha de entrada',
  emailLeadAdultOnly: 'Solo el pasajero adulto titular puede llevar correo electrónico',
  // hotels (spec §8)
  hotelsNotFound: 'No se encontraron hoteles con los criterios de búsqueda',
  hotelsSearchError: 'Ocurrió un error al buscar hoteles',
  hotelsSearching: 'Buscando hoteles…', // own: the results banner while the suppliers search
  errorDialogTitle: 'Hubo un error',
  bookingNotCompletedDot: 'No se pudo completar la reserva.',
  tryAgainLater: 'Intenta de nuevo más tarde.',
  hotelBookingError: 'Ocurrió un error al reservar el hotel',
  ticketEntryOutsideStay: 'La fecha de entrada del ticket debe estar dentro de la estadía', // own
  noAvailability: 'No se encontró disponibilidad',
  availabilitySearchError: 'Ocurrió un error al buscar las disponibilidades',
  reservationError: 'Hubo un error en la reserva, por favor contacta a un administrador',
  hotelNameRequired: 'Falta el nombre del hotel', // own
  invalidHotelCategory: 'La categoría debe estar entre 0 y 5', // own
  // bookings (own wording)
  idempotencyKeyReused: 'La clave Idempotency-Key ya se usó con otra solicitud',
  idempotencyKeyInvalid:
    'El encabezado Idempotency-Key no es válido (8 a 200 letras, números, guiones, puntos o dos puntos)',
  bookingInProgress: 'La reserva con esta clave todavía se está procesando. Intente en unos segundos.',
  bookingOutcomeUnknown:
    'El proveedor no confirmó la reserva a tiempo. La estamos verificando: su estado se actualizará en unos minutos; no la repita.',
  // issue 29, item 4: the resumen of a booking whose outcome is being verified, as it settles (own)
  bookingVerifyingTitle: 'Reserva en verificación',
  bookingVerifyingText:
    'Estamos consultando al proveedor si tomó la reserva. Esta página se actualiza sola; no la repita.',
  bookingVerifyingIds: 'Reserva N° {ids}',
  bookingSettledHeld: 'El proveedor confirmó la reserva.',
  bookingSettledNotHeld: 'El proveedor no tomó la reserva: no se realizó y puede reservar de nuevo.',
  // multi-provider hotel booking (own wording for rules the spec states without a text)
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
  // issue 29, item 10: the body of processPendingReservations is the mapping, bare or wrapped
  pendingMappingInvalid:
    'Envíe las reservas pendientes como { "id de reserva": "referencia" } o { "reservaIdMapping": { … } }',
  // cars (spec §8)
  carLocationsError: 'Error al buscar ubicaciones',
  carSearchError: 'Ocurrió un error al buscar autos', // own
  carsNotFound: 'No se encontraron autos disponibles para la búsqueda', // own
  carBookingError: 'Ocurrió un error al reservar el auto', // own
  carReturnNotAfterPickup: 'La devolución debe ser posterior al retiro', // own
  carOfficeClosed: 'La oficina está cerrada en el horario elegido', // own
  carPickupInPast: 'El retiro no puede ser en el pasado', // own
  carRateChanged: 'La tarifa o el equipamiento cambiaron desde la búsqueda. Vuelva a buscar.', // own
  carUnknownOffice: 'La oficina elegida no existe para esta marca', // own
  // activities and transfers (spec §8, §5)
  activitiesSearchError: 'Ocurrió un error al buscar tus actividades',
  activitiesNotFoundForDestination: 'No se encontraron actividades con este destinationCode',
  noAvailabilityNorLocations: 'No se encontró disponibilidad ni ubicaciones',
  activitiesNotFound: 'No se encontraron Actividades',
  bookingDataMissing: 'Faltan datos necesarios para realizar la reserva',
  selectTimeSlot: 'Selecciona un horario para continuar con la reserva',
  destinationSearchError: 'Ocurrió un error al buscar destino',
  bookingSaveError: 'Hubo un error al guardar la reserva',
  transferCategoryRequired: 'Debe seleccionar una categoría de traslado', // own
  destinationRequired: 'Debe seleccionar un destino', // own
  paxCountMismatch: 'La cantidad de pasajeros no coincide con los adultos y menores indicados', // own
  minorAgeRequired: 'Indique la edad de cada menor', // own
  activityRangeTooLong: 'Busque un período de hasta 14 días', // own
  activityUnknown: 'La actividad elegida no existe en este proveedor', // own
  availabilityExpired: 'La disponibilidad venció. Vuelva a buscar para reservar.', // own
  activityOptionUnknown: 'La opción o el horario elegidos ya no están disponibles. Vuelva a buscar.', // own
  slotFull: 'No quedan lugares en el horario elegido. Elija otro horario o vuelva a buscar.', // own
  utilityPriceChanged: 'El precio cambió desde la búsqueda. Vuelva a buscar para ver el precio actual.', // own
  utilityPartyMismatch: 'Los pasajeros no coinciden con los de la búsqueda', // own
  serviceDateBeyondHorizon: 'La fecha no puede ser posterior a 18 meses desde hoy', // own
  transferDateMismatch: 'La fecha no coincide con la del traslado buscado', // own
  transferSamePoints: 'El origen y el destino del traslado deben ser distintos', // own
  atLeastOneAdult: 'Debe viajar al menos un adulto', // own
  transferReturnNotAfter: 'La fecha de regreso debe ser posterior a la de llegada', // own
  transferReturnTimeRequired: 'Indique la hora del vuelo de regreso', // own
  transferLocationUnknown: 'El origen o el destino no pertenecen al destino elegido', // own
  transferOptionUnknown: 'El traslado elegido ya no está disponible. Vuelva a buscar.', // own
  transferSearchError: 'Ocurrió un error al buscar traslados', // own
  transfersNotFound: 'No se encontraron traslados para este recorrido', // own
  reservationSearchMinChars: 'Escriba al menos 2 caracteres para buscar', // own
  cancelPenaltyChanged: 'La penalidad de cancelación cambió. Revise el nuevo importe antes de confirmar.', // own
  cancelSupplierRefused: 'El proveedor no aceptó la cancelación; la reserva sigue vigente', // own
  cancelSupplierSilent:
    'El proveedor no respondió a la cancelación: queda en curso y el sistema la confirma con él en unos minutos', // own
  cancelUnavailable: 'La cancelación de este producto no está disponible en línea', // own
  tarifarioZoneUnknown: 'El destino elegido no está en el tarifario', // own
  tarifarioStaffOnly: 'Solo el personal de la agencia puede cargar el tarifario', // own
  tarifarioFileRequired: 'Envíe la planilla del tarifario (.xlsx)', // own
  // flights (spec §8)
  flightsNotFound: 'No se encontraron vuelos disponibles para esta ruta',
  flightsSearchError: 'Ocurrió un error al buscar vuelos disponibles',
  bookingNotCompleted: 'No se pudo completar la reserva',
  flightBookingError: 'Ocurrió un error al reservar, contacta a un administrador',
  flightSeatsExceeded: 'No hay asientos suficientes para la cantidad de adultos', // own
  flightTotalMismatch: 'El total no coincide con la tarifa actual del vuelo', // own
  flightReturnRequired: 'Seleccione el vuelo de regreso del cupo', // own
  // dates (spec §5, own wording)
  invalidDate: 'La fecha no es válida (formato AAAA-MM-DD)',
  dateBeforeToday: 'La fecha no puede ser anterior a hoy',
  checkinBeforeToday: 'La fecha de ingreso no puede ser anterior a hoy',
  dateBeforeStart: 'La fecha no puede ser anterior a la fecha de inicio',
  leadTimeNonAS: 'Las reservas deben realizarse con al menos 9 días de anticipación',
  dateBeforeValidFrom: 'La fecha no puede ser anterior al inicio de vigencia del ticket',
  checkoutNotAfterCheckin: 'La fecha de salida debe ser posterior a la fecha de ingreso',
  datesRequired: 'Debe indicar la fecha de ingreso y de salida',
  assistanceDatesRequired: 'Debe indicar la fecha de salida y de regreso',
  invalidTime: 'La hora no es válida (formato HH:MM)',
  invalidEmail: 'El correo electrónico no es válido',
  invalidColor: 'El color no es válido',
  // occupancy (spec §5, own wording)
  adultsRange: 'La cantidad de adultos debe estar entre 1 y 10',
  minorAgeRange: 'Cada menor debe tener una edad entre 0 y 17 años',
  roomsRange: 'La cantidad de habitaciones debe estar entre 1 y 3',
  assistancePassengersRange: 'La cantidad de pasajeros debe estar entre 1 y 10',
  assistanceAgesCount: 'Debe indicar una edad por pasajero',
  assistanceAgeRange: 'La edad del pasajero debe estar entre 0 y 99 años',
  returnNotAfterDeparture: 'La fecha de regreso debe ser posterior a la fecha de salida',
  annualTripTooLong: 'Los planes anuales cubren viajes de hasta 30 días',
  // passenger (spec §5, own wording)
  firstNameRequired: 'El nombre es obligatorio',
  lastNameRequired: 'El apellido es obligatorio',
  documentRequired: 'El documento es obligatorio',
  documentDigitsAdult: 'El documento debe tener solo números, hasta 9 dígitos',
  documentDigitsMinor: 'El documento de un menor debe tener solo números, hasta 8 dígitos',
  passportFormat: 'El pasaporte debe tener de 6 a 9 letras y números',
  documentFormat: 'El documento debe tener solo letras mayúsculas y números',
  nationalityRequired: 'La nacionalidad es obligatoria',
  // own (issue 29, item 19): a value outside spec §3's list (NACIONALIDADES) says which are accepted
  nationalityInvalid: 'La nacionalidad debe ser Argentina u Otra',
  birthDateRequired: 'La fecha de nacimiento es obligatoria',
  adultBirthDateTicket: 'El adulto debe tener al menos 9 años',
  adultBirthDateHotel: 'El adulto debe tener al menos 10 años',
  leadAdultBirthDate: 'El pasajero titular (el primer adulto) debe tener al menos 18 años',
  minorBirthDateOutOfRange: 'La fecha de nacimiento del menor no corresponde a la edad indicada',
  minimumAge18: 'El pasajero debe ser mayor de 18 años',
  minimumAge21: 'El pasajero debe ser mayor de 21 años',
  clientEntityRequired: 'Debe seleccionar el cliente al que pertenece la reserva',
  clientEntityNotAllowed: 'No puede reservar para el cliente seleccionado', // own
  amountMismatch: 'El monto no coincide con el precio actual del ticket', // own
  universalRequestMismatch: 'Los datos del ticket de Universal no coinciden con el ticket elegido', // own
  // Disney hotels, own wording (issue 12)
  disneyTicketRequired: 'La tarifa elegida incluye tickets: seleccione un ticket y su fecha de entrada',
  disneyTicketNotIncluded: 'La tarifa elegida no incluye tickets',
  disneyTicketMismatch: 'Los tickets no coinciden con el ticket elegido y la cantidad de pasajeros',
  disneyTotalMismatch: 'El total no coincide con el precio actual de la habitación y los tickets',
  // travel assistance, own wording (issue 15)
  assistanceStartInPast: 'La fecha de salida no puede ser anterior a hoy',
  assistanceQuoteError: 'Ocurrió un error al cotizar las asistencias',
  assistanceNoQuotes: 'No se encontraron asistencias para este viaje',
  assistanceQuoteNotFound: 'La cotización no existe o pertenece a otro usuario',
  assistanceQuoteExpired: 'La cotización venció. Vuelva a cotizar para continuar.',
  assistanceQuotePriceChanged: 'El precio del plan cambió. Vuelva a cotizar para ver el precio actual.',
  assistanceQuoteRefused: 'La aseguradora no aceptó el plan elegido. Vuelva a cotizar.',
  assistanceSelectError: 'Ocurrió un error al confirmar el plan elegido',
  assistanceQuoteHeaderRequired: 'Falta la cotización elegida (encabezado idCotizacion)',
  assistanceQuoteNotAccepted: 'Primero elija el plan: la cotización no fue aceptada',
  assistanceQuoteUsed: 'Esta cotización ya tiene una pre-reserva. Vuelva a cotizar para otra.',
  assistancePaxCount: 'La cantidad de pasajeros no coincide con la cotización',
  assistanceTravellerAge: 'El pasajero {n} debe tener {age} años al inicio del viaje, como en la cotización',
  assistanceLeadAdult: 'El pasajero titular debe ser mayor de 18 años',
  assistanceTripType: 'El tipo de viaje no corresponde al plan elegido',
  assistanceValidityMismatch: 'La vigencia no corresponde al viaje cotizado',
  assistanceTotalMismatch: 'El total no coincide con el precio del plan aceptado',
  assistanceBookingError: 'No se pudo completar la pre-reserva de la asistencia',
  emailHint: 'Opcional CC a pasajero',
  clientEntityQuestion: '¿A qué cliente pertenece la reserva?',
  entitySearchMinChars: 'Ingrese al menos 4 caracteres para buscar',
  locationSearchMinChars: 'Ingrese al menos 3 caracteres para buscar',
  // labels (spec §2, §5)
  minorAgeLabel: 'Menor de {age} años',
  minorUnknownAgeLabel: '3 o 9',
  roomingLabel: '{adults} adultos • {minors} menores - {rooms} habitacion/es',
  categoryNotSpecified: 'Categoria no especificada',
  noObservations: 'Sin Observaciones',
  showAll: 'Mostrar todo',
  offer: '¡Oferta!',
  seeMore: 'Ver más',
  seeRooms: 'Ver habitaciones disponibles',
  orderConfirmed: 'Orden confirmada',
  backHome: 'Volver al inicio',
  roomDetails: 'Detalles de la Habitación',
  activityDetails: 'Detalles de la actividad',
  adultsLabel: 'Adultos',
  minorsLabel: 'Menores',
  tarifarioDomesticBanner:
    'Tarifas por habitación por noche IVA incluido. Exclusivas para pasajeros Argentinos. Sujetas a modificación sin previo aviso.',
  tarifarioForeignBanner:
    'Tarifas por habitación por noche sin incluir IVA, sujetas a modificación sin previo aviso.',
  // tarifario spreadsheet import (issue 17, docs/tarifario/README.md); {reason} is one of the texts below
  tarifarioSheetRowError: '{sheet}, fila {row}: {reason}',
  tarifarioSheetCellError: '{sheet}, fila {row}, columna {column}: {reason}',
  tarifarioSheetRequired: 'falta el dato',
  tarifarioSheetTooLong: 'el texto supera los {max} caracteres',
  tarifarioSheetCurrency: 'la moneda debe ser ARS o USD',
  tarifarioSheetDate: 'la fecha debe ser AAAA-MM-DD o una fecha de Excel',
  tarifarioSheetDateOrder: 'la fecha "hasta" es anterior a "desde"',
  tarifarioSheetCategory: 'la categoría debe ser un número entero de 0 a 5',
  tarifarioSheetAmount: 'el importe debe ser un número mayor o igual a 0 con hasta 2 decimales',
  tarifarioSheetPax: 'la cantidad de pasajeros debe ser un número entero de 1 a 99',
  tarifarioSheetUrl: 'la dirección web debe empezar con http:// o https://',
  tarifarioSheetImage: 'la imagen debe ser una dirección http(s):// o una ruta que empiece con /',
  tarifarioSheetNoRate: 'el período no tiene ninguna tarifa mayor a 0',
  tarifarioSheetOverlap: 'el período se superpone con el de la fila {other} de la misma habitación',
  tarifarioSheetHotelMismatch:
    'los datos del hotel (categoría, moneda, imagen, url, dirección) difieren de la fila {other}',
  tarifarioSheetRoomMismatch:
    'la habitación {code} tiene otro nombre, régimen o descripción en la fila {other}',
  tarifarioSheetExcursionMismatch: 'la descripción de la excursión difiere de la fila {other}',
  tarifarioSheetTransferMismatch: 'la moneda del traslado difiere de la fila {other}',
  tarifarioSheetDuplicateRate: 'la tarifa {tipo} de esta excursión ya figura en la fila {other}',
  tarifarioSheetDuplicatePax: 'la tarifa para {pax} pasajeros de este traslado ya figura en la fila {other}',
  tarifarioSheetMissing: 'Falta la hoja {sheet} en el archivo',
  tarifarioSheetMissingColumn: '{sheet}: falta la columna {column}',
  tarifarioSheetDuplicateColumn: '{sheet}: la columna {column} está repetida',
  tarifarioSheetTooManyRows: '{sheet}: la hoja supera las {max} filas',
  tarifarioSheetUnreadable: 'El archivo no es una planilla de Excel (.xlsx) válida',
  tarifarioSheetEmpty: 'El archivo no tiene ninguna fila de tarifas',
  // what a rate sheet may weigh, checked before and while it is unpacked (issue 29, item 1; own)
  tarifarioImportBusy: 'Ya hay una importación en curso',
  tarifarioFileTooLarge: 'El archivo supera los {max} MB permitidos',
  tarifarioSheetTooManyParts: 'El archivo tiene más de {max} partes: no es una planilla de tarifas',
  tarifarioSheetPartTooLarge: 'El archivo descomprimido es demasiado grande: {part} supera los {max} MB',
  tarifarioSheetUnpackedTooLarge: 'El archivo descomprimido supera los {max} MB',
  tarifarioSheetCompression:
    'El archivo está comprimido de forma anómala ({part} se expande más de {max} veces) y no se procesa',
  tarifarioSheetSizeMismatch: 'El archivo está dañado: {part} no tiene el tamaño que declara',
  tarifarioSheetTextTooLong: 'El archivo tiene un texto de más de {max} caracteres',
  tarifarioSheetTooHeavy: 'El archivo es demasiado pesado para importarlo',
} as const;

export type MessageKey = keyof typeof MESSAGES;

export const msg = (key: MessageKey): string => MESSAGES[key];

/** Fills `{name}` placeholders of a catalogue text, e.g. fmt('minorAgeLabel', { age: 5 }). */
export const fmt = (key: MessageKey, params: Record<string, string | number>): string =>
  MESSAGES[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );

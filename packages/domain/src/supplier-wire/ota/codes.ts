// OpenTravel (OTA 2014B) code lists the hotel suppliers Omnibees and HBSI speak, each written
// once for both sides of the wire (D-23): the API's adapters read them, the simulator writes
// them. Names are the OTA code lists' (MPT, AQC, ERR, EWT, FTT, UIT). docs/ota-hotels.md.

export const OTA_NAMESPACE = 'http://www.opentravel.org/OTA/2003/05';
/** The message version both sides write and accept. */
export const OTA_VERSION = '3.000';

/** MPT, Meal Plan Type: the codes our rate plans carry, and the regimen each one names. */
export const MEAL_PLANS = {
  '1': 'Todo incluido',
  '3': 'Desayuno incluido',
  '10': 'Pensión completa',
  '12': 'Media pensión',
  '14': 'Solo alojamiento',
} as const;
export type MealPlanCode = keyof typeof MEAL_PLANS;

/** AQC, Age Qualifying Code. */
export const AGE_QUALIFYING = { adult: '10', child: '8' } as const;

/** EWT, Error Warning Type (the Type of an Error or Warning). */
export const ERROR_TYPES = {
  unknown: '1',
  bizRule: '3',
  authentication: '4',
  requiredFieldMissing: '10',
  advisory: '11',
  processingException: '12',
} as const;

/**
 * ERR, Error codes, as they steer the adapter: the supplier is failing (`unavailable`), the
 * rate or booking asked for does not exist (`not-found`), or it said no (`rejected`).
 */
export const ERROR_CODES = {
  '15': { text: 'Invalid date', meaning: 'rejected' },
  '95': { text: 'Booking already cancelled', meaning: 'rejected' },
  '97': { text: 'Booking reference not found', meaning: 'not-found' },
  '187': { text: 'System currently unavailable', meaning: 'unavailable' },
  '321': { text: 'Required field missing', meaning: 'rejected' },
  '322': { text: 'No availability', meaning: 'not-found' },
  '392': { text: 'Invalid hotel code', meaning: 'not-found' },
  '397': { text: 'Invalid number of adults', meaning: 'rejected' },
  '402': { text: 'Invalid room type', meaning: 'not-found' },
  '436': { text: 'Rate does not exist', meaning: 'not-found' },
  '448': { text: 'System error', meaning: 'unavailable' },
  '450': { text: 'Unable to process', meaning: 'rejected' },
  '497': { text: 'Authorization error', meaning: 'unavailable' },
} as const satisfies Record<string, { text: string; meaning: 'unavailable' | 'not-found' | 'rejected' }>;
export type OtaErrorCode = keyof typeof ERROR_CODES;
/** An error code outside the table: the supplier said no, in a way we do not know. */
export const otaErrorMeaning = (code: string) =>
  (ERROR_CODES as Record<string, { meaning: 'unavailable' | 'not-found' | 'rejected' }>)[code]?.meaning ??
  'rejected';

/**
 * FTT, Fee Tax Type: the parts of spec §3's `tarifa` above the room's price (`venta`), each a
 * Tax of the rate's Total.
 */
export const TAX_CODES = {
  iva: '36', // VAT / value added tax, with its Percent (`alicuota`)
  gastoAdministrativo: '14', // service charge
  resolucion4815: '35', // (Argentine) tax: RG 4815 perception
  impuestoPais: '3', // country tax: Impuesto PAIS
} as const;

/** UIT, Unique ID Type. */
export const UNIQUE_ID_TYPES = { reservation: '14', hotel: '10' } as const;
/** ID_Context of our own reservation reference in UniqueID. */
export const OUR_ID_CONTEXT = 'PORTAL';

/** RoomRate AvailabilityStatus: sold now, or confirmed only once the hotel accepts it (spec §4). */
export const AVAILABILITY_STATUS = { available: 'AvailableForSale', onRequest: 'OnRequest' } as const;

/** HotelReservation ResStatus, as a booking's state (PMS_ResStatusType). */
export const RES_STATUS = { Reserved: 'confirmed', Requested: 'pre_booked', Cancelled: 'cancelled' } as const;

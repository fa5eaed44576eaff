export { createHttpDisneyHotelSupplier } from './http-adapter';
export type * from './types';
export { DISNEY_HOTELS_LABEL } from './types';
export { TICKET_SOLD_OUT } from './http-adapter';

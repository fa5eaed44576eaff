export { createHttpThirdProviderSupplier } from './http-adapter';
export type * from './types';

export { createHttpThirdProviderSupplier } from './http-adapter';
export type * from './types';
export { THIRD_PROVIDER_LABEL } from './types';

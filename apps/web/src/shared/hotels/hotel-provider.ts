import { HOTEL_PROVIDERS } from '@/shared/paths';

/** spec §2 hoteles?provider: 'tercero' is the third provider's search, anything else Disney's. */
export const isThirdProviderSearch = (params: URLSearchParams) =>
  params.get('provider') === HOTEL_PROVIDERS.third;
